import { RECIPES, planMeals } from '../../../catalog';
import type { Shortfall } from '../../../catalog';
import { ownRecipeCandidates, ownRecipeToMeal } from '../../../catalog/own-recipe-meals';
import { ownMealId, type OwnRecipe } from '../../../domain/recipes';
import type { MealProvider } from './provider';

/** The signed-in cook's own recipes, and whether Larder's are planned beside them. */
export type OwnRecipeSupply = { recipes: readonly OwnRecipe[]; source: 'mine' | 'both' };

/**
 * The built-in recipe catalog, with the cook's own recipes as candidates when asked: no key, no
 * network, and it never breaks a hard constraint (own recipes meet the same checks; one with a
 * line Larder could not match is left out for a cook with an allergy, an exclusion or a diet).
 */
export function createCatalogProvider(onShortfall: (shortfall: Shortfall) => void, own?: OwnRecipeSupply): MealProvider {
  return {
    kind: 'catalog',
    async *streamMeals({ preferences, count, breakfasts, avoid, seed }) {
      const mine = own ? ownRecipeCandidates(own.recipes, preferences) : [];
      const byMealId = new Map((own?.recipes ?? []).map((recipe) => [ownMealId(recipe.id), recipe]));
      const { meals, shortfalls } = planMeals(
        { ...preferences, includeBreakfastOptions: breakfasts > 0 },
        {
          count,
          breakfastCount: breakfasts,
          excludeIds: avoid.ids,
          seed,
          ...(own
            ? { recipes: own.source === 'mine' ? mine : [...mine, ...RECIPES], preferredIds: new Set(mine.map((recipe) => recipe.id)) }
            : {}),
        },
      );
      shortfalls.forEach(onShortfall);
      for (const meal of meals) {
        const recipe = byMealId.get(meal.id);
        yield recipe ? ownRecipeToMeal(recipe, preferences.servings) : meal;
      }
    },
  };
}
