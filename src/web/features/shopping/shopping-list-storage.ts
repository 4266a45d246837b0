import type { Pantry } from '../../../domain/meal-plan';
import type { Meal } from '../../../domain/meal';
import { buildShoppingList } from '../../../domain/shopping-list';
import { writeStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../planning/planning-storage';

/** Spec §3: the list of what is not owned, kept in session storage under 'shoppingList'. */
export function saveShoppingListFor(meals: readonly Meal[], pantry: Pantry): void {
  const items = buildShoppingList(meals, pantry).map(({ name, quantity, price, category }) => ({
    name,
    quantity,
    price,
    category,
    checked: false,
  }));
  writeStored('session', STORAGE_KEYS.shoppingList, JSON.stringify(items));
}
