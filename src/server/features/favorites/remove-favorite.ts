import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

/** Removes the user's own favourite; another user's row is never touched (404 as if absent). */
export async function removeFavorite({ db, userId, mealId }: { db: Db; userId: string; mealId: string }) {
  const removed = await db
    .delete(favoriteMeals)
    .where(and(eq(favoriteMeals.userId, userId), eq(favoriteMeals.mealId, mealId)))
    .returning({ id: favoriteMeals.id });
  if (removed.length === 0) throw new AppError('not_found', 'This meal is not in your favorites.');
  return { mealId };
}
