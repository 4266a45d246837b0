import { daysBetween } from '../dates/iso-date';
import type { NewId } from '../kitchen/commands';
import type { KitchenState } from '../kitchen/kitchen-state';
import { baseAmount } from '../units/merge-quantities';
import { UNIT_INFO } from '../units/unit-table';
import type { InventoryItem, PantryEvent, StoragePlace } from './inventory';
import { defrostedUseBy, lifeOf, proposedDateOf } from './inventory-item';
import { itemAmount, shareOf, takeFromItem, type BaseAmount } from './inventory-math';
import { withEvents } from './pantry-events';
import { afterFreezing, afterOpening, type ProposedDate } from './storage-life';

/*
 * What the cook does to their inventory on the pantry screen (issue #16), as pure commands from
 * one kitchen to the next: no clock and no ids made inside (the caller passes `today` and
 * `newId`). Food that comes in is a 'bought' pantry event; food that leaves is a 'used' or
 * 'thrown' one carrying what that much cost, so the waste screen can count it. Removing an item
 * is correcting a mistake, not food leaving: it records nothing.
 */

export type Failed<R extends string> = { ok: false; reason: R; message?: string };

export function withItem(state: KitchenState, item: InventoryItem): KitchenState {
  return { ...state, inventory: { ...state.inventory, [item.id]: item } };
}

/** The pantry events that name an item. */
export function eventsOfItem(state: KitchenState, itemId: string): PantryEvent[] {
  return Object.values(state.pantryEvents).filter((event) => event.itemId === itemId);
}

/** Whether any of an item's food has been used or thrown away yet (its history then stays as it is). */
export const hasLeft = (state: KitchenState, itemId: string) => eventsOfItem(state, itemId).some((event) => event.kind !== 'bought');

/**
 * Removes an item that should not be there (added twice, the wrong food): no used or thrown
 * event. While none of its food has left the kitchen its 'bought' event goes too, as if it had
 * never been added; after that, what was used or thrown stays in the history.
 */
export function removeInventoryItem(state: KitchenState, id: string): KitchenState {
  if (!state.inventory[id]) return state;
  const { [id]: _removed, ...inventory } = state.inventory;
  if (hasLeft(state, id)) return { ...state, inventory };
  const events = eventsOfItem(state, id);
  if (events.length === 0) return { ...state, inventory };
  const gone = new Set(events.map((event) => event.id));
  return { ...state, inventory, pantryEvents: Object.fromEntries(Object.entries(state.pantryEvents).filter(([key]) => !gone.has(key))) };
}

/** The item's date as it stands, or the proposed one when it has none. */
function currentDate(item: InventoryItem): ProposedDate | undefined {
  return item.date ? { date: item.date, kind: item.dateKind } : proposedDateOf(item);
}

const withDate = (item: InventoryItem, date: ProposedDate | undefined): InventoryItem =>
  date ? { ...item, date: date.date, dateKind: date.kind } : item;

export type MoveOutcome =
  /** Into the freezer: the date moved on by the freezer life. */
  | { change: 'extended' }
  /** Into the freezer, but the date stays: the food does not keep longer frozen, or it is past its use-by. */
  | { change: 'not-extended'; why: 'no-freezer-life' | 'past-use-by' }
  /** Out of the freezer: defrost in the fridge and eat by tomorrow. */
  | { change: 'defrosted' }
  /** Between the fridge and the cupboard. */
  | { change: 'moved' };

export type MoveResult = ({ ok: true; state: KitchenState; item: InventoryItem } & MoveOutcome) | Failed<'unknown-item' | 'same-place'>;

/**
 * Moves food to another place today. Into the freezer it is frozen today and its date moves on
 * by the freezer life (`afterFreezing`; not for food past its use-by, nor food that does not
 * freeze). Out of the freezer it must be eaten soon: the FSA's advice is to defrost in the
 * fridge and use within 24 hours, so its date becomes a use-by of tomorrow at the latest.
 */
export function moveInventoryItem(state: KitchenState, id: string, place: StoragePlace, { today }: { today: string }): MoveResult {
  const item = state.inventory[id];
  if (!item) return { ok: false, reason: 'unknown-item' };
  if (item.place === place) return { ok: false, reason: 'same-place' };
  const { frozen: _frozen, ...unfrozen } = item;

  if (place === 'freezer') {
    const life = lifeOf(item);
    // Food bought frozen has no freezer life of its own: its shelf life already was one.
    const freezerDays = life?.place === 'freezer' ? undefined : life?.freezerDays;
    const before = currentDate(item);
    const after = before ? afterFreezing(before, today, freezerDays) : undefined;
    const moved = withDate({ ...item, place, frozen: today }, after);
    const next = withItem(state, moved);
    if (before && after && daysBetween(before.date, after.date) > 0) return { ok: true, state: next, item: moved, change: 'extended' };
    const why = freezerDays !== undefined && before?.kind === 'use-by' && before.date < today ? 'past-use-by' : 'no-freezer-life';
    return { ok: true, state: next, item: moved, change: 'not-extended', why };
  }

  if (item.place === 'freezer') {
    const byTomorrow = defrostedUseBy(today);
    const date = item.date && item.date < byTomorrow ? item.date : byTomorrow;
    const moved: InventoryItem = { ...unfrozen, place, date, dateKind: 'use-by' };
    return { ok: true, state: withItem(state, moved), item: moved, change: 'defrosted' };
  }

  const moved: InventoryItem = { ...unfrozen, place };
  return { ok: true, state: withItem(state, moved), item: moved, change: 'moved' };
}

export type OpenResult =
  { ok: true; state: KitchenState; item: InventoryItem; shortened: boolean } | Failed<'unknown-item' | 'already-opened'>;

/** The item opened on `today`, its date brought forward by its opened life (`afterOpening`), out of the freezer. */
function opened(item: InventoryItem, today: string): InventoryItem {
  const life = lifeOf(item);
  const next: InventoryItem = { ...item, opened: today };
  if (item.place === 'freezer' || !life || life.place === 'freezer' || life.openedDays === undefined) return next;
  const before = currentDate(item);
  return before ? withDate(next, afterOpening(before, today, life.openedDays)) : next;
}

/** Marks an item opened today: once opened it keeps a shorter time ("use within 3 days of opening"). */
export function openInventoryItem(state: KitchenState, id: string, { today }: { today: string }): OpenResult {
  const item = state.inventory[id];
  if (!item) return { ok: false, reason: 'unknown-item' };
  if (item.opened) return { ok: false, reason: 'already-opened' };
  const next = opened(item, today);
  return { ok: true, state: withItem(state, next), item: next, shortened: next.date !== item.date && next.date !== undefined };
}

/** How much of an item leaves the kitchen: all of it, a share (½), or an amount in the item's own unit (portions for leftovers). */
export type ItemPart = { kind: 'all' } | { kind: 'share'; share: number } | { kind: 'amount'; amount: number };

/**
 * The item as the arithmetic sees it: in base units when it has them (g, ml, items), otherwise
 * counted in its own unit (2 jars, 3 cloves), as plain items.
 */
function countable(item: InventoryItem): InventoryItem {
  if (itemAmount(item)) return item;
  const { amount, max } = item.quantity;
  return { ...item, quantity: { amount: max !== undefined ? (amount + max) / 2 : amount, unit: 'item' } };
}

/** What a part asks for, in the countable item's base unit. Leftovers go in whole portions. */
function wanted(item: InventoryItem, counted: InventoryItem, part: ItemPart): BaseAmount | undefined {
  const have = itemAmount(counted);
  if (!have) return undefined;
  if (part.kind === 'all') return have;
  if (item.leftover) {
    const portions =
      part.kind === 'share' ? (part.share > 0 ? Math.max(1, Math.round(have.value * part.share)) : 0) : Math.round(part.amount);
    return { value: Math.min(have.value, Math.max(0, portions)), dimension: 'count' };
  }
  if (part.kind === 'share') return shareOf(counted, part.share);
  if (!Number.isFinite(part.amount) || part.amount <= 0) return undefined;
  return baseAmount({ amount: part.amount, unit: counted.quantity.unit });
}

/** A base amount written in the item's own unit (ml as tbsp), to three decimals. */
function inOwnUnit(value: number, item: InventoryItem): number {
  const info = UNIT_INFO[item.quantity.unit];
  const amount = info.kind === 'spoon' && info.ml ? value / info.ml : value;
  return Math.round(amount * 1000) / 1000;
}

export type TakeOutResult =
  { ok: true; state: KitchenState; event: PantryEvent; rest: InventoryItem | undefined } | Failed<'unknown-item' | 'nothing-to-take'>;

/**
 * "Used" or "Thrown away", for the whole item or a part: the item keeps what is left (gone when
 * nothing is), and a pantry event records what left, with its value in pence (in proportion,
 * `takeFromItem`) and, for used food, whether it was in time (on or before its date; food with
 * no date is never late). Taking part of a sealed pack opens it (`openInventoryItem`). Nothing is taken twice: what
 * leaves and what stays always add up to what the item held and was worth.
 */
export function takeOutOfInventory(
  state: KitchenState,
  id: string,
  { kind, part, today, newId, mealName }: { kind: 'used' | 'thrown'; part: ItemPart; today: string; newId: NewId; mealName?: string },
): TakeOutResult {
  const item = state.inventory[id];
  if (!item) return { ok: false, reason: 'unknown-item' };
  const counted = countable(item);
  const want = wanted(item, counted, part);
  const taken = want && want.value > 0 ? takeFromItem(counted, want) : undefined;
  if (!taken || inOwnUnit(taken.taken, counted) <= 0) return { ok: false, reason: 'nothing-to-take' };

  const event: PantryEvent = {
    id: newId(),
    kind,
    date: today,
    itemId: item.id,
    name: item.name,
    ...(item.ingredientId ? { ingredientId: item.ingredientId } : {}),
    quantity: { amount: inOwnUnit(taken.taken, counted), unit: item.quantity.unit },
    valuePence: taken.valuePence,
    ...(kind === 'used' ? { inTime: item.date === undefined || today <= item.date } : {}),
    ...(mealName ? { mealName } : {}),
  };
  let rest: InventoryItem | undefined;
  if (taken.rest) {
    const left = { ...taken.rest, quantity: { amount: taken.rest.quantity.amount, unit: item.quantity.unit } };
    const withPortions = item.leftover ? { ...left, leftover: { ...item.leftover, portions: left.quantity.amount } } : left;
    // Food that is opened at all (a carton, a jar, a pack: it has an opened life) is open once part of it has gone.
    rest = !item.opened && lifeOf(item)?.openedDays !== undefined ? opened(withPortions, today) : withPortions;
  }
  const { [id]: _taken, ...others } = state.inventory;
  const inventory = rest ? { ...others, [id]: rest } : others;
  return { ok: true, state: { ...state, inventory, pantryEvents: withEvents(state.pantryEvents, [event]) }, event, rest };
}
