import type { Meal } from '../meal/meal';
import type { Pantry } from '../meal-plan/plan-state';
import type { InventoryItem } from '../pantry/inventory';
import { parseAmount } from '../units/parse-ingredient-line';
import { buildShoppingListWith, type ShoppingListItem } from './build-shopping-list';

/** The week's shopping list (`buildShoppingListWith`), the pantry check's amounts read with `parseAmount`. */
export function buildShoppingList(
  meals: readonly Meal[],
  pantry: Pantry = {},
  holdings: readonly InventoryItem[] = [],
): ShoppingListItem[] {
  return buildShoppingListWith(parseAmount, meals, pantry, holdings);
}
