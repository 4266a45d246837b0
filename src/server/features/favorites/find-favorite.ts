import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

/** The row id of the user's favourite for a meal, or null. */
export async function findFavorite({ db, userId, mealId }: { db: Db; userId: string; mealId: string }): Promise<string | null> {
  const [row] = await db
    .select({ id: favoriteMeals.id })
    .from(favoriteMeals)
    .where(and(eq(favoriteMeals.userId, userId), eq(favoriteMeals.mealId, mealId)))
    .limit(1);
  return row?.id ?? null;
}
