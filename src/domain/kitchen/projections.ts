import { weekdayOf } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import type { MealPlan } from '../meal-plan/meal-plan';
import type { ShoppingItem } from '../shopping-list/shopping-item';
import { buildShoppingList } from '../shopping-list/build-shopping-list';
import type { KitchenState } from './kitchen-state';
import { mealsToBuyFor, pantryOf, plannedMeals, ticksOf } from './views';

/**
 * The spec's named browser-storage values (meal-planning-flow §3: session storage 'mealPlan' and
 * 'shoppingList'), derived from a kitchen. They are written for whoever reads the spec's keys and
 * never read back by Larder (except once, by the migration from the storage of older versions).
 */

/** 'mealPlan': an object keyed by weekday, each day with its main meal and breakfast. */
export function mealPlanProjection(state: KitchenState): Partial<MealPlan> {
  const plan: Partial<Record<keyof MealPlan, { main?: Meal; breakfast?: Meal }>> = {};
  for (const { entry, meal } of plannedMeals(state)) {
    const day = (plan[weekdayOf(entry.date)] ??= {});
    if (day[entry.slot]) continue;
    day[entry.slot] = {
      ...meal,
      ...(entry.saved ? { isSaved: true } : {}),
      ...(entry.doNotRecommend ? { doNotRecommend: true } : {}),
    };
  }
  return plan;
}

/** 'shoppingList': the plan's ingredients not owned, merged, with their price, category and tick. */
export function shoppingListProjection(state: KitchenState): ShoppingItem[] {
  const ticks = ticksOf(state);
  return buildShoppingList(mealsToBuyFor(plannedMeals(state)), pantryOf(state)).map(({ key, name, quantity, price, category }) => ({
    name,
    quantity,
    ...(price !== undefined ? { price } : {}),
    category,
    checked: ticks[key] === true,
  }));
}
