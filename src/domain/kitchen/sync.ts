import * as z from 'zod/mini';
import { KITCHEN_COLLECTIONS } from './collections';

/**
 * The contract between the page's kitchen store and the server's per-item tables (issue 15):
 * a signed-in cook's kitchen is a set of items, each changed on its own, so edits made on two
 * devices to different items both survive. Shared by the route validators, the page's sync
 * engine and the tests; the item values are validated by each collection's own schema.
 */
export { KITCHEN_COLLECTIONS, KITCHEN_STATE_KEYS, type KitchenCollection, type KitchenStateKey } from './collections';

export const MAX_CHANGES_PER_BATCH = 500;
export const MAX_ITEM_ID_LENGTH = 160;

const itemId = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ITEM_ID_LENGTH));
/** A random id per browser profile, so a cook whose change was replaced by another device's can be told. */
export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'deviceId must be 8-64 letters, digits, - or _'));

/** One change made on a device, replayed in the order it was made. */
export const kitchenChangeSchema = z.object({
  /** Makes a replay idempotent: the same change sent twice is applied once. */
  changeId: z.uuid(),
  collection: z.enum(KITCHEN_COLLECTIONS),
  id: itemId,
  op: z.enum(['put', 'delete']),
  /** The item's new value for 'put' (validated by the collection's schema on the server). */
  value: z.optional(z.unknown()),
  /** The item's version this device last saw: 0 for an item it believes new. */
  baseVersion: z.int().check(z.minimum(0)),
  madeAt: z.iso.datetime(),
});
export type KitchenChange = z.infer<typeof kitchenChangeSchema>;

export const kitchenPushSchema = z.object({
  deviceId: deviceIdSchema,
  changes: z.array(kitchenChangeSchema).check(z.minLength(1), z.maxLength(MAX_CHANGES_PER_BATCH)),
});
export type KitchenPush = z.infer<typeof kitchenPushSchema>;

export const kitchenPushResultSchema = z.object({
  results: z.array(
    z.object({
      changeId: z.string(),
      collection: z.enum(KITCHEN_COLLECTIONS),
      id: z.string(),
      version: z.int(),
      /** 'duplicate': this changeId was applied before; nothing changed now. */
      status: z.enum(['applied', 'duplicate']),
    }),
  ),
  /** The kitchen's sequence after these changes (a pull from an older cursor sees them). */
  cursor: z.string(),
});
export type KitchenPushResult = z.infer<typeof kitchenPushResultSchema>;

/** One item as the server holds it; a deleted item stays as a tombstone so deletions sync. */
export const kitchenItemSchema = z.object({
  collection: z.enum(KITCHEN_COLLECTIONS),
  id: z.string(),
  version: z.int(),
  deleted: z.boolean(),
  value: z.optional(z.unknown()),
  updatedAt: z.iso.datetime(),
  updatedByDevice: z.nullable(z.string()),
  /** Set when the last write replaced a change this device had made without having seen it. */
  overwroteDevice: z.nullable(z.string()),
});
export type KitchenItem = z.infer<typeof kitchenItemSchema>;

/** A cursor as a pull or a push answered it: the kitchen's sequence number, as decimal digits. */
export const kitchenCursorSchema = z.string().check(z.regex(/^(0|[1-9]\d{0,14})$/, 'since must be a cursor from an earlier answer'));

/** The query of `GET /api/kitchen`: no `since` (or '0') for everything. */
export const kitchenPullQuerySchema = z.object({ since: z.optional(kitchenCursorSchema) });

/** `GET /api/kitchen?since=<cursor>`: the items changed after the cursor (all when none), in order. */
export const kitchenPullSchema = z.object({
  cursor: z.string(),
  items: z.array(kitchenItemSchema),
  /** False when the answer was cut at a page size: pull again from `cursor`. */
  complete: z.boolean(),
  /**
   * True when the cursor sent is one this kitchen can no longer answer from (older than the
   * deletions it has forgotten, or newer than anything it holds): this is a full pull from the
   * start, and an item the device holds that it does not mention (by the last page) is gone.
   */
  reset: z.optional(z.boolean()),
});
export type KitchenPull = z.infer<typeof kitchenPullSchema>;
