import { AppError } from '../../../domain/errors';
import type { OwnRecipe } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { loadRecipes } from './recipe-rows';

export async function getRecipe({ database, userId, id }: { database: Database; userId: string; id: string }): Promise<OwnRecipe> {
  const [recipe] = await loadRecipes(database.db, userId, [id]);
  if (!recipe) throw new AppError('not_found', 'There is no such recipe.');
  return recipe;
}
