import type { IngredientLine, Meal } from '../../domain/meal';
import { poundsToPence } from '../../domain/meal';
import type { Preferences } from '../../domain/preferences';
import type { PlannerMeal } from '../../domain/week-plan/suggest-schema';
import { illustrationUrl } from '../illustration';
import { ingredientById } from '../ingredient-index';
import { amountInIngredientUnit } from '../line-amount';
import { needsResolvedLines } from '../own-recipe-meals';
import { priceOf } from '../recipe-facts';
import { storageLifeOf } from '../storage-life';
import { cookQuantity } from '../to-meal';
import type { Ingredient, Recipe, RecipeIngredient } from '../types';

/** A line of a model's meal in the table's terms: its ingredient and amount for the whole meal. */
function identified(line: PlannerMeal['lines'][number]): { ingredient: Ingredient; amount: number } | undefined {
  const ingredient = line.ingredientId ? ingredientById(line.ingredientId) : undefined;
  if (!ingredient) return undefined;
  const amount =
    line.amount === undefined || line.unit === undefined
      ? 0
      : line.unit === ingredient.unit
        ? line.amount
        : (amountInIngredientUnit({ amount: line.amount, unit: line.unit }, ingredient) ?? 0);
  return { ingredient, amount };
}

/**
 * A model's meal as a catalog candidate: its identified lines per serving, so the planner counts
 * its food in whole packs and checks it by the catalog's own hard constraints. A line the table
 * does not know is left out, as an own recipe's is (decision 0013): it adds no food to share a
 * pack with, and with an allergy, exclusion or diet it keeps the meal out (`modelMealPool`).
 */
export function modelMealCandidate(meal: PlannerMeal): Recipe {
  const servings = Math.max(1, meal.servings);
  const ingredients: RecipeIngredient[] = meal.lines.flatMap((line) => {
    const known = identified(line);
    return known ? [{ id: known.ingredient.id, amount: known.amount / servings }] : [];
  });
  const prep = Math.min(meal.prepMinutes ?? 0, meal.totalMinutes);
  return {
    id: meal.id,
    name: meal.name,
    description: '',
    cuisine: meal.cuisine ?? 'British',
    mealType: meal.mealType,
    isBreakfast: meal.mealType === 'breakfast',
    ingredients,
    instructions: [],
    prepMinutes: prep,
    cookMinutes: meal.totalMinutes - prep,
    // The model was asked for the cook's skill; Larder cannot rate its steps.
    skill: 'beginner',
    storage: '',
    leftovers: meal.leftovers ?? { fridgeDays: 0, freezes: false },
  };
}

export const MODEL_MEAL_UNMATCHED = (name: string) =>
  `${name} was left out: some of its ingredients are not matched to Larder's ingredient table, so Larder cannot be sure it fits your allergies, exclusions or diet.`;
export const MODEL_MEAL_ALLERGEN = (name: string) => `${name} was left out: it contains, or may contain, food you are allergic to.`;

export type ModelMealPool = {
  /** Candidates, one per meal that may be planned for the cook. */
  recipes: Recipe[];
  /** Meals kept out, by id, with the reason in words (said when the cook chose one). */
  refused: Map<string, string>;
  mealOf: (id: string) => PlannerMeal | undefined;
};

/**
 * The model's meals a request carries, as candidates under the cook's preferences: fail-closed
 * like vetting (docs/design.md §6.11), a meal with an unmatched line is kept out when the cook has an
 * allergy, an exclusion or a diet, and one whose vetted allergens name an allergy of the cook's
 * is kept out whatever its lines say (vetting also read its name and steps).
 */
export function modelMealPool(meals: readonly PlannerMeal[], preferences: Preferences): ModelMealPool {
  const strict = needsResolvedLines(preferences);
  const allergies = new Set(preferences.allergies);
  const recipes: Recipe[] = [];
  const refused = new Map<string, string>();
  const byId = new Map<string, PlannerMeal>();
  for (const meal of meals) {
    if ([...meal.allergens, ...meal.mayContain].some((allergen) => allergies.has(allergen))) {
      refused.set(meal.id, MODEL_MEAL_ALLERGEN(meal.name));
      continue;
    }
    if (strict && meal.lines.some((line) => !identified(line))) {
      refused.set(meal.id, MODEL_MEAL_UNMATCHED(meal.name));
      continue;
    }
    recipes.push(modelMealCandidate(meal));
    byId.set(meal.id, meal);
  }
  return { recipes, refused, mealOf: (id) => byId.get(id) };
}

/**
 * A model's meal as the week answers a day of it, for the portions that day cooks: every line it
 * lists, scaled, the identified ones completed from the table (pack, shelf life, price). The page
 * shows its own copy of the meal (picture and steps), scaled the same way.
 */
export function modelMealToMeal(meal: PlannerMeal, portions: number): Meal {
  const factor = portions / Math.max(1, meal.servings);
  const ingredients: IngredientLine[] = meal.lines.map((line) => {
    const known = identified(line);
    if (!known) {
      return {
        name: line.name,
        ...(line.amount !== undefined && line.unit ? { quantity: { amount: line.amount * factor, unit: line.unit } } : {}),
      };
    }
    const { ingredient } = known;
    const amount = known.amount * factor;
    return {
      name: line.name,
      ...(amount > 0
        ? {
            quantity: cookQuantity(amount, ingredient),
            amount: Math.round(amount * 100) / 100,
            unit: ingredient.unit,
            pricePence: poundsToPence(priceOf({ id: ingredient.id, amount }, ingredient)),
          }
        : {}),
      category: ingredient.category,
      ingredientId: ingredient.id,
      pack: { size: ingredient.pack.size, label: ingredient.pack.label },
      shelfLifeDays: ingredient.shelfLife.days,
      storageLife: storageLifeOf(ingredient),
    };
  });
  const prep = meal.prepMinutes;
  return {
    id: meal.id,
    name: meal.name,
    description: '',
    mealType: meal.mealType,
    isBreakfast: meal.mealType === 'breakfast',
    imageUrl: illustrationUrl({ name: meal.name, cuisine: meal.cuisine, ingredients: meal.lines.map((line) => line.name) }),
    ingredients,
    totalMinutes: meal.totalMinutes,
    ...(prep !== undefined ? { prepMinutes: prep } : {}),
    nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    instructions: [],
    tags: [],
    ...(meal.cuisine ? { cuisine: meal.cuisine } : {}),
    servings: portions,
    allergens: [...meal.allergens],
    mayContain: [...meal.mayContain],
    ...(meal.leftovers ? { leftovers: meal.leftovers } : {}),
  };
}
