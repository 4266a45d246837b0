import { constraintContext, keeps } from './constraints';
import { RECIPES } from './data/recipes';
import { recipeFacts } from './recipe-facts';
import type { Recipe } from './types';
import { USE_UP_RECIPES_PER_INGREDIENT } from '../domain/pantry/use-up';
import type { UseUpAnswer, UseUpQuery } from '../domain/pantry/use-up-api';
import { DEFAULT_PREFERENCES } from '../domain/preferences';
import { compareNames } from '../domain/text/compare-names';

/**
 * Catalog recipes that use food going off (issue #16 "Use it up"): for each ingredient asked about,
 * a few recipes that hold it, those using more of the ingredients asked about first, then those in
 * which it weighs most, then by name. A recipe that breaks the cook's diet, allergies or excluded
 * foods (when the page sends them) is never answered. Public catalog data: no session, no rows.
 */
export function findUseUpRecipes({ query, recipes = RECIPES }: { query: UseUpQuery; recipes?: readonly Recipe[] }): UseUpAnswer {
  const context = constraintContext({
    ...DEFAULT_PREFERENCES,
    dietaryPreferences: query.diet ?? 'None',
    allergies: query.allergies ?? [],
    excludedItems: query.exclude ?? [],
  });
  const asked = new Set(query.ids);
  const allowed = recipes.filter(
    (recipe) =>
      recipe.ingredients.some((line) => asked.has(line.id)) && keeps(recipe, 'exclusions', context) && keeps(recipe, 'diet', context),
  );
  const suggestions = query.ids.map((ingredientId) => {
    const ranked = allowed
      .filter((recipe) => recipe.ingredients.some((line) => line.id === ingredientId))
      .map((recipe) => ({
        recipe,
        uses: [...new Set(recipe.ingredients.map((line) => line.id).filter((id) => asked.has(id)))],
        amount: recipe.ingredients.filter((line) => line.id === ingredientId).reduce((sum, line) => sum + line.amount, 0),
      }))
      .sort((a, b) => b.uses.length - a.uses.length || b.amount - a.amount || compareNames(a.recipe.name, b.recipe.name));
    return {
      ingredientId,
      recipes: ranked.slice(0, USE_UP_RECIPES_PER_INGREDIENT).map(({ recipe, uses }) => ({
        id: recipe.id,
        name: recipe.name,
        totalMinutes: recipeFacts(recipe).totalMinutes,
        uses,
      })),
    };
  });
  return { suggestions };
}
