/**
 * The names of a kitchen's parts, shared by the page's store, the sync contract and the server.
 * Kept apart from the schemas (no zod here), so the page's store can use them without loading
 * the validation code on every screen.
 */
/** Collections of many items, each with its own id. */
export const KITCHEN_ITEM_COLLECTIONS = [
  'planEntries',
  'pantryAnswers',
  'purchases',
  'shoppingTicks',
  'inventory',
  'pantryEvents',
] as const;
export type KitchenItemCollection = (typeof KITCHEN_ITEM_COLLECTIONS)[number];

/** Every part of a kitchen: its single values ('state') and its item collections. */
export const KITCHEN_COLLECTIONS = ['state', ...KITCHEN_ITEM_COLLECTIONS] as const;
export type KitchenCollection = (typeof KITCHEN_COLLECTIONS)[number];

/** Single-value items of the 'state' collection. */
export const KITCHEN_STATE_KEYS = ['preferences', 'defaultPreferences', 'selection', 'week', 'dismissedMeals'] as const;
export type KitchenStateKey = (typeof KITCHEN_STATE_KEYS)[number];
