import { matchesPantry } from '../domain/pantry';
import { readFood } from '../domain/pantry/read-food';
import { requireIngredient } from './ingredient-index';
import type { Recipe } from './types';

/** How many of a recipe's ingredients the cook's ingredients to use up name (by name or alias). */
export function pantryHits(recipe: Recipe, pantry: readonly string[]): number {
  if (pantry.length === 0) return 0;
  return recipe.ingredients.filter((line) => {
    const ingredient = requireIngredient(line.id);
    return [ingredient.name, ...ingredient.aliases].some((name) => matchesPantry(name, pantry, readFood));
  }).length;
}
