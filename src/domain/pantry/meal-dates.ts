import { addDays } from '../dates/iso-date';
import type { PlanEntry } from '../kitchen/items';
import type { KitchenState } from '../kitchen/kitchen-state';
import { weekRange, type PlannedMeal } from '../kitchen/views';
import type { IngredientLine } from '../meal/meal';
import { NO_EXPIRY } from '../meal-plan/expiry-order';
import { leftoverUseBy } from './leftover-life';
import { foodKey, ingredientItems, sameFood } from './holdings';
import type { InventoryItem } from './inventory';
import { proposeDate } from './storage-life';

/*
 * The flexible view's order by real dates (spec §2 'sorted by earliest ingredient expiry', issue
 * #16): a meal's date is the earliest among its ingredients, from what the inventory holds or,
 * before anything is bought, the date each would be eaten by if bought on the shopping day. A meal
 * with no date sorts last (9999-12-31, the spec's default).
 */

/** A date a meal must be cooked by, and the food that sets it. */
export type UseBy = { date: string; food: string };

export type PlanDates = {
  /** Every uncooked entry's earliest date. */
  byEntry: ReadonlyMap<string, UseBy>;
  /**
   * The "Use by" note: on the entry that holds a food (the first uncooked entry, in day order, to
   * use it) the soonest date among the foods it holds, when that falls within the plan.
   */
  notes: ReadonlyMap<string, UseBy>;
};

/** The day the week's food is bought: the week's first day (the shopping day), or today once that has passed. */
export function shoppingDay(state: Pick<KitchenState, 'week' | 'planEntries'>, today: string): string {
  const start = state.week?.startDate ?? weekRange(state)?.start ?? today;
  return start < today ? today : start;
}

/** The date a line's food must be eaten by: the kitchen's earliest item, the purchase's date, or the estimate. */
function lineDate(line: IngredientLine, items: readonly InventoryItem[], buyDay: string): string | undefined {
  let earliest: string | undefined;
  for (const item of items) if (item.date && sameFood(item, line) && (!earliest || item.date < earliest)) earliest = item.date;
  if (earliest) return earliest;
  const recorded = line.actualExpiryDate ?? line.expiryDate;
  if (recorded) return recorded;
  if (line.storageLife) return proposeDate(line.storageLife, { bought: buyDay, place: line.storageLife.place }).date;
  return line.shelfLifeDays ? addDays(buyDay, line.shelfLifeDays) : undefined;
}

function leftoverDate(entry: PlanEntry, state: Pick<KitchenState, 'inventory' | 'planEntries'>): UseBy | undefined {
  const label = `Leftovers: ${entry.meal.name}`;
  if (entry.leftoverItemId !== undefined) {
    const date = state.inventory[entry.leftoverItemId]?.date;
    return date ? { date, food: label } : undefined;
  }
  const cooked = entry.leftoverOf ? state.planEntries[entry.leftoverOf] : undefined;
  return cooked ? { date: leftoverUseBy(entry.meal, cooked.cooked ?? cooked.date), food: label } : undefined;
}

/**
 * Each uncooked entry's date (`byEntry`) and the notes the plan views show (`notes`), from the plan
 * (in day order, purchases shown on its lines), the inventory and today.
 */
export function planUseByDates(
  state: Pick<KitchenState, 'week' | 'planEntries' | 'inventory'>,
  planned: readonly PlannedMeal[],
  today: string,
): PlanDates {
  const buyDay = shoppingDay(state, today);
  const items = ingredientItems(Object.values(state.inventory));
  const byEntry = new Map<string, UseBy>();
  const holder = new Map<string, { entryId: string; useBy: UseBy }>();
  for (const { entry, meal } of planned) {
    if (entry.cooked !== undefined) continue;
    if (entry.leftoverItemId !== undefined || entry.leftoverOf !== undefined) {
      const useBy = leftoverDate(entry, state);
      if (useBy) {
        byEntry.set(entry.id, useBy);
        holder.set(`entry:${entry.id}`, { entryId: entry.id, useBy });
      }
      continue;
    }
    let earliest: UseBy | undefined;
    for (const line of meal.ingredients) {
      const date = lineDate(line, items, buyDay);
      if (!date) continue;
      const useBy = { date, food: line.name };
      if (!earliest || date < earliest.date) earliest = useBy;
      const key = foodKey(line);
      if (!holder.has(key)) holder.set(key, { entryId: entry.id, useBy });
    }
    if (earliest) byEntry.set(entry.id, earliest);
  }

  const end = weekRange(state)?.end ?? today;
  const notes = new Map<string, UseBy>();
  for (const { entryId, useBy } of holder.values()) {
    if (useBy.date > end) continue;
    const current = notes.get(entryId);
    if (!current || useBy.date < current.date) notes.set(entryId, useBy);
  }
  return { byEntry, notes };
}

/** Entries in the order their food goes off (stable for equal dates); no date sorts last. */
export function sortByUseBy<T extends { entry: Pick<PlanEntry, 'id'> }>(planned: readonly T[], dates: PlanDates): T[] {
  return planned
    .map((item, index) => ({ item, index, date: dates.byEntry.get(item.entry.id)?.date ?? NO_EXPIRY }))
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? -1 : 1))
    .map(({ item }) => item);
}
