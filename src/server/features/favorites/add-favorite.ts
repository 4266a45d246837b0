import { and, eq } from 'drizzle-orm';
import type { FavoriteMeal } from '../../../domain/favorites';
import type { Database, Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { favoritesCache } from './favorites-cache';
import { checkFavoritesQuota, lockedFavoritesUsage, storedBytes, withoutInlineImage } from './favorites-quota';

/**
 * Adds a favourite; adding one that exists is not an error and never makes a second row. A new
 * one must fit the account's quota (1,000 meals, 10 MB), checked under the cook's lock.
 */
export async function addFavorite({ database, userId, meal }: { database: Database; userId: string; meal: FavoriteMeal }) {
  const stored = withoutInlineImage(meal);
  try {
    return await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const usage = await lockedFavoritesUsage(tx, userId);
      const [existing] = await tx
        .select({ id: favoriteMeals.id })
        .from(favoriteMeals)
        .where(and(eq(favoriteMeals.userId, userId), eq(favoriteMeals.mealId, stored.id)));
      if (existing) return { id: existing.id, mealId: stored.id, created: false };
      checkFavoritesQuota(usage, { count: 1, bytes: storedBytes(stored) });
      const [row] = await tx.insert(favoriteMeals).values({ userId, mealId: stored.id, meal: stored }).returning({ id: favoriteMeals.id });
      return { id: row?.id ?? null, mealId: stored.id, created: true };
    });
  } finally {
    favoritesCache(database)?.forget(userId);
  }
}
