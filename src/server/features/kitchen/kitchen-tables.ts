import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ItemOutcome, KitchenCollection } from '../../../domain/kitchen';
import type { Db } from '../../db/database';
import { inventoryItems, kitchenState, pantryAnswers, pantryEvents, planEntries, purchases, shoppingTicks } from '../../db/schema';

/** The table that holds each collection's items; every one has the same item columns. */
export const ITEM_TABLES = {
  state: kitchenState,
  planEntries,
  pantryAnswers,
  purchases,
  shoppingTicks,
  inventory: inventoryItems,
  pantryEvents,
} as const satisfies Record<KitchenCollection, unknown>;

/** A transaction, or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Who wrote a batch, and when. */
export type WriteStamp = { updatedAt: Date; updatedByDevice: string | null };

const COMMON_SET = {
  value: sql`excluded.value`,
  version: sql`excluded.version`,
  seq: sql`excluded.seq`,
  deleted: sql`excluded.deleted`,
  updatedAt: sql`excluded.updated_at`,
  updatedByDevice: sql`excluded.updated_by_device`,
  overwroteDevice: sql`excluded.overwrote_device`,
};

function rowOf(kitchenId: string, write: ItemOutcome, stamp: WriteStamp) {
  return {
    kitchenId,
    id: write.id,
    value: write.put?.value ?? null,
    version: write.version,
    seq: write.seq,
    deleted: write.put === null,
    updatedAt: stamp.updatedAt,
    updatedByDevice: stamp.updatedByDevice,
    overwroteDevice: write.overwroteDevice,
  };
}

/**
 * Writes each item as the batch left it: one upsert per collection. A tombstone keeps its id,
 * version and sequence number, and drops its value (and a plan entry's date and slot).
 */
export async function writeItems(tx: Executor, kitchenId: string, writes: readonly ItemOutcome[], stamp: WriteStamp): Promise<void> {
  const by = (collection: KitchenCollection) => writes.filter((write) => write.collection === collection);
  const entries = by('planEntries').map((write) => {
    const entry = write.put?.collection === 'planEntries' ? write.put.value : null;
    return { ...rowOf(kitchenId, write, stamp), date: entry?.date ?? null, slot: entry?.slot ?? null };
  });
  if (entries.length > 0) {
    await tx
      .insert(planEntries)
      .values(entries)
      .onConflictDoUpdate({
        target: [planEntries.kitchenId, planEntries.id],
        set: { ...COMMON_SET, date: sql`excluded.date`, slot: sql`excluded.slot` },
      });
  }
  const inventory = by('inventory').map((write) => {
    const item = write.put?.collection === 'inventory' ? write.put.value : null;
    return { ...rowOf(kitchenId, write, stamp), useBy: item?.date ?? null };
  });
  if (inventory.length > 0) {
    await tx
      .insert(inventoryItems)
      .values(inventory)
      .onConflictDoUpdate({ target: [inventoryItems.kitchenId, inventoryItems.id], set: { ...COMMON_SET, useBy: sql`excluded.use_by` } });
  }
  for (const collection of ['state', 'pantryAnswers', 'purchases', 'shoppingTicks', 'pantryEvents'] as const) {
    const rows = by(collection).map((write) => rowOf(kitchenId, write, stamp));
    if (rows.length === 0) continue;
    const table = ITEM_TABLES[collection];
    await tx
      .insert(table)
      .values(rows)
      .onConflictDoUpdate({ target: [table.kitchenId, table.id], set: COMMON_SET });
  }
}

/** What the server holds of the named items: version, tombstone, last writer. */
export async function readItemMeta(tx: Executor, kitchenId: string, collection: KitchenCollection, ids: readonly string[]) {
  const table = ITEM_TABLES[collection];
  return tx
    .select({ id: table.id, version: table.version, deleted: table.deleted, updatedByDevice: table.updatedByDevice })
    .from(table)
    .where(and(eq(table.kitchenId, kitchenId), inArray(table.id, [...ids])));
}

/** Live (not deleted) items of a collection. */
export async function countLive(tx: Executor, kitchenId: string, collection: KitchenCollection): Promise<number> {
  const table = ITEM_TABLES[collection];
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.kitchenId, kitchenId), eq(table.deleted, false)));
  return row?.n ?? 0;
}
