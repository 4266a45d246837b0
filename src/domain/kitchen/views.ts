import { addDays, datesFrom, daysBetween, weekdayOf } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import type { Pantry } from '../meal-plan/plan-state';
import { mealWithPurchases, purchasesByKey } from '../purchases/merge-purchases';
import type { StoredForecast } from '../week-plan/forecast-schema';
import type { PlanEntry, PurchaseItem } from './items';
import type { KitchenState } from './kitchen-state';

/**
 * What the screens read from a kitchen, derived and never stored: the week's days, the meals in
 * day order with what was bought shown on their ingredients, the pantry answers and the ticks in
 * the shapes the shopping list takes.
 */

/** The first and last date the plan covers: the cook's week, widened to any entry outside it. */
export function weekRange(state: Pick<KitchenState, 'week' | 'planEntries'>): { start: string; end: string } | undefined {
  const dates = Object.values(state.planEntries).map((entry) => entry.date);
  const week = state.week;
  if (!week && dates.length === 0) return undefined;
  let start = week?.startDate ?? dates.reduce((a, b) => (a < b ? a : b));
  let end = addDays(start, (week?.days ?? 7) - 1);
  for (const date of dates) {
    if (date < start) start = date;
    if (date > end) end = date;
  }
  return { start, end };
}

export type PlanDay = { date: string; main: PlanEntry[]; breakfast: PlanEntry[] };

const byDateThenId = (a: PlanEntry, b: PlanEntry) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1);

/** Every day of the plan in order, each with its main and breakfast entries (usually one or none). */
export function planDays(state: Pick<KitchenState, 'week' | 'planEntries'>): PlanDay[] {
  const range = weekRange(state);
  if (!range) return [];
  const days = datesFrom(range.start, daysBetween(range.start, range.end) + 1).map((date): PlanDay => ({ date, main: [], breakfast: [] }));
  for (const entry of Object.values(state.planEntries).sort(byDateThenId)) {
    days[daysBetween(range.start, entry.date)]?.[entry.slot].push(entry);
  }
  return days;
}

/** The entries in day order, a day's main before its breakfast (as the weekday plan listed them). */
export function entriesInOrder(state: Pick<KitchenState, 'week' | 'planEntries'>): PlanEntry[] {
  return planDays(state).flatMap((day) => [...day.main, ...day.breakfast]);
}

/**
 * Whether the entry eats leftovers: portions cooked on an earlier day of the plan (`leftoverOf`)
 * or kept in the inventory (`leftoverItemId`).
 */
export function isLeftover(entry: Pick<PlanEntry, 'leftoverOf' | 'leftoverItemId'>): boolean {
  return entry.leftoverOf !== undefined || entry.leftoverItemId !== undefined;
}

/** Whether the entry's meal is cooked from ingredients (and bought for), not eaten from leftovers. */
export function isCooked(entry: Pick<PlanEntry, 'leftoverOf' | 'leftoverItemId'>): boolean {
  return !isLeftover(entry);
}

/**
 * The meals the shopping list buys for: every entry's meal but the leftovers' and those already
 * cooked (their food has left the inventory, which the list no longer needs to cover).
 */
export function mealsToBuyFor(planned: readonly PlannedMeal[]): Meal[] {
  return planned.filter(({ entry }) => isCooked(entry) && entry.cooked === undefined).map(({ meal }) => meal);
}

/**
 * The dinners a forecast is for, as one string: the week's main entries by date, each with its
 * meal and whether it is a leftover. A moved, swapped or replaced dinner changes it.
 */
export function forecastPlanKey(state: Pick<KitchenState, 'week' | 'planEntries'>): string {
  const days = planDays(state);
  const start = state.week?.startDate ?? days[0]?.date ?? '';
  // Days counted from the week's start: moving the whole week keeps its forecast.
  return days
    .flatMap((day) => day.main.map((entry) => `${daysBetween(start, day.date)}:${entry.meal.id}${isCooked(entry) ? '' : ':leftover'}`))
    .join('|');
}

/** The week's forecast, and whether the plan is still the one it was worked out for. */
export function weekForecastOf(
  state: Pick<KitchenState, 'week' | 'planEntries'>,
): { forecast: StoredForecast; current: boolean } | undefined {
  const forecast = state.week?.forecast;
  if (!forecast) return undefined;
  return { forecast, current: forecast.planKey === forecastPlanKey(state) };
}

export function hasPlan(state: Pick<KitchenState, 'planEntries'>): boolean {
  return Object.keys(state.planEntries).length > 0;
}

/** An entry's meal as the screens show it: what was bought marked on its ingredients. */
export type PlannedMeal = { entry: PlanEntry; meal: Meal };

export function plannedMeals(state: Pick<KitchenState, 'week' | 'planEntries' | 'purchases'>): PlannedMeal[] {
  const byKey = purchasesByKey(Object.values(state.purchases));
  return entriesInOrder(state).map((entry) => ({ entry, meal: mealWithPurchases(entry.meal, byKey) }));
}

/** The pantry check's answers as the shopping list reads them. */
export function pantryOf(state: Pick<KitchenState, 'pantryAnswers'>): Pantry {
  return Object.fromEntries(
    Object.values(state.pantryAnswers).map((answer) => [
      answer.itemKey,
      { owned: answer.owned, ...(answer.amount ? { amount: answer.amount } : {}) },
    ]),
  );
}

export function ticksOf(state: Pick<KitchenState, 'shoppingTicks'>): Record<string, boolean> {
  return Object.fromEntries(Object.values(state.shoppingTicks).map((tick) => [tick.itemKey, tick.ticked]));
}

export function purchaseList(state: KitchenState): PurchaseItem[] {
  return Object.values(state.purchases);
}

/** What a generation request leaves out: the meals the cook asked never to be offered again. */
export function avoidedMeals(state: KitchenState): { ids: string[]; names: string[] } {
  return { ids: state.dismissedMeals.map((meal) => meal.id), names: state.dismissedMeals.map((meal) => meal.name) };
}

/** The planned meals by weekday and slot ('Monday/main/dal'), sorted: a week's plan without its dates and entry ids. */
function weekdayMeals(state: Pick<KitchenState, 'planEntries'>): string[] {
  return Object.values(state.planEntries)
    .map((entry) => `${weekdayOf(entry.date)}/${entry.slot}/${entry.meal.id}`)
    .sort();
}

/**
 * Whether two kitchens plan the same meals on the same weekdays. A browser that kept a signed-in
 * cook's plan before the kitchen model holds a copy of the account's old plan document: read in
 * by the page and converted by the server, the two agree here (their weeks may start on
 * different Mondays), and the copy is not offered to the account again.
 */
export function samePlannedMeals(a: Pick<KitchenState, 'planEntries'>, b: Pick<KitchenState, 'planEntries'>): boolean {
  const left = weekdayMeals(a);
  const right = weekdayMeals(b);
  return left.length > 0 && left.length === right.length && left.every((key, index) => key === right[index]);
}
