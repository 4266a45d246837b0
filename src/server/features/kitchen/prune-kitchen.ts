import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import {
  CHANGE_IDS_KEPT,
  CHANGE_ID_RETENTION_DAYS,
  KITCHEN_COLLECTIONS,
  TOMBSTONES_KEPT,
  TOMBSTONE_RETENTION_DAYS,
} from '../../../domain/kitchen';
import { kitchen, kitchenChanges } from '../../db/schema';
import { ITEM_TABLES, type Executor } from './kitchen-tables';

/** Pruning runs when a push carries the kitchen's sequence past a multiple of this, not on every push. */
export const PRUNE_EVERY_SEQ = 256;

export const shouldPrune = (seqBefore: number, seqAfter: number) =>
  Math.floor(seqBefore / PRUNE_EVERY_SEQ) !== Math.floor(seqAfter / PRUNE_EVERY_SEQ);

const DAY_MS = 86_400_000;

/**
 * Keeps a kitchen's bookkeeping bounded: tombstones past their retention (or beyond the newest
 * TOMBSTONES_KEPT of a collection) and remembered changeIds past theirs are dropped. The newest
 * sequence number of a dropped tombstone is kept, so a device with an older cursor is sent a
 * full pull instead of missing a deletion.
 */
export async function pruneKitchen({ tx, kitchenId, now }: { tx: Executor; kitchenId: string; now: Date }): Promise<void> {
  const tombstoneCutoff = new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * DAY_MS);
  let prunedSeq = 0;
  for (const collection of KITCHEN_COLLECTIONS) {
    const table = ITEM_TABLES[collection];
    const oldestKept = tx
      .select({ seq: table.seq })
      .from(table)
      .where(and(eq(table.kitchenId, kitchenId), eq(table.deleted, true)))
      .orderBy(desc(table.seq))
      .offset(TOMBSTONES_KEPT - 1)
      .limit(1);
    const dropped = await tx
      .delete(table)
      .where(
        and(
          eq(table.kitchenId, kitchenId),
          eq(table.deleted, true),
          or(lt(table.updatedAt, tombstoneCutoff), lt(table.seq, sql`(${oldestKept})`)),
        ),
      )
      .returning({ seq: table.seq });
    for (const { seq } of dropped) prunedSeq = Math.max(prunedSeq, seq);
  }
  if (prunedSeq > 0) {
    await tx
      .update(kitchen)
      .set({ prunedSeq: sql`greatest(${kitchen.prunedSeq}, ${prunedSeq})` })
      .where(eq(kitchen.id, kitchenId));
  }

  const changeCutoff = new Date(now.getTime() - CHANGE_ID_RETENTION_DAYS * DAY_MS);
  const oldestRemembered = tx
    .select({ appliedAt: kitchenChanges.appliedAt })
    .from(kitchenChanges)
    .where(eq(kitchenChanges.kitchenId, kitchenId))
    .orderBy(desc(kitchenChanges.appliedAt))
    .offset(CHANGE_IDS_KEPT - 1)
    .limit(1);
  await tx
    .delete(kitchenChanges)
    .where(
      and(
        eq(kitchenChanges.kitchenId, kitchenId),
        or(lt(kitchenChanges.appliedAt, changeCutoff), lt(kitchenChanges.appliedAt, sql`(${oldestRemembered})`)),
      ),
    );
}
