import type { FavoriteMeal } from '../../../domain/favorites';
import type { Database } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { favoritesCache } from './favorites-cache';
import { countFavorites } from './count-favorites';

/** Inserts the cached favourites the user has no row for (spec shell §4 'Repair Favorites'). */
export async function repairFavorites({ database, userId, meals }: { database: Database; userId: string; meals: FavoriteMeal[] }) {
  const { db } = database;
  const unique = [...new Map(meals.map((meal) => [meal.id, meal])).values()];
  const inserted = unique.length
    ? await db
        .insert(favoriteMeals)
        .values(unique.map((meal) => ({ userId, mealId: meal.id, meal })))
        .onConflictDoNothing({ target: [favoriteMeals.userId, favoriteMeals.mealId] })
        .returning({ mealId: favoriteMeals.mealId })
        .finally(() => favoritesCache(database)?.forget(userId))
    : [];
  return { inserted: inserted.map((row) => row.mealId), count: await countFavorites({ db, userId }) };
}
