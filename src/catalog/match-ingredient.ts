import { isNotBought } from '../domain/recipes/not-bought';
import type { LineMatch } from '../domain/recipes/own-recipe';
import type { ParsedLine } from '../domain/units/ingredient-line';
import { ingredientById } from './ingredient-index';
import type { Ingredient } from './types';
import { identifyIngredient } from './vet-meal';

export type LineIdentity = { match: LineMatch; ingredient: Ingredient | undefined };

/**
 * The one door from a cook's ingredient line to the ingredient table. Identification itself is
 * the catalog's (`identifyIngredient`, the same that checks a model's meals); when it becomes
 * strict and fail-closed (issue #13) this adapter is the only place that changes.
 */
export function identifyLine(line: ParsedLine): LineIdentity {
  const food = line.food.trim();
  if (!food) return { match: 'unmatched', ingredient: undefined };
  if (isNotBought(food)) return { match: 'skip', ingredient: undefined };
  const ingredient = identifyIngredient(food);
  return ingredient ? { match: 'ingredient', ingredient } : { match: 'unmatched', ingredient: undefined };
}

/** Whether an id names an ingredient of the table (a cook's chosen match must). */
export function isIngredientId(id: string): boolean {
  return ingredientById(id) !== undefined;
}
