import type { OwnRecipeSupply } from '../../../catalog/own-recipe-meals';
import type { RecipeSource } from '../../../domain/preferences';
import type { Db } from '../../db/database';
import { loadRecipes } from './recipe-rows';

/**
 * The cook's own recipes for planning, the one place both planners (meal options and the week
 * planner) load them: none for a signed-out visitor or with Larder's recipes only, otherwise
 * every recipe of the signed-in cook (their own rows only), with the source chosen.
 */
export async function loadOwnRecipeSupply(db: Db, userId: string | undefined, source: RecipeSource): Promise<OwnRecipeSupply | undefined> {
  if (!userId || source === 'larder') return undefined;
  return { recipes: await loadRecipes(db, userId), source };
}
