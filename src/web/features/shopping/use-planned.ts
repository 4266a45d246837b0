import { useMemo } from 'react';
import { hasPlan, mealsToBuyFor, pantryOf, plannedMeals } from '../../../domain/kitchen/views';
import type { Meal } from '../../../domain/meal';
import { buildShoppingList, type ShoppingListItem } from '../../../domain/shopping-list';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';

export type PlannedShopping = { ready: boolean; hasPlan: boolean; meals: Meal[]; all: ShoppingListItem[]; toBuy: ShoppingListItem[] };

/**
 * The plan's meals and shopping list as the pantry, shopping and purchase screens read them
 * from the kitchen store: `all` is every ingredient (the pantry check asks about each), `toBuy`
 * leaves out what the pantry check said is owned. Built again only when the plan, the purchases
 * or the pantry answers change (not on every tick).
 */
export function usePlannedShopping(): PlannedShopping {
  const { ready } = useKitchenStatus();
  const week = useKitchen((state) => state.week);
  const planEntries = useKitchen((state) => state.planEntries);
  const purchases = useKitchen((state) => state.purchases);
  const pantryAnswers = useKitchen((state) => state.pantryAnswers);
  // Leftover entries eat portions cooked (and bought for) on an earlier day.
  const meals = useMemo(() => mealsToBuyFor(plannedMeals({ week, planEntries, purchases })), [week, planEntries, purchases]);
  const all = useMemo(() => buildShoppingList(meals), [meals]);
  const toBuy = useMemo(() => buildShoppingList(meals, pantryOf({ pantryAnswers })), [meals, pantryAnswers]);
  return { ready, hasPlan: hasPlan({ planEntries }), meals, all, toBuy };
}
