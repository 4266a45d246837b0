import { weekdayOf } from '../dates/iso-date';
import { toSpecMeal } from '../meal/stored-meal';
import type { MealPlan } from '../meal-plan/meal-plan';
import type { ShoppingItem } from '../shopping-list/shopping-item';
import { buildShoppingList } from '../shopping-list/build-shopping-list';
import { listHoldings } from '../pantry/holdings';
import type { KitchenState } from './kitchen-state';
import { mealsToBuyFor, pantryOf, plannedMeals, ticksOf } from './views';

/**
 * The spec's named browser-storage values (meal-planning-flow §3: session storage 'mealPlan' and
 * 'shoppingList'), derived from a kitchen. They are written for whoever reads the spec's keys and
 * never read back by Larder (except once, by the migration from the storage of older versions).
 */

export type SpecMealPlan = Partial<Record<keyof MealPlan, { main?: Record<string, unknown>; breakfast?: Record<string, unknown> }>>;

/** 'mealPlan': an object keyed by weekday, each day with its main meal and breakfast, meals in the spec's data model. */
export function mealPlanProjection(state: KitchenState): SpecMealPlan {
  const plan: SpecMealPlan = {};
  for (const { entry, meal } of plannedMeals(state)) {
    const day = (plan[weekdayOf(entry.date)] ??= {});
    if (day[entry.slot]) continue;
    day[entry.slot] = {
      ...toSpecMeal(meal),
      ...(entry.saved ? { isSaved: true } : {}),
      ...(entry.doNotRecommend ? { doNotRecommend: true } : {}),
    };
  }
  return plan;
}

/** 'shoppingList': the plan's ingredients not owned (pantry answers, the inventory), merged, with their price, category and tick. */
export function shoppingListProjection(state: KitchenState): ShoppingItem[] {
  const ticks = ticksOf(state);
  return buildShoppingList(mealsToBuyFor(plannedMeals(state)), pantryOf(state), listHoldings(state)).map(
    ({ key, name, quantity, pricePence, category }) => ({
      name,
      quantity,
      // The spec's shopping item keeps its price in pounds.
      ...(pricePence !== undefined ? { price: pricePence / 100 } : {}),
      category,
      checked: ticks[key] === true,
    }),
  );
}
