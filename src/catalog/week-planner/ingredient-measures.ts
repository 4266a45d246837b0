import { PERISHABLE_DAYS } from '../../domain/week-plan/constants';
import { freezesOnPurchase } from '../data/ingredients/freezing';
import type { Ingredient } from '../types';

/** Pounds for one unit (g, ml or item) of the ingredient, as `priceOf` prices a recipe line. */
export function unitPrice(ingredient: Ingredient): number {
  return ingredient.unit === 'item' ? ingredient.price.pounds : ingredient.price.pounds / 1000;
}

export function packPrice(ingredient: Ingredient): number {
  return unitPrice(ingredient) * ingredient.pack.size;
}

/** Grams in one unit of the ingredient (for weights of food bought and wasted). */
export function gramsPerUnit(ingredient: Ingredient): number {
  switch (ingredient.unit) {
    case 'g':
      return 1;
    case 'ml':
      return ingredient.density ?? 1;
    case 'item':
      return ingredient.gramsPerItem ?? 0;
  }
}

export function isPerishable(ingredient: Ingredient): boolean {
  return ingredient.shelfLife.days <= PERISHABLE_DAYS;
}

/** The last plan day (1 = shopping day) a bought ingredient may be eaten on, unless frozen. */
export function lastFreshDay(ingredient: Ingredient): number {
  return ingredient.shelfLife.days;
}

export { freezesOnPurchase };

/** Packs of `size` that hold `amount`, tolerating float dust (0.30000000000000004 g). */
export function packsFor(amount: number, size: number): number {
  if (amount <= 1e-9) return 0;
  return Math.ceil(amount / size - 1e-9);
}
