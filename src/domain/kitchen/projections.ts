import { weekdayOf } from '../dates/iso-date';
import { toSpecMeal } from '../meal/spec-meal';
import type { MealPlan } from '../meal-plan/meal-plan';
import type { ShoppingItem } from '../shopping-list/shopping-item';
import { buildShoppingListWith, type AmountReader } from '../shopping-list/build-shopping-list';
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

/** Whether the pantry check's answers give an amount owned, which the shopping list must read. */
export function hasOwnedAmounts(state: Pick<KitchenState, 'pantryAnswers'>): boolean {
  return Object.values(pantryOf(state)).some((answer) => answer.owned && Boolean(answer.amount));
}

/**
 * 'shoppingList': the plan's ingredients not owned (pantry answers, the inventory), merged, with
 * their price, category and tick. `readAmount` reads the amounts owned (`hasOwnedAmounts`).
 */
export function shoppingListProjection(state: KitchenState, readAmount: AmountReader): ShoppingItem[] {
  const ticks = ticksOf(state);
  return buildShoppingListWith(readAmount, mealsToBuyFor(plannedMeals(state)), pantryOf(state), listHoldings(state)).map(
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
