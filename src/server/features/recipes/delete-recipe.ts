import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Database } from '../../db/database';
import { ownRecipes } from '../../db/schema';
import { dropImageIfUnused } from './write-recipe';

/** Deletes the cook's own recipe (its lines go with it) and its picture when nothing else uses it. */
export async function deleteRecipe({ database, userId, id }: { database: Database; userId: string; id: string }): Promise<{ id: string }> {
  await database.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ownRecipes)
      .where(and(eq(ownRecipes.id, id), eq(ownRecipes.userId, userId)))
      .returning({ imageId: ownRecipes.imageId });
    if (!removed) throw new AppError('not_found', 'There is no such recipe.');
    await dropImageIfUnused(tx, userId, removed.imageId);
  });
  return { id };
}
