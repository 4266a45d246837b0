import { useEffect, useMemo } from 'react';
import { hasPlan, mealsToBuyFor, pantryOf, plannedMeals } from '../../../domain/kitchen/views';
import type { Meal } from '../../../domain/meal';
import { listHoldings } from '../../../domain/pantry/holdings';
import { buildShoppingListWith, type ShoppingListItem } from '../../../domain/shopping-list/build-shopping-list';
import { hasOwnedAmounts } from '../../../domain/kitchen/projections';
import { noAmountsToRead, useAmountReader } from '../../lib/amount-reader';
import { showError } from '../../lib/toasts';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';

/** What the screens say when the amount reader could not load. */
export const AMOUNTS_NOT_READ =
  'Larder could not load what reads amounts such as 200 g: what you have some of counts as had. Reload the page to try again.';

export type PlannedShopping = { ready: boolean; hasPlan: boolean; meals: Meal[]; all: ShoppingListItem[]; toBuy: ShoppingListItem[] };

/**
 * The plan's meals and shopping list as the pantry, shopping and purchase screens read them
 * from the kitchen store: `all` is every ingredient of the meals still to cook (the pantry check
 * asks about each), `toBuy` leaves out what the kitchen has: the pantry check's old answers and,
 * by amount, what the inventory holds (not what was bought on this list: `listHoldings`). Built
 * again only when the plan, the purchases, the answers or the inventory change (not on every tick).
 * An answer that gives an amount owned needs the amount reader: until it loads the screen waits
 * (`ready` false); if it cannot load, such answers count as owned whole, and the cook is told.
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
  const reader = useAmountReader(hasOwnedAmounts({ pantryAnswers }));
  const read = reader.read ?? (reader.failed ? noAmountsToRead : undefined);
  useEffect(() => {
    if (reader.failed) showError('Amounts not read', AMOUNTS_NOT_READ);
  }, [reader.failed]);
  const all = useMemo(() => buildShoppingListWith(noAmountsToRead, meals), [meals]);
  const holdings = useMemo(() => listHoldings({ inventory, purchases }), [inventory, purchases]);
  const toBuy = useMemo(
    () => (read ? buildShoppingListWith(read, meals, pantryOf({ pantryAnswers }), holdings) : []),
    [read, meals, pantryAnswers, holdings],
  );
  return { ready: ready && read !== undefined, hasPlan: hasPlan({ planEntries }), meals, all, toBuy };
}
