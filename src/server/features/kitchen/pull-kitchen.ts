import { and, asc, eq, gt } from 'drizzle-orm';
import {
  KITCHEN_COLLECTIONS,
  KITCHEN_PULL_PAGE_BYTES,
  KITCHEN_PULL_PAGE_ITEMS,
  type KitchenItem,
  type KitchenPull,
} from '../../../domain/kitchen';
import type { Db } from '../../db/database';
import { kitchen } from '../../db/schema';
import type { Logger } from '../../logger';
import { ensureKitchen } from './ensure-kitchen';
import { ITEM_TABLES, type Tx } from './kitchen-tables';

export type PageSize = { items: number; bytes: number };

type Row = KitchenItem & { seq: number };

/** The items of every collection written after `since`, in sequence order, at most `limit` of each. */
async function readChanged(tx: Tx, kitchenId: string, since: number, limit: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const collection of KITCHEN_COLLECTIONS) {
    const table = ITEM_TABLES[collection];
    const found = await tx
      .select({
        id: table.id,
        value: table.value,
        version: table.version,
        seq: table.seq,
        deleted: table.deleted,
        updatedAt: table.updatedAt,
        updatedByDevice: table.updatedByDevice,
        overwroteDevice: table.overwroteDevice,
      })
      .from(table)
      // From the start, deletions are news to no one: only live items.
      .where(and(eq(table.kitchenId, kitchenId), gt(table.seq, since), since === 0 ? eq(table.deleted, false) : undefined))
      .orderBy(asc(table.seq))
      .limit(limit);
    for (const { value, updatedAt, ...row } of found) {
      rows.push({ ...row, collection, updatedAt: updatedAt.toISOString(), ...(row.deleted ? {} : { value }) });
    }
  }
  return rows.sort((a, b) => a.seq - b.seq);
}

/**
 * The items changed after a cursor, in the order they were written, cut into pages by count and
 * size. Read in one repeatable-read snapshot, so a push committing meanwhile is seen whole or
 * not at all, and sequence numbers below the cursor can never appear later (they are given out
 * under the kitchen's lock, in commit order).
 */
export async function pullKitchen({
  db,
  userId,
  since,
  logger,
  page = { items: KITCHEN_PULL_PAGE_ITEMS, bytes: KITCHEN_PULL_PAGE_BYTES },
}: {
  db: Db;
  userId: string;
  since: number;
  logger: Logger;
  page?: PageSize;
}): Promise<KitchenPull> {
  const found = await ensureKitchen({ db, userId, logger });
  // The common pull: a device checking in (on focus, after a push) with nothing new to learn.
  if (since > 0 && since === found.seq) return { cursor: String(since), items: [], complete: true };
  const kitchenId = found.id;
  return db.transaction(
    async (tx) => {
      const [state] = await tx.select({ seq: kitchen.seq, prunedSeq: kitchen.prunedSeq }).from(kitchen).where(eq(kitchen.id, kitchenId));
      const kitchenSeq = state?.seq ?? 0;
      // A cursor from before forgotten deletions, or from beyond this kitchen (a restored backup): start again.
      const reset = since > 0 && (since < (state?.prunedSeq ?? 0) || since > kitchenSeq);
      const from = reset ? 0 : since;
      // A reset answer is never cut into pages: the next page's cursor would itself be older
      // than the forgotten deletions and start the pull again, for ever. From the start it
      // carries live items only, which the kitchen's quotas bound (KITCHEN_QUOTAS).
      const size = reset ? { items: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER } : page;
      const rows = await readChanged(tx, kitchenId, from, reset ? Number.MAX_SAFE_INTEGER : size.items + 1);

      const items: KitchenItem[] = [];
      let bytes = 0;
      let last = from;
      for (const { seq, ...item } of rows) {
        if (items.length === size.items) break;
        const bytesOf = item.value === undefined ? 0 : JSON.stringify(item.value).length;
        if (items.length > 0 && bytes + bytesOf > size.bytes) break;
        items.push(item);
        bytes += bytesOf;
        last = seq;
      }
      const complete = items.length === rows.length;
      return { cursor: String(complete ? kitchenSeq : last), items, complete, ...(reset ? { reset } : {}) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
