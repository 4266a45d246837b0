import type { Ingredient } from './types';

/** Grams of an ingredient in its own unit (g, ml or items); unknown for items with no weight. */
export function gramsInUnit(grams: number, ingredient: Ingredient): number | undefined {
  switch (ingredient.unit) {
    case 'g':
      return grams;
    case 'ml':
      return grams / (ingredient.density ?? 1);
    case 'item':
      return ingredient.gramsPerItem ? grams / ingredient.gramsPerItem : undefined;
  }
}
