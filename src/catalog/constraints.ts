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

/**
 * The preferences the hard constraints read, and nothing else: two sets alike in these rule out
 * the same recipes, so a check can be kept under them (`cachedConstraintCheck`). The context holds
 * only these fields, so the compiler refuses a constraint that reads another.
 */
export const CONSTRAINT_FIELDS = [
  'allergies',
  'excludedItems',
  'dietaryPreferences',
  'cookingTime',
  'maxPricePerMeal',
  'servings',
  'caloriesRange',
  'proteinRange',
  'cookingSkill',
] as const satisfies readonly (keyof Preferences)[];
export type ConstraintPreferences = Pick<Preferences, (typeof CONSTRAINT_FIELDS)[number]>;

export type ConstraintContext = {
  preferences: ConstraintPreferences;
  exclusions: CookExclusions;
  maxMinutes: number;
  maxPrice: number;
  /** Ingredient id → ruled out by an exclusion; filled as recipes are checked. */
  excludedIngredients: Map<string, boolean>;
};

export function constraintContext(preferences: ConstraintPreferences): ConstraintContext {
  return {
    preferences: Object.fromEntries(CONSTRAINT_FIELDS.map((field) => [field, preferences[field]])) as ConstraintPreferences,
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

/** Preference sets whose checks are kept; a server sees a few common ones over and over. */
export const CONSTRAINT_CACHE_SIZE = 64;

type CachedCheck = { context: ConstraintContext; verdicts: WeakMap<Recipe, readonly HardConstraint[]> };
/** By `constraintKey`, least recently used first. */
const checks = new Map<string, CachedCheck>();

/** The constraint fields of a preference set as one string: equal exactly when the constraints read equal values. */
export function constraintKey(preferences: ConstraintPreferences): string {
  return JSON.stringify(CONSTRAINT_FIELDS.map((field) => preferences[field]));
}

/**
 * `brokenConstraints` for one preference set, remembered per recipe: a recipe is data that never
 * changes, so its verdict under the same constraint fields never does either. The last
 * CONSTRAINT_CACHE_SIZE preference sets are kept; a recipe's entry goes with the recipe object.
 */
export function cachedConstraintCheck(preferences: ConstraintPreferences): {
  context: ConstraintContext;
  broken: (recipe: Recipe) => readonly HardConstraint[];
} {
  const key = constraintKey(preferences);
  let cached = checks.get(key);
  if (cached) {
    checks.delete(key);
  } else {
    cached = { context: constraintContext(preferences), verdicts: new WeakMap() };
    if (checks.size >= CONSTRAINT_CACHE_SIZE) checks.delete(checks.keys().next().value ?? '');
  }
  checks.set(key, cached);
  const { context, verdicts } = cached;
  return {
    context,
    broken: (recipe) => {
      let verdict = verdicts.get(recipe);
      if (!verdict) {
        verdict = brokenConstraints(recipe, context);
        verdicts.set(recipe, verdict);
      }
      return verdict;
    },
  };
}
