/**
 * What one request and one account may hold (issue #14). Sizes are in bytes read off the wire,
 * decimal (1 KB = 1,000 bytes) like MAX_PLAN_STATE_BYTES and MAX_KITCHEN_PUSH_BYTES.
 */
export const KB = 1_000;
export const MB = 1_000_000;

/** Favourites one account may keep, and the total size of the meals they hold. */
export const MAX_FAVORITES_PER_ACCOUNT = 1_000;
export const MAX_STORED_MEAL_BYTES_PER_ACCOUNT = 10 * MB;

/** One favourite meal as stored (pictures travel as addresses, never inline). */
export const MAX_FAVORITE_MEAL_BYTES = 256 * KB;

/** The largest body each kind of route reads; anything larger is a 413 before it is buffered. */
export const BODY_LIMITS = {
  /** Sign-in, sign-up, reset: a few short fields. */
  auth: 16 * KB,
  /** Preferences, a count and the ids already shown. */
  generation: 64 * KB,
  /** One favourite meal and the envelope around it. */
  favorite: MAX_FAVORITE_MEAL_BYTES + 4 * KB,
  /** 'Repair Favorites': never more than an account may store. */
  repair: MAX_STORED_MEAL_BYTES_PER_ACCOUNT,
  /** Deleting an account: the password. */
  account: 2 * KB,
  /** A shared list's link (its days) or one tick made through it. */
  sharedList: 2 * KB,
  /** Every other route: none takes more than a small JSON object. */
  other: 16 * KB,
} as const;

/**
 * The shape any JSON body may have, whatever its size: checked by a linear scan before it is
 * parsed, so a body nested 100,000 deep or holding 100,000 keys is a 400 at once, and nothing
 * that walks a parsed body (validation included) can recurse without bound.
 */
export const JSON_SHAPE_LIMITS = {
  maxDepth: 32,
  /** Keys in one object (a pantry of a thousand items is already far beyond a kitchen's). */
  maxKeysPerObject: 1_000,
  /** Items in one array ('Repair Favorites' sends at most MAX_FAVORITES_PER_ACCOUNT meals). */
  maxItemsPerArray: 5_000,
} as const;
