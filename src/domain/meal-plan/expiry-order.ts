import type { Meal } from '../meal/meal';

/** Spec §2: a meal with no dated ingredient sorts last. */
export const NO_EXPIRY = '9999-12-31';

/** The earliest date among a meal's ingredients: the real one when bought, else the estimate. */
export function earliestExpiry(meal: Meal): string {
  return meal.ingredients.reduce((earliest, ingredient) => {
    const date = ingredient.actualExpiryDate ?? ingredient.expiryDate;
    return date && date < earliest ? date : earliest;
  }, NO_EXPIRY);
}

/** Meals ordered so what goes off first is cooked first (stable for equal dates). */
export function sortByExpiry(meals: readonly Meal[]): Meal[] {
  return sortPlannedByExpiry(meals.map((meal) => ({ meal }))).map(({ meal }) => meal);
}

/** The same order for plan entries, by their meals (what was bought shown on them). */
export function sortPlannedByExpiry<T extends { meal: Meal }>(planned: readonly T[]): T[] {
  return planned
    .map((item, index) => ({ item, index, expiry: earliestExpiry(item.meal) }))
    .sort((a, b) => (a.expiry === b.expiry ? a.index - b.index : a.expiry < b.expiry ? -1 : 1))
    .map((entry) => entry.item);
}
