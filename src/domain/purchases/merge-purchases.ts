import { WEEKDAY_NAMES, addDays } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import type { MealPlan } from '../meal-plan/meal-plan';
import { itemKey } from '../shopping-list/item-key';
import type { PurchaseRecord } from './purchase-record';

/** Purchases by the item they are for (`itemKey` of the name). */
export function purchasesByKey(records: Iterable<PurchaseRecord>): Map<string, PurchaseRecord> {
  return new Map([...records].map((record) => [itemKey(record.name), record]));
}

/**
 * Spec §4 'Purchase input': what was bought, with its actual expiry date (falling back to the
 * expiry already recorded), shows on every matching ingredient of a meal.
 */
export function mealWithPurchases(meal: Meal, byKey: ReadonlyMap<string, PurchaseRecord>): Meal {
  if (byKey.size === 0) return meal;
  let changed = false;
  const ingredients = meal.ingredients.map((ingredient) => {
    const record = byKey.get(itemKey(ingredient.name));
    if (!record) return ingredient;
    changed = true;
    const actualExpiryDate = record.actualExpiryDate ?? ingredient.actualExpiryDate;
    return { ...ingredient, purchased: record.purchased, ...(actualExpiryDate ? { actualExpiryDate } : {}) };
  });
  return changed ? { ...meal, ingredients } : meal;
}

/** The same for every meal of a weekday plan. */
export function mergePurchasesIntoPlan(plan: MealPlan, records: readonly PurchaseRecord[]): MealPlan {
  const byKey = purchasesByKey(records);
  const next = { ...plan };
  for (const day of WEEKDAY_NAMES) {
    const { main, breakfast } = plan[day];
    next[day] = {
      ...(main ? { main: mealWithPurchases(main, byKey) } : {}),
      ...(breakfast ? { breakfast: mealWithPurchases(breakfast, byKey) } : {}),
    };
  }
  return next;
}

/** Beyond the spec: a bought item's expiry proposed from its typical shelf life. */
export function proposeExpiry(today: string, shelfLifeDays: number | undefined): string | undefined {
  return shelfLifeDays ? addDays(today, shelfLifeDays) : undefined;
}
