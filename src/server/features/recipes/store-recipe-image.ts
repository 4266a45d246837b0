import { and, eq, lt, notExists, sql, sum } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { MAX_RECIPE_IMAGE_BYTES, MAX_RECIPE_IMAGE_BYTES_PER_COOK } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { ownRecipes, recipeImages } from '../../db/schema';
import { sniffImageType } from './image-type';
import { recipeImageUrl } from './recipe-rows';
import { lockCook } from './write-recipe';

/** A picture kept for an import the cook never saved is removed after a day. */
const UNUSED_IMAGE_HOURS = 24;

/** Keeps a picture for the cook (uploaded, or fetched once at import), within the size caps. */
export async function storeRecipeImage({
  database,
  userId,
  bytes,
}: {
  database: Database;
  userId: string;
  bytes: Uint8Array;
}): Promise<{ id: string; url: string }> {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('validation', 'The picture must be a JPEG, PNG, WebP, GIF or AVIF image.');
  if (bytes.length > MAX_RECIPE_IMAGE_BYTES)
    throw new AppError('validation', `The picture is larger than ${MAX_RECIPE_IMAGE_BYTES / 1_000_000} MB.`);
  return database.db.transaction(async (tx) => {
    await lockCook(tx, userId);
    await tx
      .delete(recipeImages)
      .where(
        and(
          eq(recipeImages.userId, userId),
          lt(recipeImages.createdAt, sql`now() - make_interval(hours => ${UNUSED_IMAGE_HOURS})`),
          notExists(tx.select({ id: ownRecipes.id }).from(ownRecipes).where(eq(ownRecipes.imageId, recipeImages.id))),
        ),
      );
    const [used] = await tx
      .select({ bytes: sum(recipeImages.bytes) })
      .from(recipeImages)
      .where(eq(recipeImages.userId, userId));
    if (Number(used?.bytes ?? 0) + bytes.length > MAX_RECIPE_IMAGE_BYTES_PER_COOK) {
      throw new AppError(
        'conflict',
        `Your pictures have reached the ${MAX_RECIPE_IMAGE_BYTES_PER_COOK / 1_000_000} MB Larder keeps for each cook. Remove some first.`,
      );
    }
    const [row] = await tx
      .insert(recipeImages)
      .values({ userId, contentType, data: Buffer.from(bytes), bytes: bytes.length })
      .returning({ id: recipeImages.id });
    if (!row) throw new Error('The picture was not stored.');
    return { id: row.id, url: recipeImageUrl(row.id) };
  });
}
