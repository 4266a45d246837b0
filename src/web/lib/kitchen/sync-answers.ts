import { kitchenChanges, kitchenItem, withKitchenItem } from '../../../domain/kitchen/changes';
import { emptyKitchen } from '../../../domain/kitchen/kitchen-state';
import type { KitchenItem } from '../../../domain/kitchen/sync';
import { itemVersionKey, type KitchenDoc } from './kitchen-doc';
import type { KitchenStore } from './kitchen-store';

/**
 * What a signed-in cook's kitchen becomes with the account's answers, as pure functions of the
 * stored document: the sync engine hands them to `KitchenStore.applySyncAnswer`, which reads the
 * document again first and stores the result. They live here, not in the store, so a visitor's
 * page (every screen's first script) does not load them (decision 0015).
 */

/** An item of this device's that another device's change replaced (told to the cook): what it was here, and is now. */
export type ReplacedItem = { collection: KitchenItem['collection']; id: string; value: unknown; previous: unknown };

/** The account confirmed these changes: they leave the queue, and their versions are known. */
export function acknowledged(
  doc: KitchenDoc,
  results: readonly { changeId: string; collection: string; id: string; version: number }[],
): KitchenDoc {
  if (results.length === 0) return doc;
  const done = new Set(results.map((result) => result.changeId));
  const versions = { ...doc.sync.versions };
  for (const result of results) {
    const key = itemVersionKey(result.collection, result.id);
    versions[key] = Math.max(versions[key] ?? 0, result.version);
  }
  return { ...doc, sync: { ...doc.sync, versions, queue: doc.sync.queue.filter((change) => !done.has(change.changeId)) } };
}

/** A change the account refused for good leaves the queue (it would block it forever). */
export function withoutQueued(doc: KitchenDoc, changeId: string): KitchenDoc {
  return { ...doc, sync: { ...doc.sync, queue: doc.sync.queue.filter((change) => change.changeId !== changeId) } };
}

/**
 * Takes items pulled from the account (already checked against their schemas). An item this
 * device has a change waiting for keeps this device's value: that change reaches the server
 * after the other one, so it is the one that stays. Answers the items of this device's that
 * another device replaced, for the cook to be told. With `full` (the account answered a
 * reset: the whole kitchen from the start), an item held here that the account no longer
 * mentions is gone, unless a change of this device waits for it.
 */
export function withPulled(
  doc: KitchenDoc,
  items: readonly KitchenItem[],
  cursor: string,
  deviceId: string,
  { full = false }: { full?: boolean } = {},
): { doc: KitchenDoc; replaced: ReplacedItem[] } {
  const waiting = new Set(doc.sync.queue.map((change) => itemVersionKey(change.collection, change.id)));
  const versions = full ? {} : { ...doc.sync.versions };
  const replaced: ReplacedItem[] = [];
  let state = doc.state;
  if (full) {
    const mentioned = new Set(items.map((item) => itemVersionKey(item.collection, item.id)));
    for (const held of kitchenChanges(emptyKitchen(), state)) {
      const key = itemVersionKey(held.collection, held.id);
      if (mentioned.has(key)) continue;
      if (waiting.has(key)) versions[key] = doc.sync.versions[key] ?? 0;
      else state = withKitchenItem(state, held.collection, held.id, undefined);
    }
  }
  for (const item of items) {
    const key = itemVersionKey(item.collection, item.id);
    versions[key] = item.version;
    if (waiting.has(key)) continue;
    const previous = kitchenItem(state, item.collection, item.id);
    state = withKitchenItem(state, item.collection, item.id, item.deleted ? undefined : item.value);
    if (item.overwroteDevice === deviceId && item.updatedByDevice !== deviceId)
      replaced.push({ collection: item.collection, id: item.id, value: item.deleted ? undefined : item.value, previous });
  }
  return { doc: { ...doc, state, sync: { ...doc.sync, cursor, versions } }, replaced };
}

/** Takes pulled items into the store's open account (`withPulled`): answers the items of this device's that another device replaced. */
export function takePulled(
  store: Pick<KitchenStore, 'applySyncAnswer'>,
  ...pull: Parameters<typeof withPulled> extends [KitchenDoc, ...infer Rest] ? Rest : never
): ReplacedItem[] {
  let replaced: ReplacedItem[] = [];
  store.applySyncAnswer((doc) => {
    const pulled = withPulled(doc, ...pull);
    replaced = pulled.replaced;
    return pulled.doc;
  });
  return replaced;
}
