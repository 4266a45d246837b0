import { useMemo } from 'react';
import { hasPlan, mealsToBuyFor, pantryOf, plannedMeals } from '../../../domain/kitchen/views';
import type { Meal } from '../../../domain/meal';
import { listHoldings } from '../../../domain/pantry/holdings';
import { buildShoppingList, type ShoppingListItem } from '../../../domain/shopping-list';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';

export type PlannedShopping = { ready: boolean; hasPlan: boolean; meals: Meal[]; all: ShoppingListItem[]; toBuy: ShoppingListItem[] };

/**
 * The plan's meals and shopping list as the pantry, shopping and purchase screens read them
 * from the kitchen store: `all` is every ingredient of the meals still to cook (the pantry check
 * asks about each), `toBuy` leaves out what the kitchen has: the pantry check's old answers and,
 * by amount, what the inventory holds (not what was bought on this list: `listHoldings`). Built
 * again only when the plan, the purchases, the answers or the inventory change (not on every tick).
 */
export function usePlannedShopping(): PlannedShopping {
  const { ready } = useKitchenStatus();
  const week = useKitchen((state) => state.week);
  const planEntries = useKitchen((state) => state.planEntries);
  const purchases = useKitchen((state) => state.purchases);
  const pantryAnswers = useKitchen((state) => state.pantryAnswers);
  const inventory = useKitchen((state) => state.inventory);
  // Leftover entries eat portions cooked (and bought for) on an earlier day; cooked meals are done.
  const meals = useMemo(() => mealsToBuyFor(plannedMeals({ week, planEntries, purchases })), [week, planEntries, purchases]);
  const all = useMemo(() => buildShoppingList(meals), [meals]);
  const holdings = useMemo(() => listHoldings({ inventory, purchases }), [inventory, purchases]);
  const toBuy = useMemo(() => buildShoppingList(meals, pantryOf({ pantryAnswers }), holdings), [meals, pantryAnswers, holdings]);
  return { ready, hasPlan: hasPlan({ planEntries }), meals, all, toBuy };
}
