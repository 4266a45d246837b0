import { and, eq, inArray } from 'drizzle-orm';
import { recipeFile, recipeToJsonLd, type ExportedImage } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { recipeImages } from '../../db/schema';
import { loadRecipes } from './recipe-rows';

/** Every recipe of the cook as one JSON-LD file, pictures inline, so the file alone brings them all back. */
export async function exportRecipes({ database, userId }: { database: Database; userId: string }): Promise<Record<string, unknown>> {
  const recipes = await loadRecipes(database.db, userId);
  const imageIds = [...new Set(recipes.map((recipe) => recipe.imageId).filter((id): id is string => id !== null))];
  const images = new Map<string, ExportedImage>();
  // A few at a time: pictures are the bulk of the file.
  for (let start = 0; start < imageIds.length; start += 20) {
    const rows = await database.db
      .select({ id: recipeImages.id, contentType: recipeImages.contentType, data: recipeImages.data })
      .from(recipeImages)
      .where(and(eq(recipeImages.userId, userId), inArray(recipeImages.id, imageIds.slice(start, start + 20))));
    for (const row of rows) images.set(row.id, { contentType: row.contentType, base64: row.data.toString('base64') });
  }
  return recipeFile(
    recipes.map((recipe) => recipeToJsonLd(recipe, recipe.imageId ? (images.get(recipe.imageId) ?? null) : null)),
    new Date().toISOString(),
  );
}
