import type { FavoriteMeal } from '../../../domain/favorites';
import type { Database } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { favoritesCache } from './favorites-cache';
import { findFavorite } from './find-favorite';

/** Adds a favourite; adding one that exists is not an error and never makes a second row. */
export async function addFavorite({ database, userId, meal }: { database: Database; userId: string; meal: FavoriteMeal }) {
  const { db } = database;
  const inserted = await db
    .insert(favoriteMeals)
    .values({ userId, mealId: meal.id, meal })
    .onConflictDoNothing({ target: [favoriteMeals.userId, favoriteMeals.mealId] })
    .returning({ id: favoriteMeals.id })
    .finally(() => favoritesCache(database)?.forget(userId));
  const id = inserted[0]?.id ?? (await findFavorite({ db, userId, mealId: meal.id }));
  return { id, mealId: meal.id, created: inserted.length > 0 };
}
