import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

export async function countFavorites({ db, userId }: { db: Db; userId: string }): Promise<number> {
  const [row] = await db.select({ value: count() }).from(favoriteMeals).where(eq(favoriteMeals.userId, userId));
  return row?.value ?? 0;
}
