import type { PurchaseRecord } from '../purchases/purchase-record';
import { itemKey } from '../shopping-list/item-key';
import type { NewId } from './commands';
import type { PantryAnswer, PurchaseItem } from './items';
import type { KitchenState } from './kitchen-state';

/*
 * What a cook does to the week's lists: the pantry check's answers, the shopping list's ticks,
 * the purchases recorded. Pure functions from one state to the next, like commands.ts's (decision
 * 0015).
 */

/** The pantry check's answer for one item: owned (with how much, when said), or not (null). */
export function setPantryAnswer(state: KitchenState, name: string, answer: { amount?: string } | null): KitchenState {
  const key = itemKey(name);
  const { [key]: previous, ...rest } = state.pantryAnswers;
  if (answer === null) return previous ? { ...state, pantryAnswers: rest } : state;
  const amount = answer.amount?.trim();
  const next: PantryAnswer = { itemKey: key, owned: true, ...(amount ? { amount } : {}) };
  if (previous && previous.owned && previous.amount === next.amount) return state;
  return { ...state, pantryAnswers: { ...state.pantryAnswers, [key]: next } };
}

/** A shopping-list tick: in the basket, or not. */
export function setTick(state: KitchenState, name: string, ticked: boolean): KitchenState {
  const key = itemKey(name);
  const present = state.shoppingTicks[key]?.ticked === true;
  if (present === ticked) return state;
  if (ticked) return { ...state, shoppingTicks: { ...state.shoppingTicks, [key]: { itemKey: key, ticked: true } } };
  const { [key]: _removed, ...rest } = state.shoppingTicks;
  return { ...state, shoppingTicks: rest };
}

const samePurchase = (a: PurchaseRecord, b: PurchaseRecord) =>
  a.name === b.name &&
  a.quantity === b.quantity &&
  a.price === b.price &&
  a.purchased === b.purchased &&
  a.actualExpiryDate === b.actualExpiryDate;

/**
 * Purchase Input's Save: the purchases become exactly `records` (the rows ticked as bought and
 * the extra items). A purchase no longer listed is removed, so unticking a purchase clears it
 * from the plan; one that did not change keeps its id and identity.
 */
export function recordPurchases(state: KitchenState, records: readonly PurchaseRecord[], newId: NewId): KitchenState {
  const unmatched = Object.values(state.purchases);
  const purchases: Record<string, PurchaseItem> = {};
  for (const record of records) {
    const index = unmatched.findIndex((item) => itemKey(item.name) === itemKey(record.name));
    const previous = index === -1 ? undefined : unmatched.splice(index, 1)[0];
    if (previous && samePurchase(previous, record)) {
      purchases[previous.id] = previous;
      continue;
    }
    const id = previous?.id ?? newId();
    const { actualExpiryDate, ...rest } = record;
    purchases[id] = { ...rest, id, ...(actualExpiryDate ? { actualExpiryDate } : {}) };
  }
  return { ...state, purchases };
}
