import type { MealSelection } from '../meal-plan/meal-plan';
import type { Preferences } from '../preferences/preferences';
import type { KitchenItemCollection, KitchenStateKey } from './collections';
import type { InventoryItem, PantryEvent } from '../pantry/inventory';
import type { PantryAnswer, PlanEntry, PurchaseItem, ShoppingTick, Week } from './items';

/**
 * Bumped when the stored shape changes. Version 1 is the plain storage keys (`migrate.ts`);
 * version 2 kept meals with text for money, times and amounts (`upgrade-state.ts`); 3 keeps values.
 */
export const KITCHEN_STATE_VERSION = 3;

export type DismissedMeal = { id: string; name: string };

/**
 * Everything a cook plans with: what the store on the page holds, what a signed-in cook's
 * account keeps item by item (the sync contract's collections, under the same names), and what
 * a browser keeps for a visitor. Values only: no functions, no classes, so it can be stored and
 * sent as it is. Parts that did not change keep their identity after a command, which is how a
 * change is found (`kitchenChanges`).
 */
export type KitchenState = {
  version: typeof KITCHEN_STATE_VERSION;
  preferences: Preferences | null;
  /** Spec §4 'Save as Default': where the planner starts when there are no current preferences. */
  defaultPreferences: Preferences | null;
  selection: MealSelection | null;
  week: Week | null;
  /** Meals the cook asked never to be offered again ("Don't recommend again"). */
  dismissedMeals: DismissedMeal[];
  planEntries: Record<string, PlanEntry>;
  /** Keyed by the item's `itemKey`. Only items the cook owns are kept. */
  pantryAnswers: Record<string, PantryAnswer>;
  purchases: Record<string, PurchaseItem>;
  /** Keyed by the item's `itemKey`. Only ticked items are kept. */
  shoppingTicks: Record<string, ShoppingTick>;
  /** What is in the kitchen now (issue #16), by item id. */
  inventory: Record<string, InventoryItem>;
  /** Food bought, used and thrown away, by event id: what the waste screen counts. */
  pantryEvents: Record<string, PantryEvent>;
};

export type KitchenItemValue = {
  planEntries: PlanEntry;
  pantryAnswers: PantryAnswer;
  purchases: PurchaseItem;
  shoppingTicks: ShoppingTick;
  inventory: InventoryItem;
  pantryEvents: PantryEvent;
};

export function emptyKitchen(): KitchenState {
  return {
    version: KITCHEN_STATE_VERSION,
    preferences: null,
    defaultPreferences: null,
    selection: null,
    week: null,
    dismissedMeals: [],
    planEntries: {},
    pantryAnswers: {},
    purchases: {},
    shoppingTicks: {},
    inventory: {},
    pantryEvents: {},
  };
}

/** Whether a kitchen holds a plan or anything bought, ticked or answered for one. */
export function hasPlanContent(state: KitchenState): boolean {
  return (
    Object.keys(state.planEntries).length > 0 ||
    Object.keys(state.purchases).length > 0 ||
    Object.keys(state.shoppingTicks).length > 0 ||
    Object.keys(state.pantryAnswers).length > 0 ||
    (state.selection?.selected.main.length ?? 0) > 0
  );
}

/** Whether a kitchen holds anything at all worth keeping. */
export function hasAnyContent(state: KitchenState): boolean {
  return (
    hasPlanContent(state) ||
    Object.keys(state.inventory).length > 0 ||
    Object.keys(state.pantryEvents).length > 0 ||
    state.preferences !== null ||
    state.defaultPreferences !== null ||
    state.dismissedMeals.length > 0
  );
}

/** A state key's value when it holds nothing (the 'delete' of the sync contract). */
export function stateKeyCleared<K extends KitchenStateKey>(key: K): KitchenState[K] {
  return (key === 'dismissedMeals' ? [] : null) as KitchenState[K];
}

export type { KitchenItemCollection, KitchenStateKey };
