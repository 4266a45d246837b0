import type { Meal } from '../domain/meal';
import { RECIPES } from './data/recipes';
import { recipeToMeal } from './to-meal';
import type { Recipe } from './types';

/** Meals kept (about 12 KB each with their JSON): more than the recipes one preference set allows. */
export const CATALOG_MEAL_CACHE_SIZE = 256;

const BUILT_IN: ReadonlySet<Recipe> = new Set(RECIPES);
/** By recipe id and servings, least recently used first. */
const kept = new Map<string, Meal>();

/** Freezes an object and everything it holds, so a value shared between requests cannot be changed by one. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A recipe as a meal for `servings` (`recipeToMeal`). A built-in recipe never changes, so its meal
 * is made once for each servings and shared, frozen whole so nobody can change it for the next
 * cook (and what is worked out from a frozen meal, such as its JSON, can be kept with it). The
 * last CATALOG_MEAL_CACHE_SIZE are kept. Any other recipe (a cook's own) is made afresh each time.
 */
export function catalogMeal(recipe: Recipe, servings: number): Meal {
  if (!BUILT_IN.has(recipe)) return recipeToMeal(recipe, servings);
  const key = `${recipe.id}|${servings}`;
  let meal = kept.get(key);
  if (meal) {
    kept.delete(key);
  } else {
    meal = deepFreeze(recipeToMeal(recipe, servings));
    if (kept.size >= CATALOG_MEAL_CACHE_SIZE) kept.delete(kept.keys().next().value ?? '');
  }
  kept.set(key, meal);
  return meal;
}
