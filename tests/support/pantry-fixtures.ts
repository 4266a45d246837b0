import { createWeek } from '../../src/domain/kitchen/commands';
import { emptyKitchen, type KitchenState } from '../../src/domain/kitchen/kitchen-state';
import { mealSchema, type Meal, type MealInput } from '../../src/domain/meal/meal';
import type { InventoryItem, StorageLife } from '../../src/domain/pantry/inventory';

/** Ids 00000000-0000-4000-8000-…, counting up from `first`. */
export function idsFrom(first = 0): () => string {
  let next = first;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

export const FRIDGE_USE_BY = (days: number): StorageLife => ({ days, place: 'fridge', kind: 'use-by', freezerDays: 90 });
export const CUPBOARD = (days: number): StorageLife => ({ days, place: 'cupboard', kind: 'best-before' });

export const meal = (id: string, name: string, ingredients: MealInput['ingredients'], more: Partial<MealInput> = {}): Meal =>
  mealSchema.parse({ id, name, description: '', servings: 2, ingredients, ...more });

/** Chilli for two: mince (fridge, 3 days), chopped tomatoes (cupboard), kidney beans, salt. */
export const CHILLI = meal(
  'chilli',
  'Chilli',
  [
    {
      name: 'Beef mince',
      quantity: { amount: 500, unit: 'g' },
      amount: 500,
      unit: 'g',
      ingredientId: 'beef-mince',
      pricePence: 450,
      pack: { size: 500, label: '500 g pack' },
      storageLife: FRIDGE_USE_BY(3),
      category: 'Meat & Seafood',
    },
    {
      name: 'Chopped tomatoes',
      quantity: { amount: 400, unit: 'g' },
      amount: 400,
      unit: 'g',
      ingredientId: 'tinned-chopped-tomatoes',
      pricePence: 60,
      pack: { size: 400, label: '400 g tin' },
      storageLife: CUPBOARD(700),
      category: 'Pantry',
    },
    { name: 'Salt', quantity: { amount: 1, unit: 'pinch' } },
  ],
  { leftovers: { fridgeDays: 4, freezes: true }, pricePence: 510 },
);

/** Fish pie for two: cod (fridge, 2 days) and milk. */
export const PIE = meal('pie', 'Fish pie', [
  {
    name: 'Cod fillet',
    quantity: { amount: 300, unit: 'g' },
    amount: 300,
    unit: 'g',
    ingredientId: 'cod-fillet',
    pricePence: 600,
    storageLife: FRIDGE_USE_BY(2),
    category: 'Meat & Seafood',
  },
  { name: 'Milk', quantity: { amount: 300, unit: 'ml' }, amount: 300, unit: 'ml', ingredientId: 'milk', storageLife: FRIDGE_USE_BY(7) },
]);

/** A Monday. */
export const START = '2026-11-30';

/** A week from Monday 30 Nov: Chilli on Monday, Fish pie on Tuesday (entry ids …901, …902). */
export function weekOf(meals: readonly Meal[] = [CHILLI, PIE], state: KitchenState = emptyKitchen()): KitchenState {
  return createWeek(state, { startDate: START, selected: meals, newId: idsFrom(900) });
}

export function entryOf(state: KitchenState, mealId: string) {
  const entry = Object.values(state.planEntries).find((candidate) => candidate.meal.id === mealId && !candidate.leftoverItemId);
  if (!entry) throw new Error(`no entry for ${mealId}`);
  return entry;
}

let itemCount = 0;
/** An inventory item (ids from …700). */
export function stock(name: string, quantity: InventoryItem['quantity'], more: Partial<InventoryItem> = {}): InventoryItem {
  itemCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(700 + itemCount).padStart(12, '0')}`,
    name,
    quantity,
    place: 'fridge',
    bought: '2026-11-28',
    dateKind: 'use-by',
    ...more,
  };
}

export function withStock(state: KitchenState, ...items: InventoryItem[]): KitchenState {
  return { ...state, inventory: { ...state.inventory, ...Object.fromEntries(items.map((item) => [item.id, item])) } };
}
