import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  KITCHEN_COLLECTIONS,
  checkKitchenChange,
  describeKitchenItem,
  itemRef,
  resolveChanges,
  type AppliedChange,
  type CheckedChange,
  type KitchenCollection,
  type KitchenPush,
  type KitchenPushResult,
  type OverQuota,
  type StoredItemMeta,
} from '../../../domain/kitchen';
import type { Db } from '../../db/database';
import { kitchen, kitchenChanges } from '../../db/schema';
import type { Logger } from '../../logger';
import { ensureKitchen } from './ensure-kitchen';
import { countLive, readItemMeta, writeItems, type Tx } from './kitchen-tables';
import { pruneKitchen, shouldPrune } from './prune-kitchen';
import { formatCount } from '../../../domain/text/format-count';

/** Every value through its collection's schema; the first bad one refuses the whole batch. */
function checkAll(changes: KitchenPush['changes']): CheckedChange[] {
  return changes.map((change, index) => {
    const result = checkKitchenChange(change);
    if (result.ok) return result.change;
    const { path, message } = result.problem;
    const field = path.join('.');
    const what = describeKitchenItem(change.collection, change.id);
    throw new AppError(
      'validation',
      `Change ${index + 1} of ${changes.length} (${what}) could not be saved: ${field}: ${message}. Nothing in this batch was saved.`,
      { [`changes.${index}.${field}`]: message },
    );
  });
}

const QUOTA_NOUNS: Record<OverQuota['collection'], string> = {
  planEntries: 'meals on the plan',
  pantryAnswers: 'pantry answers',
  purchases: 'purchases',
  shoppingTicks: 'ticked shopping-list items',
  inventory: 'items in the pantry',
  pantryEvents: 'records of food used and thrown away',
};

function overQuotaError({ collection, index, quota, count }: OverQuota): AppError {
  const noun = QUOTA_NOUNS[collection];
  return new AppError(
    'conflict',
    `Your kitchen can keep at most ${formatCount(quota)} ${noun}; these changes would make ${formatCount(count)}. Remove some first. Nothing in this batch was saved.`,
    { [`changes.${index}`]: `More than ${formatCount(quota)} ${noun}` },
  );
}

async function readApplied(tx: Tx, kitchenId: string, changeIds: string[]): Promise<Map<string, AppliedChange>> {
  const rows = await tx
    .select({
      changeId: kitchenChanges.changeId,
      collection: kitchenChanges.collection,
      id: kitchenChanges.itemId,
      version: kitchenChanges.version,
    })
    .from(kitchenChanges)
    .where(and(eq(kitchenChanges.kitchenId, kitchenId), inArray(kitchenChanges.changeId, changeIds)));
  return new Map(rows.map((row) => [row.changeId, { ...row, collection: row.collection as KitchenCollection }]));
}

async function readCurrent(tx: Tx, kitchenId: string, changes: CheckedChange[]): Promise<Map<string, StoredItemMeta>> {
  const current = new Map<string, StoredItemMeta>();
  for (const collection of KITCHEN_COLLECTIONS) {
    const ids = [...new Set(changes.filter((change) => change.collection === collection).map((change) => change.id))];
    if (ids.length === 0) continue;
    for (const { id, ...meta } of await readItemMeta(tx, kitchenId, collection, ids)) current.set(itemRef(collection, id), meta);
  }
  return current;
}

/** Live items of the collections the batch could grow: those where it puts an item not live now. */
async function readLiveCounts(tx: Tx, kitchenId: string, changes: CheckedChange[], current: Map<string, StoredItemMeta>) {
  const growing = changes.filter((change) => change.op === 'put' && change.collection !== 'state' && !isLive(current, change));
  const counts: Partial<Record<KitchenCollection, number>> = {};
  for (const collection of new Set(growing.map((change) => change.collection)))
    counts[collection] = await countLive(tx, kitchenId, collection);
  return counts;
}

function isLive(current: Map<string, StoredItemMeta>, change: CheckedChange): boolean {
  const held = current.get(itemRef(change.collection, change.id));
  return held !== undefined && !held.deleted;
}

/**
 * Applies a device's batch of changes, in order, in one transaction: all of them or none. The
 * kitchen's row is locked first, so two pushes for one kitchen run one after the other: no write
 * is lost and no sequence number is given twice.
 *
 * `keepLive` (an account import): a put for an item the kitchen holds live is left out, under
 * the same lock, so what the cook has is never replaced; it is absent from the results.
 */
export async function pushChanges({
  db,
  userId,
  push,
  logger,
  keepLive = false,
}: {
  db: Db;
  userId: string;
  push: KitchenPush;
  logger: Logger;
  keepLive?: boolean;
}): Promise<KitchenPushResult> {
  const checked = checkAll(push.changes);
  const { id: kitchenId } = await ensureKitchen({ db, userId, logger });
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ seq: kitchen.seq }).from(kitchen).where(eq(kitchen.id, kitchenId)).for('update');
    if (!locked) throw new AppError('unauthenticated', 'Your account could not be found. Please sign in again.');
    const applied = await readApplied(tx, kitchenId, [...new Set(checked.map((change) => change.changeId))]);
    const unseen = checked.filter((change) => !applied.has(change.changeId));
    const current = await readCurrent(tx, kitchenId, unseen);
    const wanted = (change: CheckedChange) => !keepLive || !isLive(current, change);
    const changes = checked.filter(wanted);
    const fresh = unseen.filter(wanted);
    const outcome = resolveChanges({
      deviceId: push.deviceId,
      changes,
      seq: locked.seq,
      current,
      applied,
      liveCounts: await readLiveCounts(tx, kitchenId, fresh, current),
    });
    if (!outcome.ok) throw overQuotaError(outcome.overQuota);

    const now = new Date();
    await writeItems(tx, kitchenId, outcome.writes, { updatedAt: now, updatedByDevice: push.deviceId });
    if (outcome.remembered.length > 0) {
      await tx.insert(kitchenChanges).values(
        outcome.remembered.map(({ changeId, collection, id, version }) => ({
          kitchenId,
          changeId,
          collection,
          itemId: id,
          version,
          appliedAt: now,
        })),
      );
    }
    if (outcome.seq !== locked.seq) await tx.update(kitchen).set({ seq: outcome.seq }).where(eq(kitchen.id, kitchenId));
    if (shouldPrune(locked.seq, outcome.seq)) await pruneKitchen({ tx, kitchenId, now });
    return { results: outcome.results, cursor: String(outcome.seq) };
  });
}
