import { and, asc, eq } from 'drizzle-orm';
import { KITCHEN_COLLECTIONS, type KitchenCollection } from '../../../domain/kitchen';
import type { Executor } from './kitchen-tables';
import { ITEM_TABLES } from './kitchen-tables';

export type LiveItem = { id: string; value: unknown; updatedAt: Date };

/** The live items of one collection of a kitchen, in the order they were written. */
export async function readLiveItems(tx: Executor, kitchenId: string, collection: KitchenCollection): Promise<LiveItem[]> {
  const table = ITEM_TABLES[collection];
  return tx
    .select({ id: table.id, value: table.value, updatedAt: table.updatedAt })
    .from(table)
    .where(and(eq(table.kitchenId, kitchenId), eq(table.deleted, false)))
    .orderBy(asc(table.seq));
}

/** Every collection's live items, read from KITCHEN_COLLECTIONS so a new collection is included. */
export async function readAllLiveItems(tx: Executor, kitchenId: string): Promise<Record<KitchenCollection, LiveItem[]>> {
  const items: Partial<Record<KitchenCollection, LiveItem[]>> = {};
  for (const collection of KITCHEN_COLLECTIONS) items[collection] = await readLiveItems(tx, kitchenId, collection);
  return items as Record<KitchenCollection, LiveItem[]>;
}
