import { useMemo } from 'react';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { formatPence } from '../../../domain/meal/money';
import type { InventoryItem, StoragePlace } from '../../../domain/pantry/inventory';
import {
  moveInventoryItem,
  openInventoryItem,
  removeInventoryItem,
  takeOutOfInventory,
  type ItemPart,
} from '../../../domain/pantry/inventory-commands';
import { dateText, itemTitle, PLACE_LABELS } from '../../../domain/pantry/inventory-view';
import { formatQuantity } from '../../../domain/units/format-quantity';
import type { Amount } from '../../../domain/units/ingredient-line';
import { localToday } from '../../lib/dates';
import { useKitchenStore } from '../../lib/kitchen/kitchen-context';
import type { KitchenStore } from '../../lib/kitchen/kitchen-store';
import { randomId } from '../../lib/random-id';
import { showError, showSuccess, showWarning } from '../../lib/toasts';

/** What a pantry row and its menu ask of the page, one item at a time. */
export type RowActions = {
  onUsed: (item: InventoryItem) => void;
  onThrown: (item: InventoryItem) => void;
  onEdit: (item: InventoryItem) => void;
  onMove: (item: InventoryItem, place: StoragePlace) => void;
  onOpen: (item: InventoryItem) => void;
  onRemove: (item: InventoryItem) => void;
};

type Outcome = { ok: true; state: KitchenState } | { ok: false };

/** Runs a command on the open kitchen and answers what it said (a refused command changes nothing). */
export function applyCommand<R extends Outcome>(store: KitchenStore, command: (state: KitchenState) => R): R {
  let result = undefined as R | undefined;
  store.update((state) => {
    result = command(state);
    return result.ok ? result.state : state;
  });
  if (!result) throw new Error('The kitchen store did not run the command');
  return result;
}

/** 'Use by 28 Nov' inside a sentence: 'use by 28 Nov'. */
export const lowerFirst = (text: string | undefined) => (text ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : '');

/** '500 ml of milk', '3 eggs', '2 portions of Chilli'. */
function takenText(item: InventoryItem, quantity: Amount | undefined): string {
  if (!quantity) return item.name;
  if (item.leftover) return `${quantity.amount} ${quantity.amount === 1 ? 'portion' : 'portions'} of ${item.name}`;
  if (quantity.unit === 'item') return `${formatQuantity(quantity)} ${item.name}`;
  return `${formatQuantity(quantity)} of ${item.name}`;
}

const GONE = 'It is no longer in your pantry (perhaps changed on another device).';

/** What the pantry's rows do, each told to the cook in a toast. */
export function usePantryActions() {
  const store = useKitchenStore();
  return useMemo(
    () => ({
      move(item: InventoryItem, place: StoragePlace) {
        const today = localToday();
        const result = applyCommand(store, (state) => moveInventoryItem(state, item.id, place, { today }));
        if (!result.ok) {
          if (result.reason === 'unknown-item') showError('Not moved', GONE);
          return;
        }
        const title = `Moved to the ${PLACE_LABELS[place].toLowerCase()}`;
        const date = dateText(result.item, today);
        switch (result.change) {
          case 'extended':
            showSuccess(title, `Frozen today, it keeps longer: ${lowerFirst(date)}.`);
            return;
          case 'not-extended':
            showWarning(
              title,
              result.why === 'past-use-by'
                ? `${itemTitle(item)} is past its use-by: freezing it now does not make it safe to eat.`
                : `${itemTitle(item)} does not keep longer frozen, so its date stays${date ? ` (${lowerFirst(date)})` : ''}.`,
            );
            return;
          case 'defrosted':
            showSuccess(title, `Let it defrost in the fridge and use it within 24 hours: ${lowerFirst(date)}.`);
            return;
          case 'moved':
            showSuccess(title);
            return;
        }
      },
      open(item: InventoryItem) {
        const today = localToday();
        const result = applyCommand(store, (state) => openInventoryItem(state, item.id, { today }));
        if (!result.ok) {
          if (result.reason === 'unknown-item') showError('Not changed', GONE);
          return;
        }
        const date = dateText(result.item, today);
        showSuccess('Marked as opened', result.shortened && date ? `Once opened it keeps less long: ${lowerFirst(date)}.` : undefined);
      },
      remove(item: InventoryItem) {
        store.update((state) => removeInventoryItem(state, item.id));
        showSuccess('Removed from your pantry', itemTitle(item));
      },
      /** "Used" or "Thrown away": true when something was recorded. */
      takeOut(item: InventoryItem, kind: 'used' | 'thrown', part: ItemPart): boolean {
        const today = localToday();
        const result = applyCommand(store, (state) => takeOutOfInventory(state, item.id, { kind, part, today, newId: randomId }));
        if (!result.ok) {
          if (result.reason === 'unknown-item') showError('Not recorded', GONE);
          else showError('Not recorded', 'Please enter an amount more than nothing.');
          return false;
        }
        const { event } = result;
        const what = takenText(item, event.quantity);
        if (kind === 'used') showSuccess('Marked as used', what);
        else
          showSuccess(
            item.valuePence === undefined ? 'Recorded as thrown away' : `Recorded as thrown away: ${formatPence(event.valuePence)}`,
            what,
          );
        return true;
      },
    }),
    [store],
  );
}
