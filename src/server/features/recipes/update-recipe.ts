import { AppError } from '../../../domain/errors';
import type { OwnRecipe, OwnRecipeData } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { prepareRecipe } from './prepare-recipe';
import { loadRecipes } from './recipe-rows';
import { checkImage, checkQuotas, dropImageIfUnused, lockCook, replaceRecipe } from './write-recipe';

/** Replaces the cook's own recipe whole; another cook's recipe is never touched (404 as if absent). */
export async function updateRecipe({
  database,
  userId,
  id,
  data,
}: {
  database: Database;
  userId: string;
  id: string;
  data: OwnRecipeData;
}): Promise<OwnRecipe> {
  const prepared = prepareRecipe(data);
  await database.db.transaction(async (tx) => {
    await lockCook(tx, userId);
    await checkQuotas(tx, userId, { recipes: 0, bytes: prepared.bytes }, id);
    await checkImage(tx, userId, data.imageId);
    const { replaced, oldImageId } = await replaceRecipe(tx, userId, id, prepared);
    if (!replaced) throw new AppError('not_found', 'There is no such recipe.');
    if (oldImageId !== data.imageId) await dropImageIfUnused(tx, userId, oldImageId);
  });
  const [recipe] = await loadRecipes(database.db, userId, [id]);
  if (!recipe) throw new AppError('not_found', 'There is no such recipe.');
  return recipe;
}
