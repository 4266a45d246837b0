import { type NewId } from '../kitchen/commands';
import { recordPurchases } from '../kitchen/list-commands';
import type { PurchaseItem } from '../kitchen/items';
import type { KitchenState } from '../kitchen/kitchen-state';
import type { PurchaseRecord } from '../purchases/purchase-record';
import type { AmountReader } from '../shopping-list/build-shopping-list';
import { itemKey } from '../shopping-list/item-key';
import type { InventoryItem, PantryEvent } from './inventory';
import { boughtEvent, withEvents } from './pantry-events';
import { extraLine, itemFromLine, type StockLine } from './stock-line';

/*
 * Purchase Input's Save (issue #16): the purchases are recorded as the spec says, and what was
 * bought goes into the inventory, one item per bought row, linked to its purchase so that saving
 * again updates the item instead of adding another, and unticking a row takes its item out.
 */

/**
 * Whether the cook has done anything with an item since it came in: used or thrown (part of) it,
 * or opened it. Such an item belongs to the kitchen now; a purchase edited or unticked leaves it be.
 */
export function isTouched(item: InventoryItem, events: Record<string, PantryEvent>): boolean {
  if (item.opened !== undefined) return true;
  return Object.values(events).some((event) => event.itemId === item.id && event.kind !== 'bought');
}

function itemOfPurchase(inventory: Record<string, InventoryItem>, purchaseId: string): InventoryItem | undefined {
  return Object.values(inventory).find((item) => item.purchaseId === purchaseId);
}

function boughtEventOf(events: Record<string, PantryEvent>, itemId: string): PantryEvent | undefined {
  return Object.values(events).find((event) => event.kind === 'bought' && event.itemId === itemId);
}

export type SavePurchasesInput = {
  /** The purchases as the form says (spec §4): the ticked rows and the extra items. */
  records: readonly PurchaseRecord[];
  /** What each ticked row of the list brings home (`boughtLine`); extra items are read from their record. */
  lines: readonly StockLine[];
  today: string;
  newId: NewId;
  /** Reads an extra item's quantity as typed ('2 × 400 g'): `parseAmount`. */
  readAmount: AmountReader;
};

/**
 * Records the purchases (`recordPurchases`), then brings the inventory in line with them:
 * - a new purchase: a new item (quantity, place and date from its line, the date the cook entered
 *   or the one its storage life proposes, value from its price) and a 'bought' event;
 * - a purchase saved unchanged: nothing (the cook may have moved or re-dated its item since);
 * - a purchase changed: its item follows, while the cook has not touched it;
 * - a purchase gone (unticked): its item and 'bought' event go, while the cook has not touched it.
 */
export function savePurchases(state: KitchenState, { records, lines, today, newId, readAmount }: SavePurchasesInput): KitchenState {
  const before = state.purchases;
  const next = recordPurchases(state, records, newId);
  const lineByKey = new Map(lines.map((line) => [itemKey(line.name), line]));
  const inventory = { ...next.inventory };
  const pantryEvents = { ...next.pantryEvents };
  let changed = false;

  const remove = (item: InventoryItem) => {
    if (isTouched(item, pantryEvents)) return;
    delete inventory[item.id];
    const event = boughtEventOf(pantryEvents, item.id);
    if (event) delete pantryEvents[event.id];
    changed = true;
  };

  const build = (purchase: PurchaseItem, id: string, bought: string): InventoryItem => {
    const line = lineByKey.get(itemKey(purchase.name)) ?? extraLine(purchase, readAmount);
    return { ...itemFromLine(line, { id, bought, date: purchase.actualExpiryDate }), purchaseId: purchase.id };
  };

  for (const purchase of Object.values(next.purchases)) {
    const previous = before[purchase.id];
    const linked = itemOfPurchase(inventory, purchase.id);
    if (!purchase.purchased) {
      if (linked) remove(linked);
      continue;
    }
    if (previous === purchase && (linked || previous.purchased)) continue;
    if (!linked) {
      // Bought before and its item since used up or removed: the kitchen has moved on.
      if (previous?.purchased) continue;
      const item = build(purchase, newId(), today);
      inventory[item.id] = item;
      const event = boughtEvent(item, newId());
      pantryEvents[event.id] = event;
      changed = true;
      continue;
    }
    if (isTouched(linked, pantryEvents)) continue;
    const rebuilt = build(purchase, linked.id, linked.bought);
    // Where the cook keeps it is theirs to say; the row says what and how much.
    const item: InventoryItem = { ...rebuilt, place: linked.place, ...(linked.frozen ? { frozen: linked.frozen } : {}) };
    inventory[item.id] = item;
    const event = boughtEventOf(pantryEvents, item.id);
    if (event) pantryEvents[event.id] = { ...event, name: item.name, quantity: item.quantity, valuePence: item.valuePence ?? 0 };
    changed = true;
  }

  for (const purchase of Object.values(before)) {
    if (next.purchases[purchase.id]) continue;
    const linked = itemOfPurchase(inventory, purchase.id);
    if (linked) remove(linked);
  }

  return changed ? { ...next, inventory, pantryEvents: withEvents(pantryEvents, []) } : next;
}
