import { datesFrom, daysBetween } from '../dates/iso-date';
import { plannedMeal, type NewId } from '../kitchen/commands';
import type { PlanEntry } from '../kitchen/items';
import type { KitchenState } from '../kitchen/kitchen-state';
import { weekRange } from '../kitchen/views';
import type { Meal } from '../meal/meal';
import { namedMeal } from '../meal/named-meal';
import type { InventoryItem } from './inventory';

/*
 * Leftovers as meals (issue #16): portions kept in the inventory after "Cooked for more" can be
 * placed on a later day of the plan ("Leftovers: Chilli (2 portions)"). Such an entry needs no
 * shopping, is not a repeat of the dish, and eating it takes its portions out (`cookEntry`).
 */

/** The leftover items in the kitchen, soonest first. */
export function leftoverItems(state: Pick<KitchenState, 'inventory'>): InventoryItem[] {
  return Object.values(state.inventory)
    .filter((item) => item.leftover !== undefined)
    .sort((a, b) => (a.date ?? '9999-12-31').localeCompare(b.date ?? '9999-12-31') || a.id.localeCompare(b.id));
}

/** Portions of a leftover item not yet promised to a plan entry that has not been eaten. */
export function portionsFree(state: Pick<KitchenState, 'inventory' | 'planEntries'>, itemId: string): number {
  const item = state.inventory[itemId];
  if (!item?.leftover) return 0;
  const promised = Object.values(state.planEntries)
    .filter((entry) => entry.leftoverItemId === itemId && entry.cooked === undefined)
    .reduce((sum, entry) => sum + (entry.servings ?? 1), 0);
  return Math.max(0, item.leftover.portions - promised);
}

/** The days a leftover item may be eaten on: later than it was cooked, within the plan, and by its date unless frozen. */
export function leftoverDays(state: Pick<KitchenState, 'inventory' | 'planEntries' | 'week'>, itemId: string): string[] {
  const item = state.inventory[itemId];
  const range = weekRange(state);
  if (!item?.leftover || !range) return [];
  return datesFrom(range.start, daysBetween(range.start, range.end) + 1).filter(
    (date) => date > item.bought && (item.place === 'freezer' || item.date === undefined || date <= item.date),
  );
}

/** The meal a leftover item is portions of: the cooked entry's, else one named after the item. */
function leftoverMeal(state: KitchenState, item: InventoryItem): Meal {
  const cooked = item.leftover?.cookedEntryId ? state.planEntries[item.leftover.cookedEntryId] : undefined;
  if (cooked) return plannedMeal(cooked.meal);
  return namedMeal(item.leftover?.mealId ?? item.id, item.name);
}

export type PlaceLeftoverResult =
  { ok: true; state: KitchenState; entry: PlanEntry } | { ok: false; reason: 'unknown-item' | 'no-portions' | 'day-not-allowed' };

/**
 * Puts leftover portions on a day of the plan as their own entry (a main meal), eating `portions`
 * of them (no more than are free). The day must be one `leftoverDays` allows.
 */
export function placeLeftover(
  state: KitchenState,
  { itemId, date, portions, newId }: { itemId: string; date: string; portions: number; newId: NewId },
): PlaceLeftoverResult {
  const item = state.inventory[itemId];
  if (!item?.leftover) return { ok: false, reason: 'unknown-item' };
  const free = portionsFree(state, itemId);
  const eaten = Math.min(free, Math.max(1, Math.floor(portions)));
  if (free < 1) return { ok: false, reason: 'no-portions' };
  if (!leftoverDays(state, itemId).includes(date)) return { ok: false, reason: 'day-not-allowed' };
  const entry: PlanEntry = { id: newId(), date, slot: 'main', meal: leftoverMeal(state, item), leftoverItemId: item.id, servings: eaten };
  return { ok: true, state: { ...state, planEntries: { ...state.planEntries, [entry.id]: entry } }, entry };
}

/** Takes a leftovers entry off the plan (the portions stay in the inventory). Other entries stay. */
export function removeLeftoverEntry(state: KitchenState, entryId: string): KitchenState {
  const entry = state.planEntries[entryId];
  if (!entry || entry.leftoverItemId === undefined) return state;
  const { [entryId]: _removed, ...planEntries } = state.planEntries;
  return { ...state, planEntries };
}
