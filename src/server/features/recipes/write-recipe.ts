import { and, count, eq, ne, sql, sum } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { MAX_RECIPES_PER_COOK, MAX_RECIPE_BYTES_PER_COOK } from '../../../domain/recipes';
import type { Db } from '../../db/database';
import { ownRecipeLines, ownRecipes, recipeImages, user } from '../../db/schema';
import type { PreparedRecipe } from './prepare-recipe';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Holds the cook's row until the transaction ends, so two saves at once cannot both pass a quota. */
export async function lockCook(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

export async function checkQuotas(tx: Tx, userId: string, adding: { recipes: number; bytes: number }, replacing?: string): Promise<void> {
  const others = replacing ? and(eq(ownRecipes.userId, userId), ne(ownRecipes.id, replacing)) : eq(ownRecipes.userId, userId);
  const [row] = await tx
    .select({ recipes: count(), bytes: sum(ownRecipes.bytes) })
    .from(ownRecipes)
    .where(others);
  const recipes = row?.recipes ?? 0;
  if (recipes + adding.recipes > MAX_RECIPES_PER_COOK) {
    throw new AppError('conflict', `You can keep up to ${MAX_RECIPES_PER_COOK} recipes. Delete some to add more.`);
  }
  if (Number(row?.bytes ?? 0) + adding.bytes > MAX_RECIPE_BYTES_PER_COOK) {
    throw new AppError(
      'conflict',
      `Your recipes have reached the ${MAX_RECIPE_BYTES_PER_COOK / 1_000_000} MB Larder keeps for each cook. Delete some to add more.`,
    );
  }
}

/** The picture must be the cook's own. */
export async function checkImage(tx: Tx, userId: string, imageId: string | null): Promise<void> {
  if (!imageId) return;
  const [image] = await tx
    .select({ id: recipeImages.id })
    .from(recipeImages)
    .where(and(eq(recipeImages.id, imageId), eq(recipeImages.userId, userId)));
  if (!image) throw new AppError('validation', 'imageId: there is no such picture.', { imageId: 'Unknown picture' });
}

function values(recipe: PreparedRecipe) {
  const { data } = recipe;
  return {
    name: data.name,
    description: data.description,
    cuisine: data.cuisine,
    mealType: data.mealType,
    servings: data.servings,
    prepMinutes: data.prepMinutes,
    cookMinutes: data.cookMinutes,
    steps: data.steps,
    notes: data.notes,
    imageId: data.imageId,
    sourceUrl: data.source?.url ?? null,
    sourceName: data.source?.name ?? null,
    sourceAuthor: data.source?.author ?? null,
    bytes: recipe.bytes,
  };
}

export async function insertLines(tx: Tx, userId: string, recipeId: string, recipe: PreparedRecipe): Promise<void> {
  await tx.insert(ownRecipeLines).values(
    recipe.lines.map((line, position) => ({
      recipeId,
      userId,
      position,
      text: line.text,
      amount: line.quantity?.amount ?? null,
      amountMax: line.quantity?.max ?? null,
      unit: line.quantity?.unit ?? null,
      food: line.food,
      note: line.note,
      groupName: line.group,
      match: line.match,
      ingredientId: line.ingredientId,
      matchedBy: line.matchedBy,
    })),
  );
}

export async function insertRecipe(tx: Tx, userId: string, recipe: PreparedRecipe): Promise<string> {
  const [row] = await tx
    .insert(ownRecipes)
    .values({ userId, ...values(recipe) })
    .returning({ id: ownRecipes.id });
  if (!row) throw new Error('The recipe was not stored.');
  await insertLines(tx, userId, row.id, recipe);
  return row.id;
}

/** Replaces the cook's recipe whole; answers false when the cook has no recipe of that id. */
export async function replaceRecipe(
  tx: Tx,
  userId: string,
  recipeId: string,
  recipe: PreparedRecipe,
): Promise<{ replaced: boolean; oldImageId: string | null }> {
  const [before] = await tx
    .select({ imageId: ownRecipes.imageId })
    .from(ownRecipes)
    .where(and(eq(ownRecipes.id, recipeId), eq(ownRecipes.userId, userId)));
  if (!before) return { replaced: false, oldImageId: null };
  await tx
    .update(ownRecipes)
    .set({ ...values(recipe), updatedAt: sql`now()` })
    .where(and(eq(ownRecipes.id, recipeId), eq(ownRecipes.userId, userId)));
  await tx.delete(ownRecipeLines).where(and(eq(ownRecipeLines.recipeId, recipeId), eq(ownRecipeLines.userId, userId)));
  await insertLines(tx, userId, recipeId, recipe);
  return { replaced: true, oldImageId: before.imageId };
}

/** Removes a picture no recipe of the cook uses any more. */
export async function dropImageIfUnused(tx: Tx, userId: string, imageId: string | null): Promise<void> {
  if (!imageId) return;
  const [used] = await tx
    .select({ n: count() })
    .from(ownRecipes)
    .where(and(eq(ownRecipes.userId, userId), eq(ownRecipes.imageId, imageId)));
  if ((used?.n ?? 0) === 0) await tx.delete(recipeImages).where(and(eq(recipeImages.id, imageId), eq(recipeImages.userId, userId)));
}
