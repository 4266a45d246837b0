/**
 * Where a browser keeps kitchens. One key per namespace: the visitor's (anonymous) and each
 * signed-in cook's own, so nothing of one cook is ever read as another's, and signing out
 * removes exactly one key. See docs/decisions/0011-kitchen-store-persistence.md.
 */
export const ANONYMOUS_KITCHEN_KEY = 'larder:kitchen:anon';
export const ACCOUNT_KITCHEN_PREFIX = 'larder:kitchen:u:';
/** The signed-in cook this browser last opened, so a reload opens their kitchen before the session check answers. */
export const CURRENT_ACCOUNT_KEY = 'larder:kitchen:account';
/** This browser profile's id for the sync contract (random, not personal). */
export const DEVICE_ID_KEY = 'larder:device';
/** The anonymous plan a cook said not to keep, for this tab's session (its revision). */
export const DECLINED_OFFER_KEY = 'larder:kitchen:offer-declined';

/** The spec's session-storage keys (meal-planning-flow §3), written as projections of the store. */
export const PROJECTION_KEYS = { mealPlan: 'mealPlan', shoppingList: 'shoppingList' } as const;
/** The kitchen (its key and revision) this tab's session values were last written from. */
export const PROJECTED_FROM_KEY = 'larder:kitchen:projected';

export const kitchenKey = (account: string | null) => (account === null ? ANONYMOUS_KITCHEN_KEY : `${ACCOUNT_KITCHEN_PREFIX}${account}`);

/** Set once this browser's storage of an older version has been read in (or there was none). */
export const MIGRATED_KEY = 'larder:kitchen:migrated';
