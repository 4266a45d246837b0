import { KITCHEN_ITEM_COLLECTIONS, KITCHEN_STATE_KEYS, type KitchenCollection, type KitchenStateKey } from './collections';
import { stateKeyCleared, type KitchenItemCollection, type KitchenState } from './kitchen-state';

/** One item changed: what a command did, as the sync contract sends it (without its bookkeeping). */
export type KitchenItemChange = { collection: KitchenCollection; id: string; op: 'put' | 'delete'; value?: unknown };

const isCleared = (key: KitchenStateKey, value: unknown) =>
  value === null || (key === 'dismissedMeals' && Array.isArray(value) && value.length === 0);

/**
 * The items that differ between two states of one kitchen, in a stable order (state keys first,
 * then each collection). Commands keep the identity of what they leave alone, so an item is
 * compared by reference: the diff of a tick is one change, whatever the size of the kitchen.
 */
export function kitchenChanges(before: KitchenState, after: KitchenState): KitchenItemChange[] {
  const changes: KitchenItemChange[] = [];
  for (const key of KITCHEN_STATE_KEYS) {
    if (before[key] === after[key]) continue;
    const value = after[key];
    changes.push(
      isCleared(key, value) ? { collection: 'state', id: key, op: 'delete' } : { collection: 'state', id: key, op: 'put', value },
    );
  }
  for (const collection of KITCHEN_ITEM_COLLECTIONS) {
    const was: Record<string, unknown> = before[collection];
    const now: Record<string, unknown> = after[collection];
    if (was === now) continue;
    for (const id of Object.keys(now)) if (was[id] !== now[id]) changes.push({ collection, id, op: 'put', value: now[id] });
    for (const id of Object.keys(was)) if (!(id in now)) changes.push({ collection, id, op: 'delete' });
  }
  return changes;
}

/** The current value of an item, or undefined when the kitchen has none. */
export function kitchenItem(state: KitchenState, collection: KitchenCollection, id: string): unknown {
  if (collection === 'state') {
    if (!(KITCHEN_STATE_KEYS as readonly string[]).includes(id)) return undefined;
    const value = state[id as KitchenStateKey];
    return isCleared(id as KitchenStateKey, value) ? undefined : value;
  }
  return state[collection][id];
}

/**
 * A kitchen with one item set (`value`) or removed (undefined). The value must already have been
 * checked against its collection's schema: this only places it. Unknown state keys are ignored.
 */
export function withKitchenItem(state: KitchenState, collection: KitchenCollection, id: string, value: unknown): KitchenState {
  if (collection === 'state') {
    if (!(KITCHEN_STATE_KEYS as readonly string[]).includes(id)) return state;
    const key = id as KitchenStateKey;
    return { ...state, [key]: value === undefined ? stateKeyCleared(key) : value };
  }
  const items: Record<string, unknown> = state[collection];
  if (value === undefined) {
    if (!(id in items)) return state;
    const { [id]: _removed, ...rest } = items;
    return { ...state, [collection]: rest };
  }
  return { ...state, [collection satisfies KitchenItemCollection]: { ...items, [id]: value } };
}
