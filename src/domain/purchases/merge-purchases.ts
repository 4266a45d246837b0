import type { Meal } from '../meal/meal';
import { WEEKDAYS, type MealPlan } from '../meal-plan/meal-plan';
import type { PurchaseRecord } from './purchase-record';

/**
 * Spec §4 'Purchase input': Save merges 'purchased' and the actual expiry date (falling back to
 * the expiry already recorded) into every matching ingredient of every meal in the plan.
 */
export function mergePurchasesIntoPlan(plan: MealPlan, records: readonly PurchaseRecord[]): MealPlan {
  const byName = new Map(records.map((record) => [record.name.trim().toLowerCase(), record]));
  const update = (meal: Meal | undefined): Meal | undefined => {
    if (!meal) return meal;
    return {
      ...meal,
      ingredients: meal.ingredients.map((ingredient) => {
        const record = byName.get(ingredient.name.trim().toLowerCase());
        if (!record) return ingredient;
        const actualExpiryDate = record.actualExpiryDate ?? ingredient.actualExpiryDate;
        return { ...ingredient, purchased: record.purchased, ...(actualExpiryDate ? { actualExpiryDate } : {}) };
      }),
    };
  };
  const next = { ...plan };
  for (const day of WEEKDAYS) {
    const main = update(plan[day].main);
    const breakfast = update(plan[day].breakfast);
    next[day] = { ...(main ? { main } : {}), ...(breakfast ? { breakfast } : {}) };
  }
  return next;
}

/** An ISO date some days after another, in UTC calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Beyond the spec: a bought item's expiry proposed from its typical shelf life. */
export function proposeExpiry(today: string, shelfLifeDays: number | undefined): string | undefined {
  return shelfLifeDays ? addDays(today, shelfLifeDays) : undefined;
}
