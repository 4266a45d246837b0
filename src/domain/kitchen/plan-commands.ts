import { addDays, daysBetween } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import type { SlotType } from '../meal-plan/meal-plan';
import type { PlannedDay, WeekForecast } from '../week-plan';
import { DAYS_IN_WEEK, plannedMeal, type NewId } from './commands';
import type { PlanEntry } from './items';
import type { DismissedMeal, KitchenState } from './kitchen-state';
import { forecastPlanKey, weekRange } from './views';

/*
 * What a cook does to the week once it is planned: the planner's week stored, the week moved,
 * a meal moved, a meal's marks. Pure functions from one state to the next, like commands.ts's;
 * each group of commands is a module of its own, so a screen brings only those it uses (decision
 * 0015).
 */

/**
 * "Complete my week" (issue #17): the week as the planner answered it. Each cooking day is an
 * entry whose meal is written for every portion cooked (`servings` says how many are eaten that
 * day, `portionsFrozen` how many go in the freezer); each leftover day an entry that eats them
 * (`leftoverOf`). Chosen meals the planner could not know (a model's) follow its days; selected
 * breakfasts fill the breakfast slots as `createWeek` does. The forecast is kept with the week,
 * for the dinners it was worked out for.
 */
export function completeWeek(
  state: KitchenState,
  {
    startDate,
    planned,
    forecast,
    otherDinners = [],
    breakfasts = [],
    newId,
    days = DAYS_IN_WEEK,
  }: {
    startDate: string;
    planned: readonly Pick<PlannedDay, 'day' | 'kind' | 'servings' | 'portionsFrozen' | 'cookedOnDay' | 'meal'>[];
    forecast: WeekForecast;
    otherDinners?: readonly Meal[];
    breakfasts?: readonly Meal[];
    newId: NewId;
    days?: number;
  },
): KitchenState {
  const entries: Record<string, PlanEntry> = {};
  const cookedOn = new Map<number, string>();
  const dateOf = (day: number) => addDays(startDate, day - 1);
  for (const day of planned) {
    if (day.kind !== 'cook') continue;
    const id = newId();
    cookedOn.set(day.day, id);
    const portions = day.meal.servings ?? day.servings;
    entries[id] = {
      id,
      date: dateOf(day.day),
      slot: 'main',
      meal: plannedMeal(day.meal),
      ...(portions > day.servings ? { servings: day.servings } : {}),
      ...(day.portionsFrozen ? { portionsFrozen: day.portionsFrozen } : {}),
    };
  }
  for (const day of planned) {
    if (day.kind !== 'leftover') continue;
    const id = newId();
    const leftoverOf = day.cookedOnDay === undefined ? undefined : cookedOn.get(day.cookedOnDay);
    entries[id] = { id, date: dateOf(day.day), slot: 'main', meal: plannedMeal(day.meal), ...(leftoverOf ? { leftoverOf } : {}) };
  }
  const lastDay = Math.max(0, ...planned.map((day) => day.day));
  otherDinners.slice(0, Math.max(0, days - lastDay)).forEach((meal, index) => {
    const id = newId();
    entries[id] = { id, date: dateOf(lastDay + index + 1), slot: 'main', meal: plannedMeal(meal) };
  });
  breakfasts.slice(0, days).forEach((meal, index) => {
    const id = newId();
    entries[id] = { id, date: addDays(startDate, index), slot: 'breakfast', meal: plannedMeal(meal) };
  });
  const week = { startDate, days };
  const planKey = forecastPlanKey({ week, planEntries: entries });
  return { ...state, week: { ...week, forecast: { ...forecast, planKey } }, planEntries: entries, shoppingTicks: {}, purchases: {} };
}

/** Moves the whole week to another first day: every entry keeps its place in the week. */
export function moveWeekStart(state: KitchenState, startDate: string): KitchenState {
  if (!state.week || state.week.startDate === startDate) return state;
  const shift = daysBetween(state.week.startDate, startDate);
  const planEntries = Object.fromEntries(
    Object.entries(state.planEntries).map(([id, entry]) => [id, { ...entry, date: addDays(entry.date, shift) }]),
  );
  return { ...state, week: { ...state.week, startDate }, planEntries };
}

export type SlotRef = { date: string; slot: SlotType };

export type MoveResult =
  | { ok: true; state: KitchenState; moved: PlanEntry; from: SlotRef; to: SlotRef; swappedWith: PlanEntry | undefined }
  | { ok: false; reason: 'unknown-entry' | 'same-slot' | 'different-type' | 'outside-week' | 'leftover-before-cooking' };

/** What kind of meal an entry holds: a breakfast stays a breakfast whatever slot it sits in. */
const kindOf = (entry: PlanEntry) => (entry.meal.isBreakfast ? 'breakfast' : 'main');

/**
 * Spec §4 with dates: dropping a meal on another day of the week swaps the two meals' dates
 * (or moves it, when that day is free), only between slots of the same type.
 */
/** Whether a leftover portion would be eaten on or before the day its dish is cooked. */
function leftoverBeforeCooking(entries: Record<string, PlanEntry>): boolean {
  return Object.values(entries).some((entry) => {
    const cooked = entry.leftoverOf === undefined ? undefined : entries[entry.leftoverOf];
    return cooked !== undefined && entry.date <= cooked.date;
  });
}

export function moveEntry(state: KitchenState, entryId: string, to: SlotRef): MoveResult {
  const moving = state.planEntries[entryId];
  if (!moving) return { ok: false, reason: 'unknown-entry' };
  const from = { date: moving.date, slot: moving.slot };
  if (from.date === to.date && from.slot === to.slot) return { ok: false, reason: 'same-slot' };
  const range = weekRange(state);
  if (!range || to.date < range.start || to.date > range.end) return { ok: false, reason: 'outside-week' };
  const target = Object.values(state.planEntries).find(
    (entry) => entry.date === to.date && entry.slot === to.slot && entry.id !== moving.id,
  );
  if (from.slot !== to.slot || (target && kindOf(target) !== kindOf(moving))) return { ok: false, reason: 'different-type' };
  const planEntries = { ...state.planEntries, [moving.id]: { ...moving, date: to.date } };
  if (target) planEntries[target.id] = { ...target, date: from.date };
  if (leftoverBeforeCooking(planEntries)) return { ok: false, reason: 'leftover-before-cooking' };
  return { ok: true, state: { ...state, planEntries }, moved: moving, from, to, swappedWith: target };
}

function withDismissed(list: DismissedMeal[], meal: Meal, dismissed: boolean): DismissedMeal[] {
  const present = list.some((entry) => entry.id === meal.id);
  if (dismissed === present) return list;
  return dismissed ? [...list, { id: meal.id, name: meal.name }] : list.filter((entry) => entry.id !== meal.id);
}

/**
 * The plan card's marks: saved for later, and "Don't recommend again", which also puts the meal
 * on the cook's list of meals later generations leave out.
 */
/** The cook's marks on a planned meal: saved to favourites, not to be suggested again. */
export type EntryMarks = { saved?: boolean; doNotRecommend?: boolean };

export function setEntryMarks(state: KitchenState, entryId: string, marks: EntryMarks): KitchenState {
  const entry = state.planEntries[entryId];
  if (!entry) return state;
  const next: PlanEntry = { ...entry };
  if (marks.saved !== undefined) next.saved = marks.saved;
  if (marks.doNotRecommend !== undefined) next.doNotRecommend = marks.doNotRecommend;
  const dismissedMeals =
    marks.doNotRecommend === undefined ? state.dismissedMeals : withDismissed(state.dismissedMeals, entry.meal, marks.doNotRecommend);
  return { ...state, planEntries: { ...state.planEntries, [entryId]: next }, dismissedMeals };
}
