import { desc, eq, sql } from 'drizzle-orm';
import type { FavoriteMeal, FavoriteRow } from '../../../domain/favorites';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

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

export async function listFavorites({ db, userId }: { db: Db; userId: string }): Promise<FavoriteRow[]> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ userId });
  return rows.map((row) => ({ ...row, meal: row.meal as FavoriteMeal, createdAt: row.createdAt.toISOString() }));
}
