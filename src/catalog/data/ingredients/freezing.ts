import type { Ingredient } from '../../types';

/**
 * Raw meat, fish and bread keep for months when frozen on the day they are bought (the FSA's
 * advice: freeze by the use-by date, defrost in the fridge). The week planner may ask the cook
 * to do that when a meal falls after the fridge life. Live shellfish (mussels, clams) must be
 * cooked alive, so they are left out; so is everything else (leaves, herbs, dairy, soft fruit),
 * which freezing spoils.
 *
 * This is narrower than the table's `freezerDays` (how long anything keeps once frozen at home,
 * which also covers butter, hard cheese, milk and an opened tin's leftovers): the planner only
 * asks for raw meat, fish and bread, and each of those has a freezer life
 * (`storage-life-data.test.ts` checks it).
 */
const NEVER_FROZEN_RAW: ReadonlySet<string> = new Set(['mussels', 'clams']);

export function freezesOnPurchase(ingredient: Ingredient): boolean {
  if (NEVER_FROZEN_RAW.has(ingredient.id)) return false;
  if (ingredient.category === 'Bakery') return true;
  return ingredient.category === 'Meat & Seafood' && ingredient.shelfLife.storage === 'fridge';
}
