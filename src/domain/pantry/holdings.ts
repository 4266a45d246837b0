import { itemKey } from '../shopping-list/item-key';
import type { Amount } from '../units/ingredient-line';
import type { Dimension } from '../units/merge-quantities';
import type { InventoryItem } from './inventory';
import { itemAmount } from './inventory-math';

/*
 * What the kitchen holds of a food, as the shopping list, the pantry check and cooking read it
 * (issue #16). A food is named by its ingredient id when both sides know one, else by its name as
 * a key; leftovers are cooked dishes, never ingredients.
 */

/** A food as a plan's line or an inventory item names it. */
export type Food = { name: string; ingredientId?: string | undefined };

/** Whether two names are the same food: by ingredient id when both know it, else by `itemKey`. */
export function sameFood(a: Food, b: Food): boolean {
  if (a.ingredientId && b.ingredientId) return a.ingredientId === b.ingredientId;
  return itemKey(a.name) === itemKey(b.name);
}

/** A food as one key: its ingredient id when known, else its name's key. */
export function foodKey(food: Food): string {
  return food.ingredientId ? `id:${food.ingredientId}` : `name:${itemKey(food.name)}`;
}

/** Items that are ingredients (not a cooked dish's portions). */
export function ingredientItems(items: Iterable<InventoryItem>): InventoryItem[] {
  return [...items].filter((item) => item.leftover === undefined);
}

/**
 * What the shopping list and the pantry check subtract: every ingredient in the kitchen except
 * what was bought on this list (an item of a purchase still recorded). Those are what the list
 * was for: subtracting them would take a bought row off the list it was ticked on.
 */
export function listHoldings(state: { inventory: Record<string, InventoryItem>; purchases: Record<string, unknown> }): InventoryItem[] {
  return ingredientItems(Object.values(state.inventory)).filter((item) => !(item.purchaseId && state.purchases[item.purchaseId]));
}

/**
 * Gives each item to at most one of `foods` (so nothing is counted twice): the first food with
 * its ingredient id, else the first with its name. Answers, per food index, its items.
 */
export function allocateItems(foods: readonly Food[], items: readonly InventoryItem[]): InventoryItem[][] {
  const given: InventoryItem[][] = foods.map(() => []);
  for (const item of items) {
    if (item.leftover) continue;
    let index = item.ingredientId ? foods.findIndex((food) => food.ingredientId === item.ingredientId) : -1;
    if (index === -1) index = foods.findIndex((food) => sameFood(food, item));
    if (index !== -1) given[index]?.push(item);
  }
  return given;
}

/** How much of one food the items hold: the sum of what is measured like `dimension`, and the rest as written. */
export type Held = { value: number; dimension: Dimension | undefined; other: Amount[] };

/** Sums items in base units (the first measurable item's dimension, or `dimension`); the rest stay apart ('1 jar'). */
export function heldAmount(items: readonly InventoryItem[], dimension?: Dimension): Held {
  const measured = items.map((item) => ({ item, base: itemAmount(item) }));
  const counted = dimension ?? measured.find(({ base }) => base !== undefined)?.base?.dimension;
  let value = 0;
  const other: Amount[] = [];
  for (const { item, base } of measured) {
    if (base && base.dimension === counted) value += base.value;
    else other.push(item.quantity);
  }
  return { value, dimension: counted, other };
}
