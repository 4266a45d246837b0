import { KITCHEN_ITEM_COLLECTIONS, KITCHEN_STATE_KEYS } from '../../../domain/kitchen/collections';
import { KITCHEN_STATE_VERSION, type KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { KitchenChange } from '../../../domain/kitchen/sync';

/** A change made on this device that the account has not confirmed yet (the sync contract's change). */
export type QueuedChange = KitchenChange;

/** What a signed-in cook's kitchen keeps for the sync: the last cursor, the versions seen, the outbound queue. */
export type SyncMeta = {
  cursor: string | null;
  /** The server's version of each item this device last saw, by `collection/id`. */
  versions: Record<string, number>;
  /** In the order the changes were made; replayed in that order. */
  queue: QueuedChange[];
};

/** Kept in this browser only and never sent to the account. */
export type DeviceOnly = { ownApiKey?: string };

/** One stored kitchen: what a namespace key holds. */
export type KitchenDoc = {
  version: typeof KITCHEN_STATE_VERSION;
  /** A new random id on every write: how a tab tells that another tab wrote. */
  rev: string;
  state: KitchenState;
  device: DeviceOnly;
  sync: SyncMeta;
};

export const emptySync = (): SyncMeta => ({ cursor: null, versions: {}, queue: [] });

export const itemVersionKey = (collection: string, id: string) => `${collection}/${id}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored kitchen, checked for its shape (not every field of every meal: what Larder stored it
 * validated when it was made, and a full check would load the schemas on every screen).
 * Undefined when the text is not a version-2 kitchen.
 */
export function parseKitchenDoc(text: string | null): KitchenDoc | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || value.version !== KITCHEN_STATE_VERSION || typeof value.rev !== 'string') return undefined;
  const { state, sync, device } = value;
  if (!isObject(state) || state.version !== KITCHEN_STATE_VERSION) return undefined;
  if (!KITCHEN_ITEM_COLLECTIONS.every((collection) => isObject(state[collection]))) return undefined;
  if (!KITCHEN_STATE_KEYS.every((key) => key in state) || !Array.isArray(state.dismissedMeals)) return undefined;
  const meta = isObject(sync) && Array.isArray(sync.queue) && isObject(sync.versions) ? (sync as SyncMeta) : emptySync();
  return {
    version: KITCHEN_STATE_VERSION,
    rev: value.rev,
    state: state as KitchenState,
    device: isObject(device) ? device : {},
    sync: meta,
  };
}
