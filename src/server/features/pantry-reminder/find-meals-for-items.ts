import { asc, eq } from 'drizzle-orm';
import { catalogRecipesUsing, findIngredient } from '../../../catalog';
import { mealUsingItem, type InventoryItem } from '../../../domain/pantry';
import type { Db } from '../../db/database';
import { favoriteMeals } from '../../db/schema';

export type MealIdea = { name: string; source: 'favourite' | 'catalog' };

/**
 * A meal for each item, by item id: one of the cook's favourites whose lines name it (the oldest
 * favourite first), else the catalog recipe that uses the most of its ingredient. Leftovers are a
 * meal already and get none.
 */
export async function findMealsForItems({
  db,
  userId,
  items,
}: {
  db: Db;
  userId: string;
  items: readonly InventoryItem[];
}): Promise<Map<string, MealIdea>> {
  const ideas = new Map<string, MealIdea>();
  const food = items.filter((item) => !item.leftover);
  if (food.length === 0) return ideas;
  const favourites = (
    await db
      .select({ meal: favoriteMeals.meal })
      .from(favoriteMeals)
      .where(eq(favoriteMeals.userId, userId))
      .orderBy(asc(favoriteMeals.createdAt))
  ).flatMap(({ meal }) => {
    const { id, name } = (meal ?? {}) as { id?: unknown; name?: unknown };
    return typeof name === 'string' ? [{ ...(meal as object), id: String(id), name }] : [];
  });
  for (const item of food) {
    const favourite = mealUsingItem(item, favourites);
    if (favourite) {
      ideas.set(item.id, { name: favourite.name, source: 'favourite' });
      continue;
    }
    const ingredientId = item.ingredientId ?? findIngredient(item.name)?.id;
    const [recipe] = ingredientId ? catalogRecipesUsing(ingredientId) : [];
    if (recipe) ideas.set(item.id, { name: recipe.name, source: 'catalog' });
  }
  return ideas;
}
