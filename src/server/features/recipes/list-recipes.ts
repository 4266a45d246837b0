import { recipeMatchesQuery, toSummary, type OwnRecipeSummary, type RecipeListQuery } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { loadRecipes } from './recipe-rows';

/** The cook's recipes that pass the search and filters, by name. */
export async function listRecipes({
  database,
  userId,
  query,
}: {
  database: Database;
  userId: string;
  query: RecipeListQuery;
}): Promise<OwnRecipeSummary[]> {
  const recipes = await loadRecipes(database.db, userId);
  return recipes.filter((recipe) => recipeMatchesQuery(recipe, query)).map(toSummary);
}
