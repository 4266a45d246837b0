import { and, asc, eq, inArray } from 'drizzle-orm';
import { findIngredient, findUseUpRecipes } from '../../../catalog';
import { cookExclusions, mealClashes, type CheckableMeal } from '../../../domain/allergens';
import { mealUsingItem, type InventoryItem } from '../../../domain/pantry';
import { preferencesSchema, type Preferences } from '../../../domain/preferences';
import type { Db } from '../../db/database';
import { favoriteMeals, kitchen, kitchenState } from '../../db/schema';

export type MealIdea = { name: string; source: 'favourite' | 'catalog' };

type CookRules = Pick<Preferences, 'dietaryPreferences' | 'allergies' | 'excludedItems'>;

/**
 * The diet, allergies and excluded foods the cook plans with: the current preferences, else the
 * saved default. A cook who never planned has none, and every meal is open to them.
 */
async function readCookRules(db: Db, userId: string): Promise<CookRules | undefined> {
  const rows = await db
    .select({ id: kitchenState.id, value: kitchenState.value })
    .from(kitchenState)
    .innerJoin(kitchen, eq(kitchen.id, kitchenState.kitchenId))
    .where(
      and(
        eq(kitchen.ownerUserId, userId),
        eq(kitchenState.deleted, false),
        inArray(kitchenState.id, ['preferences', 'defaultPreferences']),
      ),
    );
  for (const key of ['preferences', 'defaultPreferences']) {
    const parsed = preferencesSchema.safeParse(rows.find((row) => row.id === key)?.value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/**
 * A meal for each item, by item id: one of the cook's favourites whose lines name it (the oldest
 * favourite first), else the catalog recipe that best uses its ingredient. Like every suggestion
 * Larder makes, neither breaks the cook's allergies or excluded foods (a favourite saved before an
 * allergy was declared is passed over), and a catalog recipe keeps their diet too. Leftovers are a
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
  const rules = await readCookRules(db, userId);
  const exclusions = cookExclusions({ allergies: rules?.allergies ?? [], excludedItems: rules?.excludedItems ?? [] });
  const favourites = (
    await db
      .select({ meal: favoriteMeals.meal })
      .from(favoriteMeals)
      .where(eq(favoriteMeals.userId, userId))
      .orderBy(asc(favoriteMeals.createdAt))
  ).flatMap(({ meal }) => {
    const { id, name, ingredients } = (meal ?? {}) as { id?: unknown; name?: unknown; ingredients?: unknown };
    if (typeof name !== 'string') return [];
    const checkable = { ...(meal as object), name, ingredients: readableLines(ingredients) } as CheckableMeal;
    return mealClashes(checkable, exclusions).length === 0 ? [{ ...(meal as object), id: String(id), name }] : [];
  });

  const ingredientIds = new Map(food.map((item) => [item.id, item.ingredientId ?? findIngredient(item.name)?.id]));
  const ids = [...new Set([...ingredientIds.values()].filter((id): id is string => id !== undefined))];
  const { suggestions } =
    ids.length > 0
      ? findUseUpRecipes({
          query: {
            ids,
            ...(rules ? { diet: rules.dietaryPreferences, allergies: rules.allergies, exclude: rules.excludedItems } : {}),
          },
        })
      : { suggestions: [] };

  for (const item of food) {
    const favourite = mealUsingItem(item, favourites);
    if (favourite) {
      ideas.set(item.id, { name: favourite.name, source: 'favourite' });
      continue;
    }
    const ingredientId = ingredientIds.get(item.id);
    const [recipe] = suggestions.find((suggestion) => suggestion.ingredientId === ingredientId)?.recipes ?? [];
    if (recipe) ideas.set(item.id, { name: recipe.name, source: 'catalog' });
  }
  return ideas;
}

/** A stored favourite's lines as the allergen check reads them (old favourites held lines of text). */
function readableLines(ingredients: unknown): CheckableMeal['ingredients'] {
  if (!Array.isArray(ingredients)) return [];
  return ingredients.flatMap((line: unknown) => {
    if (typeof line === 'string') return [{ name: line }];
    if (typeof line === 'object' && line !== null && typeof (line as { name?: unknown }).name === 'string') {
      return [line as CheckableMeal['ingredients'][number]];
    }
    return [];
  });
}
