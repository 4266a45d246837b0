import type { CheckedChange, KitchenValue } from './check-change';
import { KITCHEN_QUOTAS } from './limits';
import type { KitchenCollection, KitchenPushResult } from './sync';

/** What the server holds of an item before a batch: enough to decide the batch's outcome. */
export type StoredItemMeta = { version: number; deleted: boolean; updatedByDevice: string | null };

/** A change applied earlier, remembered by its changeId. */
export type AppliedChange = { changeId: string; collection: KitchenCollection; id: string; version: number };

/** An item as the batch leaves it: written once, whatever number of changes it took. */
export type ItemOutcome = {
  collection: KitchenCollection;
  id: string;
  put: KitchenValue | null;
  version: number;
  seq: number;
  overwroteDevice: string | null;
};

export type ResolveInput = {
  deviceId: string;
  /** In the order they were made on the device. */
  changes: readonly CheckedChange[];
  /** The kitchen's sequence number before the batch. */
  seq: number;
  /** The items the batch names that the server holds, by `itemRef`. */
  current: ReadonlyMap<string, StoredItemMeta>;
  /** Changes of this batch applied before, by changeId. */
  applied: ReadonlyMap<string, AppliedChange>;
  /** Live items per collection the batch may add to. */
  liveCounts: Partial<Record<KitchenCollection, number>>;
};

export type OverQuota = { collection: keyof typeof KITCHEN_QUOTAS; index: number; quota: number; count: number };

export type ResolveOutput =
  | {
      ok: true;
      results: KitchenPushResult['results'];
      writes: ItemOutcome[];
      /** Changes to remember (this batch's new ones, no-ops included). */
      remembered: AppliedChange[];
      seq: number;
    }
  | { ok: false; overQuota: OverQuota };

/** A map key for an item: collections never hold a '/', so it cannot be confused. */
export const itemRef = (collection: KitchenCollection, id: string) => `${collection}/${id}`;

const hasQuota = (collection: KitchenCollection): collection is keyof typeof KITCHEN_QUOTAS => collection in KITCHEN_QUOTAS;

/**
 * The sync rules for one batch, applied in the order the changes were made:
 * - a changeId seen before (earlier, or earlier in this batch) changes nothing: 'duplicate';
 * - otherwise the change wins over what the server holds (last write wins, per item): the
 *   item's version goes up by one and it takes the kitchen's next sequence number;
 * - when the device had not seen the version it replaces (baseVersion older) and that version
 *   came from another device, the item records that device as overwritten, so it can be told;
 * - deleting what is absent or already deleted is a no-op (no tombstone for nothing);
 * - a batch that leaves a collection over its quota, and fuller than it found it, is refused
 *   whole, naming the first change that crossed the quota.
 */
export function resolveChanges(input: ResolveInput): ResolveOutput {
  const items = new Map<string, StoredItemMeta & { outcome?: ItemOutcome }>(input.current);
  const seen = new Map(input.applied);
  const live = { ...input.liveCounts };
  const crossed = new Map<keyof typeof KITCHEN_QUOTAS, number>();
  const results: KitchenPushResult['results'] = [];
  const remembered: AppliedChange[] = [];
  let seq = input.seq;

  input.changes.forEach((change, index) => {
    const { changeId, collection, id } = change;
    const before = seen.get(changeId);
    if (before) {
      results.push({ changeId, collection: before.collection, id: before.id, version: before.version, status: 'duplicate' });
      return;
    }
    const ref = itemRef(collection, id);
    const current = items.get(ref);
    const isLive = current !== undefined && !current.deleted;
    let version = current?.version ?? 0;
    if (change.op === 'put' || isLive) {
      version += 1;
      seq += 1;
      const overwroteDevice =
        current && change.baseVersion < current.version && current.updatedByDevice !== null && current.updatedByDevice !== input.deviceId
          ? current.updatedByDevice
          : null;
      const put = change.op === 'put' ? change.put : null;
      items.set(ref, {
        version,
        deleted: put === null,
        updatedByDevice: input.deviceId,
        outcome: { collection, id, put, version, seq, overwroteDevice },
      });
      if (hasQuota(collection) && isLive !== (put !== null)) {
        const count = (live[collection] ?? 0) + (put === null ? -1 : 1);
        live[collection] = count;
        if (count > KITCHEN_QUOTAS[collection] && !crossed.has(collection)) crossed.set(collection, index);
      }
    }
    const record = { changeId, collection, id, version };
    seen.set(changeId, record);
    remembered.push(record);
    results.push({ changeId, collection, id, version, status: 'applied' });
  });

  for (const [collection, index] of crossed) {
    const count = live[collection] ?? 0;
    const quota = KITCHEN_QUOTAS[collection];
    if (count > quota && count > (input.liveCounts[collection] ?? 0)) return { ok: false, overQuota: { collection, index, quota, count } };
  }
  const writes = [...items.values()].flatMap((item) => (item.outcome ? [item.outcome] : [])).sort((a, b) => a.seq - b.seq);
  return { ok: true, results, writes, remembered, seq };
}
