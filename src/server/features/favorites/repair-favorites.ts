import type { FavoriteMeal } from '../../../domain/favorites';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { countFavorites } from './count-favorites';

/** Inserts the cached favourites the user has no row for (spec shell §4 'Repair Favorites'). */
export async function repairFavorites({ db, userId, meals }: { db: Db; userId: string; meals: FavoriteMeal[] }) {
  const unique = [...new Map(meals.map((meal) => [meal.id, meal])).values()];
  const inserted = unique.length
    ? await db
        .insert(favoriteMeals)
        .values(unique.map((meal) => ({ userId, mealId: meal.id, meal })))
        .onConflictDoNothing({ target: [favoriteMeals.userId, favoriteMeals.mealId] })
        .returning({ mealId: favoriteMeals.mealId })
    : [];
  return { inserted: inserted.map((row) => row.mealId), count: await countFavorites({ db, userId }) };
}
