import * as z from 'zod/mini';
import { CUISINES, type Cuisine } from '../preferences';
import { MEAL_TYPES } from '../meal';
import { MAX_IMPORT_HTML_LENGTH } from './limits';
import { httpUrlSchema, ownRecipeFactsSchema, recipeLineSchema, recipeSourceSchema, recipeStepSchema } from './own-recipe';

/**
 * POST /api/recipes/import: a link for the server to fetch, or the page's HTML pasted by the cook
 * (for sites that refuse servers), with the link it came from when known.
 */
export const importRecipeRequestSchema = z.union(
  [
    z.strictObject({ url: httpUrlSchema }),
    z.strictObject({
      html: z
        .string()
        .check(
          z.minLength(1, 'Paste the page’s HTML'),
          z.maxLength(MAX_IMPORT_HTML_LENGTH, `The pasted page is too large (at most ${MAX_IMPORT_HTML_LENGTH / 1_000_000} MB)`),
        ),
      url: z.optional(httpUrlSchema),
    }),
  ],
  { error: 'Send a link as { url } or the page as { html, url? }' },
);
export type ImportRecipeRequest = z.infer<typeof importRecipeRequestSchema>;

/** Where on the page the recipe was found, best first. */
export const RECIPE_FOUND_IN = ['json-ld', 'microdata', 'rdfa', 'page'] as const;
export type RecipeFoundIn = (typeof RECIPE_FOUND_IN)[number];

/** The recipe read from a page, not saved: the form opens with it for the cook to confirm. */
export const importedRecipeSchema = z.object({
  name: z.string(),
  description: z.string(),
  cuisine: z.nullable(z.enum(CUISINES)),
  mealType: z.enum(MEAL_TYPES),
  /** Servings as a number, when the yield gives one; the yield as the page wrote it. */
  servings: z.nullable(z.int().check(z.positive())),
  yieldText: z.nullable(z.string()),
  prepMinutes: z.nullable(z.int().check(z.nonnegative())),
  cookMinutes: z.nullable(z.int().check(z.nonnegative())),
  totalMinutes: z.nullable(z.int().check(z.nonnegative())),
  /** The picture Larder fetched once and keeps (its id and Larder's address), if any. */
  imageId: z.nullable(z.uuid()),
  imageUrl: z.nullable(z.string()),
  ingredients: z.array(recipeLineSchema),
  steps: z.array(recipeStepSchema),
  source: recipeSourceSchema,
  foundIn: z.enum(RECIPE_FOUND_IN),
  /** Things the cook should know: 'The picture could not be fetched', 'No steps were found'. */
  warnings: z.array(z.string()),
  facts: ownRecipeFactsSchema,
});
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;

/** A page's cuisine words as one of Larder's cuisines, when one fits. */
export function cuisineFromText(values: readonly string[]): Cuisine | null {
  for (const value of values) {
    for (const part of value.split(/[,/|;]/)) {
      const key = part.trim().toLowerCase();
      const found = CUISINES.find((cuisine) => cuisine.toLowerCase() === key || `${cuisine.toLowerCase()} food` === key);
      if (found) return found;
    }
  }
  return null;
}
