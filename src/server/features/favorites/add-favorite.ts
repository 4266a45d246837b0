import type { FavoriteMeal } from '../../../domain/favorites';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { findFavorite } from './find-favorite';

/** Adds a favourite; adding one that exists is not an error and never makes a second row. */
export async function addFavorite({ db, userId, meal }: { db: Db; userId: string; meal: FavoriteMeal }) {
  const inserted = await db
    .insert(favoriteMeals)
    .values({ userId, mealId: meal.id, meal })
    .onConflictDoNothing({ target: [favoriteMeals.userId, favoriteMeals.mealId] })
    .returning({ id: favoriteMeals.id });
  const id = inserted[0]?.id ?? (await findFavorite({ db, userId, mealId: meal.id }));
  return { id, mealId: meal.id, created: inserted.length > 0 };
}
