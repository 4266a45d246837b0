import { addDays } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import type { MealSelection, SlotType } from '../meal-plan/meal-plan';
import type { Preferences } from '../preferences/preferences';
import type { PlanEntry } from './items';
import type { KitchenState } from './kitchen-state';

/**
 * What a cook does to their kitchen, as pure functions from one state to the next. Each keeps
 * the identity of every part it leaves alone (see `kitchenChanges`), and none reads a clock or
 * makes ids: the caller passes them in.
 */
export type NewId = () => string;

export const DAYS_IN_WEEK = 7;

export function setPreferences(state: KitchenState, preferences: Preferences): KitchenState {
  return { ...state, preferences };
}

export function setDefaultPreferences(state: KitchenState, preferences: Preferences): KitchenState {
  return { ...state, defaultPreferences: preferences };
}

export function setSelection(state: KitchenState, selection: MealSelection | null): KitchenState {
  return state.selection === selection ? state : { ...state, selection };
}

/** A meal as a plan entry keeps it: the cook's marks live on the entry, and client flags go. */
export function plannedMeal(meal: Meal): Meal {
  const { imageLoading: _loading, isFavorite: _favorite, isSaved: _saved, doNotRecommend: _dismissed, ...rest } = meal;
  return rest;
}

/**
 * docs/design.md §6.3 with dates: selected main meals fill the days from the start date in the order
 * they were chosen, one a day; selected breakfasts fill the breakfast slots the same way. The
 * week replaces the previous one, and its shopping ticks and purchases go with it (a new list to
 * shop and buy from: what was bought is in the inventory, which stays, and the new list subtracts
 * it); the pantry answers describe the kitchen and stay.
 */
export function createWeek(
  state: KitchenState,
  { startDate, selected, newId, days = DAYS_IN_WEEK }: { startDate: string; selected: readonly Meal[]; newId: NewId; days?: number },
): KitchenState {
  const entries: Record<string, PlanEntry> = {};
  const place = (meals: readonly Meal[], slot: SlotType) =>
    meals.slice(0, days).forEach((meal, index) => {
      const id = newId();
      entries[id] = { id, date: addDays(startDate, index), slot, meal: plannedMeal(meal) };
    });
  place(
    selected.filter((meal) => !meal.isBreakfast),
    'main',
  );
  place(
    selected.filter((meal) => meal.isBreakfast),
    'breakfast',
  );
  return { ...state, week: { startDate, days }, planEntries: entries, shoppingTicks: {}, purchases: {} };
}
