import type { OwnRecipe, OwnRecipeData } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { prepareRecipe } from './prepare-recipe';
import { loadRecipes } from './recipe-rows';
import { checkImage, checkQuotas, insertRecipe, lockCook } from './write-recipe';

/** Saves a new recipe for the cook, within the quotas. */
export async function createRecipe({
  database,
  userId,
  data,
}: {
  database: Database;
  userId: string;
  data: OwnRecipeData;
}): Promise<OwnRecipe> {
  const prepared = prepareRecipe(data);
  const id = await database.db.transaction(async (tx) => {
    await lockCook(tx, userId);
    await checkQuotas(tx, userId, { recipes: 1, bytes: prepared.bytes });
    await checkImage(tx, userId, data.imageId);
    return insertRecipe(tx, userId, prepared);
  });
  const [recipe] = await loadRecipes(database.db, userId, [id]);
  if (!recipe) throw new Error('The saved recipe could not be read back.');
  return recipe;
}
