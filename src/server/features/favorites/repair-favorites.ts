import { and, eq, inArray } from 'drizzle-orm';
import type { FavoriteMeal } from '../../../domain/favorites';
import type { Database, Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { countFavorites } from './count-favorites';
import { favoritesCache } from './favorites-cache';
import { checkFavoritesQuota, lockedFavoritesUsage, storedBytes, withoutInlineImage } from './favorites-quota';

/**
 * Inserts the cached favourites the user has no row for (spec shell §4 'Repair Favorites'), all
 * or none: the ones to add must fit the account's quota.
 */
export async function repairFavorites({ database, userId, meals }: { database: Database; userId: string; meals: FavoriteMeal[] }) {
  const unique = [...new Map(meals.map((meal) => [meal.id, withoutInlineImage(meal)])).values()];
  try {
    const inserted = await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const usage = await lockedFavoritesUsage(tx, userId);
      if (unique.length === 0) return [];
      const present = await tx
        .select({ mealId: favoriteMeals.mealId })
        .from(favoriteMeals)
        .where(
          and(
            eq(favoriteMeals.userId, userId),
            inArray(
              favoriteMeals.mealId,
              unique.map((meal) => meal.id),
            ),
          ),
        );
      const known = new Set(present.map((row) => row.mealId));
      const missing = unique.filter((meal) => !known.has(meal.id));
      if (missing.length === 0) return [];
      checkFavoritesQuota(usage, { count: missing.length, bytes: missing.reduce((sum, meal) => sum + storedBytes(meal), 0) });
      return tx
        .insert(favoriteMeals)
        .values(missing.map((meal) => ({ userId, mealId: meal.id, meal })))
        .onConflictDoNothing({ target: [favoriteMeals.userId, favoriteMeals.mealId] })
        .returning({ mealId: favoriteMeals.mealId });
    });
    return { inserted: inserted.map((row) => row.mealId), count: await countFavorites({ db: database.db, userId }) };
  } finally {
    favoritesCache(database)?.forget(userId);
  }
}
