import { withAddedCollections } from '../../../domain/kitchen/added-collections';
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

/** A plain record (not null, not a list): what a stored kitchen and its parts must be. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a kitchen stored by the version before (2: meals with text for money, times and amounts)
 * as a current one, its meals upgraded, queued changes included (`upgrade-doc.ts`). Its ingredient
 * parser is large, so it is loaded only when such a kitchen is found.
 */
export type KitchenDocUpgrade = (stored: Record<string, unknown>) => Record<string, unknown>;

/** What `parseKitchenDoc` answers for a kitchen of the version before when it has no upgrade to read it with. */
export const OLDER_KITCHEN = 'older';

/**
 * A stored kitchen, checked for its shape (not every field of every meal: what Larder stored it
 * validated when it was made, and a full check would load the schemas on every screen).
 * A kitchen of the version before is read through `upgrade`, or answered as `OLDER_KITCHEN`
 * without one. Undefined when the text is not a kitchen.
 */
export function parseKitchenDoc(text: string | null, upgrade?: KitchenDocUpgrade): KitchenDoc | typeof OLDER_KITCHEN | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || typeof value.rev !== 'string') return undefined;
  if (value.version === 2) {
    if (!upgrade) return OLDER_KITCHEN;
    value = upgrade(value);
    if (!isObject(value)) return undefined;
  }
  if (value.version !== KITCHEN_STATE_VERSION || !isObject(value.state) || value.state.version !== KITCHEN_STATE_VERSION) return undefined;
  const { sync, device } = value;
  const state = withAddedCollections(value.state);
  if (!KITCHEN_ITEM_COLLECTIONS.every((collection) => isObject(state[collection]))) return undefined;
  if (!KITCHEN_STATE_KEYS.every((key) => key in state) || !Array.isArray(state.dismissedMeals)) return undefined;
  const meta = isObject(sync) && Array.isArray(sync.queue) && isObject(sync.versions) ? (sync as SyncMeta) : emptySync();
  return {
    version: KITCHEN_STATE_VERSION,
    rev: value.rev as string,
    state: state as KitchenState,
    device: isObject(device) ? device : {},
    sync: meta,
  };
}
