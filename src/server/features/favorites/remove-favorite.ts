import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Database } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { favoritesCache } from './favorites-cache';

/** Removes the user's own favourite; another user's row is never touched (404 as if absent). */
export async function removeFavorite({ database, userId, mealId }: { database: Database; userId: string; mealId: string }) {
  const { db } = database;
  const removed = await db
    .delete(favoriteMeals)
    .where(and(eq(favoriteMeals.userId, userId), eq(favoriteMeals.mealId, mealId)))
    .returning({ id: favoriteMeals.id })
    .finally(() => favoritesCache(database)?.forget(userId));
  if (removed.length === 0) throw new AppError('not_found', 'This meal is not in your favorites.');
  return { mealId };
}
