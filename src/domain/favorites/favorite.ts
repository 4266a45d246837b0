import * as z from 'zod/mini';
import { MAX_FAVORITE_MEAL_BYTES } from '../limits/limits';

export { MAX_FAVORITE_MEAL_BYTES };
/** Meals one 'Repair Favorites' request carries; the page sends more in several. */
export const MAX_REPAIR_MEALS = 200;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A meal as a favourite arrives: an object or a JSON string of one (spec shell §3), with an id
 * that may be a number. The id becomes text; the rest is kept as the cook saw it.
 */
export const favoriteMealSchema = z.pipe(
  z.transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }),
  z
    .looseObject(
      {
        id: z.pipe(
          z.union([z.string().check(z.trim(), z.minLength(1)), z.number()], { error: 'The meal needs an id' }),
          z.transform(String),
        ),
        name: z.string({ error: 'The meal needs a name' }).check(z.trim(), z.minLength(1, 'The meal needs a name'), z.maxLength(160)),
      },
      { error: 'The meal must be an object (or a JSON string of one)' },
    )
    .check(z.refine((meal) => utf8Bytes(JSON.stringify(meal)) <= MAX_FAVORITE_MEAL_BYTES, 'The meal is too large to save')),
);
export type FavoriteMeal = z.infer<typeof favoriteMealSchema>;

export const addFavoriteSchema = z.object({ meal: favoriteMealSchema });
export const repairFavoritesSchema = z.object({
  meals: z.array(favoriteMealSchema).check(z.maxLength(MAX_REPAIR_MEALS, `At most ${MAX_REPAIR_MEALS} meals at once`)),
});
export const mealIdParamSchema = z.object({ mealId: z.string().check(z.trim(), z.minLength(1, 'A meal id is needed'), z.maxLength(200)) });

export type FavoriteRow = { id: string; mealId: string; meal: FavoriteMeal; createdAt: string };
