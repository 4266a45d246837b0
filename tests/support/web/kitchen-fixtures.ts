import { createWeek } from '../../../src/domain/kitchen/commands';
import type { KitchenState } from '../../../src/domain/kitchen/kitchen-state';
import { aMeal } from './meal-fixtures';
import { sequentialIds } from './memory-storage';
import { seedKitchen } from './web-harness';

/** Two meals that share an onion, as the shopping screens see them. */
export const DAL = aMeal('dal', 'Tarka Dal', {
  maxPricePerMeal: '£2.10',
  ingredients: [
    { name: 'Red lentils', quantity: '200 g', price: 0.8, category: 'Pantry', shelfLifeDays: 365 },
    { name: 'Onion', quantity: '1', price: 0.2, category: 'Produce', shelfLifeDays: 21 },
  ],
});
export const PIE = aMeal('pie', 'Fish Pie', {
  maxPricePerMeal: '£4.40',
  ingredients: [
    { name: 'Cod fillet', quantity: '300 g', price: 4.5, category: 'Meat & Seafood', shelfLifeDays: 2 },
    { name: 'onion', quantity: '1', price: 0.2, category: 'Produce', shelfLifeDays: 21 },
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
