/**
 * The browser-storage keys of Larder before the kitchen store (version 1), kept apart from the
 * migration itself (no zod here) so a page can tell cheaply whether there is anything to migrate.
 */
export const LEGACY_KEYS = {
  preferences: 'mealPreferences',
  defaultPreferences: 'defaultMealPreferences',
  selection: 'mealSelection',
  mealPlan: 'mealPlan',
  shoppingList: 'shoppingList',
  pantry: 'pantry',
  purchases: 'purchases',
  shoppingTicks: 'shoppingTicks',
  planUpdatedAt: 'planUpdatedAt',
  cachedFavorites: 'cached_favorites',
  pendingFavorites: 'pending_favorites',
  ownApiKey: 'openai_api_key',
} as const;
