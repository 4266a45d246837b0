import { eq } from 'drizzle-orm';
import { recipePool } from '../../../catalog/own-recipe-meals';
import { planWeek, resolveInventory, toSuggestResponse } from '../../../catalog/week-planner';
import { modelMealPool } from '../../../catalog/week-planner/model-meals';
import { NO_OWN_RECIPES_MESSAGE } from '../../../domain/recipes';
import type { SuggestRequest, SuggestResponse } from '../../../domain/week-plan';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { loadOwnRecipeSupply } from '../recipes/own-recipe-supply';

export type SuggestWeekOptions = {
  db: Db;
  /**
   * The signed-in cook, whose stored favourites count as favourites too and whose own recipes are
   * candidates as their preferences say; undefined when signed out (Larder's recipes only).
   */
  userId: string | undefined;
  request: SuggestRequest;
  /** The server's date, the plan's first day unless the request names one. */
  today: string;
};

/** A waste-aware week for a cook's preferences, chosen meals and inventory (issue #17). */
export async function suggestWeek({ db, userId, request, today }: SuggestWeekOptions): Promise<SuggestResponse> {
  const { preferences } = request;
  const [stored, own] = await Promise.all([
    userId ? db.select({ mealId: favoriteMeals.mealId }).from(favoriteMeals).where(eq(favoriteMeals.userId, userId)) : [],
    loadOwnRecipeSupply(db, userId, preferences.recipeSource),
  ]);
  // The same candidates, under the same hard constraints, as the meal options (issue #18).
  const pool = recipePool(own, preferences);
  // A model's meals, sent as values, join them; a catalog id keeps its catalog recipe.
  const catalogIds = new Set(pool.recipes.map((recipe) => recipe.id));
  const models = modelMealPool(
    request.meals.filter((meal) => !catalogIds.has(meal.id)),
    preferences,
  );
  const refused = request.chosenIds.flatMap((id) => models.refused.get(id) ?? []);
  const startDate = request.startDate ?? today;
  const inventory = resolveInventory(request.inventory, startDate);
  const plan = planWeek({
    preferences,
    days: request.days,
    chosenIds: request.chosenIds.filter((id) => !models.refused.has(id)),
    favouriteIds: [...request.favouriteIds, ...stored.map((row) => row.mealId)],
    offeredIds: request.optionIds,
    inventory: inventory.lines,
    seed: request.seed,
    candidates: models.recipes.length > 0 ? [...pool.recipes, ...models.recipes] : pool.recipes,
    ownIds: pool.ownIds,
  });
  plan.notices.unshift(...refused);
  const options = { startDate, preferences, ownRecipeOf: pool.ownRecipeOf, modelMealOf: models.mealOf };
  // Only my recipes and none yet: say so, rather than that no meal fits the preferences.
  if (own?.source === 'mine' && own.recipes.length === 0) {
    return toSuggestResponse({ ...plan, notices: [] }, { ...options, notices: [NO_OWN_RECIPES_MESSAGE, ...inventory.notices] });
  }
  return toSuggestResponse(plan, { ...options, notices: inventory.notices });
}
