import { desc, eq } from 'drizzle-orm';
import type { FavoriteMeal, FavoriteRow } from '../../../domain/favorites';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

export async function listFavorites({ db, userId }: { db: Db; userId: string }): Promise<FavoriteRow[]> {
  const rows = await db
    .select({ id: favoriteMeals.id, mealId: favoriteMeals.mealId, meal: favoriteMeals.meal, createdAt: favoriteMeals.createdAt })
    .from(favoriteMeals)
    .where(eq(favoriteMeals.userId, userId))
    .orderBy(desc(favoriteMeals.createdAt));
  return rows.map((row) => ({ ...row, meal: row.meal as FavoriteMeal, createdAt: row.createdAt.toISOString() }));
}
