import { pantryMatcher, type PantryMatch } from '../domain/pantry';
import { readFood } from '../domain/pantry/read-food';
import { requireIngredient } from './ingredient-index';
import type { Recipe } from './types';

/**
 * Each list of ingredients to use up, read once: a plan scores every recipe against the same list
 * (the preferences' own array, never changed once parsed), and reading an entry with an amount
 * runs the ingredient parser.
 */
const matchers = new WeakMap<readonly string[], PantryMatch>();

/** How many of a recipe's ingredients the cook's ingredients to use up name (by name or alias). */
export function pantryHits(recipe: Recipe, pantry: readonly string[]): number {
  if (pantry.length === 0) return 0;
  let inPantry = matchers.get(pantry);
  if (!inPantry) {
    inPantry = pantryMatcher(pantry, readFood);
    matchers.set(pantry, inPantry);
  }
  return recipe.ingredients.filter((line) => {
    const ingredient = requireIngredient(line.id);
    return [ingredient.name, ...ingredient.aliases].some(inPantry);
  }).length;
}
