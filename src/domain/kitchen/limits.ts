import type { KitchenCollection } from './sync';

/**
 * What one kitchen may hold and send (docs/design.md §8: per-account quotas on stored data, bodies capped
 * before they are buffered). Live items only: a deleted item's tombstone does not count.
 */
export const KITCHEN_QUOTAS = {
  planEntries: 200,
  pantryAnswers: 2_000,
  purchases: 2_000,
  shoppingTicks: 2_000,
  inventory: 2_000,
  /** About ten years of a busy kitchen's comings and goings. */
  pantryEvents: 20_000,
} as const satisfies Record<Exclude<KitchenCollection, 'state'>, number>;

/**
 * The largest value one item may hold, as JSON bytes. A state value carries a whole selection
 * (up to 90 meals); a plan entry one meal (recipes, steps and up to 60 ingredients fit in a
 * tenth of this); the small items are a name and a flag or two.
 */
export const MAX_ITEM_VALUE_BYTES = {
  state: 1_000_000,
  planEntries: 256_000,
  pantryAnswers: 16_000,
  purchases: 16_000,
  shoppingTicks: 16_000,
  inventory: 16_000,
  pantryEvents: 16_000,
} as const satisfies Record<KitchenCollection, number>;

/** The largest push body: a batch of changes a device queued, e.g. a whole week made offline. */
export const MAX_KITCHEN_PUSH_BYTES = 2_000_000;

/** A pull answers at most this many items, or about this many bytes of values, then says `complete: false`. */
export const KITCHEN_PULL_PAGE_ITEMS = 1_000;
export const KITCHEN_PULL_PAGE_BYTES = 2_000_000;

/**
 * Tombstones (deleted items) are kept so other devices learn of the deletion; they are dropped
 * after this many days, or beyond the newest TOMBSTONES_KEPT per collection. A device whose
 * cursor is older than the oldest dropped one gets a full pull with `reset: true`.
 */
export const TOMBSTONE_RETENTION_DAYS = 90;
export const TOMBSTONES_KEPT = 2_000;

/**
 * Applied changeIds are remembered so a replay is applied once; kept this many days and at most
 * this many per kitchen. A change replayed after that is applied again (last write wins).
 */
export const CHANGE_ID_RETENTION_DAYS = 60;
export const CHANGE_IDS_KEPT = 10_000;
