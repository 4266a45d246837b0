import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/database';
import { recipeImages } from '../../db/schema';

/** One of the cook's own pictures. */
export async function loadRecipeImage({
  db,
  userId,
  id,
}: {
  db: Db;
  userId: string;
  id: string;
}): Promise<{ data: Buffer; contentType: string }> {
  const [image] = await db
    .select({ data: recipeImages.data, contentType: recipeImages.contentType })
    .from(recipeImages)
    .where(and(eq(recipeImages.id, id), eq(recipeImages.userId, userId)));
  if (!image) throw new AppError('not_found', 'There is no such picture.');
  return image;
}
