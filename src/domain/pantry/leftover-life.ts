import { addDays } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import { LEFTOVER_FRIDGE_DAYS, UNKNOWN_DISH_LEFTOVERS } from './storage-life-constants';

/** How a meal's leftovers keep: its recipe's fridge days and freezing, else the FSA's default (`UNKNOWN_DISH_LEFTOVERS`). */
export function mealLeftoverLife(meal: Pick<Meal, 'leftovers'>): { fridgeDays: number; freezes: boolean } {
  return meal.leftovers ?? UNKNOWN_DISH_LEFTOVERS;
}

/** The last day to eat a meal's leftovers kept in the fridge: its fridge days, never beyond the FSA's two. */
export function leftoverUseBy(meal: Pick<Meal, 'leftovers'>, cooked: string): string {
  return addDays(cooked, Math.min(mealLeftoverLife(meal).fridgeDays, LEFTOVER_FRIDGE_DAYS));
}
