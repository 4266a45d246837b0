import { planMeals } from '../../../catalog';
import type { Shortfall } from '../../../catalog';
import type { MealProvider } from './provider';

/** The built-in recipe catalog: no key, no network, and it never breaks a hard constraint. */
export function createCatalogProvider(onShortfall: (shortfall: Shortfall) => void): MealProvider {
  return {
    kind: 'catalog',
    async *streamMeals({ preferences, count, breakfasts, avoid, seed }) {
      const { meals, shortfalls } = planMeals(
        { ...preferences, includeBreakfastOptions: breakfasts > 0 },
        { count, breakfastCount: breakfasts, excludeIds: avoid.ids, seed },
      );
      shortfalls.forEach(onShortfall);
      yield* meals;
    },
  };
}
