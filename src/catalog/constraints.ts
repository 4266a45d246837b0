import type { Preferences } from '../domain/preferences';
import { cookingTimeLimitMinutes, maxPriceLimitPounds } from '../domain/preferences';
import type { CookExclusions } from '../domain/allergens';
import { excludes, exclusionsOf } from './exclusions';
import { requireIngredient } from './ingredient-index';
import { recipeFacts } from './recipe-facts';
import type { Recipe } from './types';

/** The hard constraints, in the order a cook would name them when one binds. */
export const HARD_CONSTRAINTS = ['exclusions', 'diet', 'time', 'price', 'calories', 'protein', 'skill'] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

const SKILL_RANK = { beginner: 0, intermediate: 1, advanced: 2 } as const;

export type ConstraintContext = {
  preferences: Preferences;
  exclusions: CookExclusions;
  maxMinutes: number;
  maxPrice: number;
  /** Ingredient id → ruled out by an exclusion; filled as recipes are checked. */
  excludedIngredients: Map<string, boolean>;
};

export function constraintContext(preferences: Preferences): ConstraintContext {
  return {
    preferences,
    exclusions: exclusionsOf(preferences),
    maxMinutes: cookingTimeLimitMinutes(preferences.cookingTime),
    maxPrice: maxPriceLimitPounds(preferences.maxPricePerMeal),
    excludedIngredients: new Map(),
  };
}

/** Whether a recipe keeps one hard constraint. Calorie and protein ranges bind main meals only. */
export function keeps(recipe: Recipe, constraint: HardConstraint, context: ConstraintContext): boolean {
  const facts = recipeFacts(recipe);
  const { preferences } = context;
  const isMain = recipe.mealType === 'main';
  switch (constraint) {
    case 'exclusions':
      return !recipe.ingredients.some((line) => {
        let ruledOut = context.excludedIngredients.get(line.id);
        if (ruledOut === undefined) {
          const ingredient = requireIngredient(line.id);
          ruledOut = excludes(context.exclusions, ingredient);
          context.excludedIngredients.set(line.id, ruledOut);
        }
        return ruledOut;
      });
    case 'diet':
      return facts.dietaryOptions.includes(preferences.dietaryPreferences);
    case 'time':
      return facts.totalMinutes <= context.maxMinutes;
    case 'price':
      return facts.price * preferences.servings <= context.maxPrice + 1e-9;
    case 'calories': {
      const [low, high] = preferences.caloriesRange;
      return isMain ? facts.nutrition.calories >= low && facts.nutrition.calories <= high : facts.nutrition.calories <= high;
    }
    case 'protein': {
      const [low, high] = preferences.proteinRange;
      return isMain ? facts.nutrition.protein >= low && facts.nutrition.protein <= high : facts.nutrition.protein <= high;
    }
    case 'skill':
      return SKILL_RANK[recipe.skill] <= SKILL_RANK[preferences.cookingSkill];
  }
}

/** The constraints a recipe breaks (empty when it may be suggested). */
export function brokenConstraints(recipe: Recipe, context: ConstraintContext): HardConstraint[] {
  return HARD_CONSTRAINTS.filter((constraint) => !keeps(recipe, constraint, context));
}
