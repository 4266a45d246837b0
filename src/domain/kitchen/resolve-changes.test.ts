import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkKitchenChange, type CheckedChange } from './check-change';
import { KITCHEN_QUOTAS } from './limits';
import { itemRef, resolveChanges, type AppliedChange, type ResolveInput, type StoredItemMeta } from './resolve-changes';
import type { KitchenChange } from './sync';

const MADE_AT = '2026-11-30T12:00:00.000Z';
let counter = 0;
const changeId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

function checked(change: Omit<KitchenChange, 'changeId' | 'madeAt'> & { changeId?: string }): CheckedChange {
  const result = checkKitchenChange({ changeId: changeId(), madeAt: MADE_AT, ...change });
  if (!result.ok) throw new Error(result.problem.message);
  return result.change;
}
const tick = (itemKey: string, ticked: boolean, baseVersion = 0) =>
  checked({ collection: 'shoppingTicks', id: itemKey, op: 'put', value: { itemKey, ticked }, baseVersion });
const untick = (itemKey: string, baseVersion = 0) => checked({ collection: 'shoppingTicks', id: itemKey, op: 'delete', baseVersion });

const empty = (deviceId: string, changes: CheckedChange[], extra: Partial<ResolveInput> = {}): ResolveInput => ({
  deviceId,
  changes,
  seq: 0,
  current: new Map(),
  applied: new Map(),
  liveCounts: {},
  ...extra,
});

/** What a server holding `state` would hold after an outcome: the same bookkeeping the tables keep. */
function applyOutcome(state: Map<string, StoredItemMeta & { ticked?: boolean }>, input: ResolveInput) {
  const outcome = resolveChanges(input);
  if (!outcome.ok) throw new Error('over quota');
  for (const write of outcome.writes) {
    state.set(itemRef(write.collection, write.id), {
      version: write.version,
      deleted: write.put === null,
      updatedByDevice: input.deviceId,
      ...(write.put?.collection === 'shoppingTicks' ? { ticked: write.put.value.ticked } : {}),
    });
  }
  return outcome;
}

describe('resolveChanges', () => {
  it('gives each write the next sequence number and the item its next version', () => {
    const outcome = resolveChanges(empty('device-a', [tick('garlic', true), tick('lime', true), tick('garlic', false, 1)], { seq: 41 }));
    expect(outcome.ok && outcome.results.map((r) => [r.id, r.version, r.status])).toEqual([
      ['garlic', 1, 'applied'],
      ['lime', 1, 'applied'],
      ['garlic', 2, 'applied'],
    ]);
    expect(outcome.ok && outcome.seq).toBe(44);
    // One write per item, at the sequence number of its last change.
    expect(outcome.ok && outcome.writes.map((w) => [w.id, w.version, w.seq])).toEqual([
      ['lime', 1, 43],
      ['garlic', 2, 44],
    ]);
  });

  it('records the other device whose unseen version a change replaces, and only then', () => {
    const current = new Map<string, StoredItemMeta>([
      [itemRef('shoppingTicks', 'garlic'), { version: 3, deleted: false, updatedByDevice: 'device-b' }],
    ]);
    const stale = resolveChanges(empty('device-a', [tick('garlic', false, 2)], { current }));
    expect(stale.ok && stale.writes[0]?.overwroteDevice).toBe('device-b');
    const seen = resolveChanges(empty('device-a', [tick('garlic', false, 3)], { current }));
    expect(seen.ok && seen.writes[0]?.overwroteDevice).toBeNull();
    const own = resolveChanges(empty('device-b', [tick('garlic', false, 1)], { current }));
    expect(own.ok && own.writes[0]?.overwroteDevice).toBeNull();
    const server = new Map<string, StoredItemMeta>([
      [itemRef('shoppingTicks', 'garlic'), { version: 1, deleted: false, updatedByDevice: null }],
    ]);
    const overImport = resolveChanges(empty('device-a', [tick('garlic', false, 0)], { current: server }));
    expect(overImport.ok && overImport.writes[0]?.overwroteDevice).toBeNull();
  });

  it('answers a change seen before as a duplicate with its recorded version, and writes nothing for it', () => {
    const change = tick('garlic', true);
    const applied = new Map<string, AppliedChange>([
      [change.changeId, { changeId: change.changeId, collection: 'shoppingTicks', id: 'garlic', version: 7 }],
    ]);
    const outcome = resolveChanges(empty('device-a', [change, change], { applied, seq: 9 }));
    expect(outcome).toEqual({
      ok: true,
      results: [
        { changeId: change.changeId, collection: 'shoppingTicks', id: 'garlic', version: 7, status: 'duplicate' },
        { changeId: change.changeId, collection: 'shoppingTicks', id: 'garlic', version: 7, status: 'duplicate' },
      ],
      writes: [],
      remembered: [],
      seq: 9,
    });
  });

  it('makes no tombstone for deleting what is absent or already deleted', () => {
    const current = new Map<string, StoredItemMeta>([
      [itemRef('shoppingTicks', 'gone'), { version: 4, deleted: true, updatedByDevice: 'device-b' }],
    ]);
    const outcome = resolveChanges(empty('device-a', [untick('never'), untick('gone', 4)], { current }));
    expect(outcome.ok && outcome.writes).toEqual([]);
    expect(outcome.ok && outcome.results.map((r) => r.version)).toEqual([0, 4]);
    expect(outcome.ok && outcome.remembered).toHaveLength(2);
  });

  it('refuses a batch that leaves a collection over its quota and fuller than before, naming the crossing change', () => {
    const quota = KITCHEN_QUOTAS.shoppingTicks;
    const over = resolveChanges(
      empty('device-a', [untick('x'), tick('a', true), tick('b', true)], { liveCounts: { shoppingTicks: quota - 1 } }),
    );
    expect(over).toEqual({ ok: false, overQuota: { collection: 'shoppingTicks', index: 2, quota, count: quota + 1 } });
    const current = new Map<string, StoredItemMeta>([
      [itemRef('shoppingTicks', 'x'), { version: 1, deleted: false, updatedByDevice: 'device-a' }],
    ]);
    const swap = resolveChanges(empty('device-a', [tick('a', true), untick('x', 1)], { current, liveCounts: { shoppingTicks: quota } }));
    expect(swap.ok).toBe(true);
    // A kitchen already over its quota (say, from the old document) may still change without growing.
    const shrinking = resolveChanges(
      empty('device-a', [tick('a', true), untick('x', 1)], { current, liveCounts: { shoppingTicks: quota + 5 } }),
    );
    expect(shrinking.ok).toBe(true);
  });

  const arbitraryChange = fc.record({
    key: fc.constantFrom('garlic', 'lime', 'mint'),
    op: fc.constantFrom('put', 'put', 'delete'),
    ticked: fc.boolean(),
    baseVersion: fc.nat(6),
  });
  const arbitraryBatches = fc.array(
    fc.record({ device: fc.constantFrom('device-a', 'device-b'), changes: fc.array(arbitraryChange, { minLength: 1, maxLength: 6 }) }),
    { minLength: 1, maxLength: 6 },
  );
  const toChecked = ({ key, op, ticked, baseVersion }: { key: string; op: string; ticked: boolean; baseVersion: number }) =>
    op === 'put' ? tick(key, ticked, baseVersion) : untick(key, baseVersion);

  it('keeps per item the last change made, sequence numbers unique and rising, and a replay changes nothing', () => {
    fc.assert(
      fc.property(arbitraryBatches, (batches) => {
        const state = new Map<string, StoredItemMeta & { ticked?: boolean }>();
        const applied = new Map<string, AppliedChange>();
        const last = new Map<string, { op: string; ticked: boolean }>();
        const seqs: number[] = [];
        let seq = 0;
        for (const batch of batches) {
          const changes = batch.changes.map((c) => toChecked(c));
          const input = { deviceId: batch.device, changes, seq, current: new Map(state), applied, liveCounts: {} };
          const outcome = applyOutcome(state, input);
          if (!outcome.ok) return;
          seqs.push(...outcome.writes.map((write) => write.seq));
          for (const record of outcome.remembered) applied.set(record.changeId, record);
          for (const c of batch.changes) last.set(c.key, { op: c.op, ticked: c.ticked });
          seq = outcome.seq;

          // The same batch again (a lost answer): all duplicates, nothing written, the same versions.
          const replay = resolveChanges({ ...input, seq, current: new Map(state), applied });
          expect(replay.ok && replay.writes).toEqual([]);
          expect(replay.ok && replay.results.map((r) => [r.status, r.version])).toEqual(
            outcome.results.map((r) => ['duplicate', r.version]),
          );
        }
        expect(new Set(seqs).size).toBe(seqs.length);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
        for (const [key, change] of last) {
          const held = state.get(itemRef('shoppingTicks', key));
          if (change.op === 'delete') expect(held === undefined || held.deleted).toBe(true);
          else expect(held).toMatchObject({ deleted: false, ticked: change.ticked });
        }
      }),
    );
  });
});
