import { desc, eq, sql } from 'drizzle-orm';
import type { FavoriteMeal, FavoriteRow } from '../../../domain/favorites';
import type { Database, Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { favoritesCache } from './favorites-cache';

function prepare(db: Db) {
  return db
    .select({ id: favoriteMeals.id, mealId: favoriteMeals.mealId, meal: favoriteMeals.meal, createdAt: favoriteMeals.createdAt })
    .from(favoriteMeals)
    .where(eq(favoriteMeals.userId, sql.placeholder('userId')))
    .orderBy(desc(favoriteMeals.createdAt))
    .prepare('list_favorites');
}

/** The hottest query of a signed-in cook's visit: built once per database, not per request. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

async function readFavorites(db: Db, userId: string): Promise<FavoriteRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ userId });
  return rows.map((row) => ({ ...row, meal: row.meal as FavoriteMeal, createdAt: row.createdAt.toISOString() }));
}

/** The cook's favourites, newest first. */
export function listFavorites({ database, userId }: { database: Database; userId: string }): Promise<readonly FavoriteRow[]> {
  const read = () => readFavorites(database.db, userId);
  const cache = favoritesCache(database);
  return cache ? cache.through(userId, read) : read();
}
