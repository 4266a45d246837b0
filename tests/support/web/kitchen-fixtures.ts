import { createWeek } from '../../../src/domain/kitchen/commands';
import type { KitchenState } from '../../../src/domain/kitchen/kitchen-state';
import { aMeal } from './meal-fixtures';
import { sequentialIds } from './memory-storage';
import { seedKitchen } from './web-harness';

/** Two meals that share an onion, as the shopping screens see them. */
export const DAL = aMeal('dal', 'Tarka Dal', {
  pricePence: 210,
  ingredients: [
    { name: 'Red lentils', quantity: { amount: 200, unit: 'g' }, pricePence: 80, category: 'Pantry', shelfLifeDays: 365 },
    { name: 'Onion', quantity: { amount: 1, unit: 'item' }, pricePence: 20, category: 'Produce', shelfLifeDays: 21 },
  ],
});
export const PIE = aMeal('pie', 'Fish Pie', {
  pricePence: 440,
  ingredients: [
    { name: 'Cod fillet', quantity: { amount: 300, unit: 'g' }, pricePence: 450, category: 'Meat & Seafood', shelfLifeDays: 2 },
    { name: 'onion', quantity: { amount: 1, unit: 'item' }, pricePence: 20, category: 'Produce', shelfLifeDays: 21 },
  ],
});

/** A Monday. */
export const WEEK_START = '2026-11-30';

/** A week of Dal then Pie from Monday 30 Nov in the visitor's kitchen (or `account`'s), then `change`. */
export function seedWeek(change: (state: KitchenState) => KitchenState = (state) => state, options: { account?: string } = {}) {
  return seedKitchen(
    (state) => change(createWeek(state, { startDate: WEEK_START, selected: [DAL, PIE], newId: sequentialIds(500) })),
    options,
  );
}
