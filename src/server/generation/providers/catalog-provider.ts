import { planMealsFor } from '../../../catalog';
import type { Shortfall } from '../../../catalog';
import { ownRecipeToMeal, recipePool, type OwnRecipeSupply } from '../../../catalog/own-recipe-meals';
import type { MealProvider } from './provider';

export type { OwnRecipeSupply } from '../../../catalog/own-recipe-meals';

/**
 * The built-in recipe catalog, with the cook's own recipes as candidates when asked: no key, no
 * network, and it never breaks a hard constraint (own recipes meet the same checks; one with a
 * line Larder could not match is left out for a cook with an allergy, an exclusion or a diet).
 */
export function createCatalogProvider(onShortfall: (shortfall: Shortfall) => void, own?: OwnRecipeSupply): MealProvider {
  return {
    kind: 'catalog',
    async *streamMeals({ preferences, count, breakfasts, avoid, seed }) {
      const pool = recipePool(own, preferences);
      const { meals, shortfalls } = planMealsFor(
        { ...preferences, includeBreakfastOptions: breakfasts > 0 },
        {
          count,
          breakfastCount: breakfasts,
          excludeIds: avoid.ids,
          seed,
          ...(own ? { recipes: pool.recipes, preferredIds: pool.ownIds } : {}),
        },
      );
      shortfalls.forEach(onShortfall);
      for (const meal of meals) {
        const recipe = pool.ownRecipeOf(meal.id);
        yield recipe ? ownRecipeToMeal(recipe, preferences.servings) : meal;
      }
    },
  };
}
