import * as z from 'zod/mini';
import { ALLERGENS, type Allergen } from '../allergens/allergen';
import { DIETARY_OPTIONS, MAX_EXCLUDED_ITEMS, MAX_LIST_ENTRY_LENGTH } from '../preferences/constants';
import { MAX_USE_UP_IDS } from './use-up';

/*
 * The use-up look-up's query and answer (GET /api/pantry/use-up): kept apart from use-up.ts's
 * rules, which the planner reads when it starts, so a screen that only reads what goes off does
 * not build these schemas (decision 0015).
 */

/** A comma-separated list of at most `max` distinct parts, each kept by `keep` (else `message`). */
function commaList<T extends string>(max: number, maxPart: number, keep: (part: string) => part is T, message: string) {
  return z.pipe(
    z.string().check(z.maxLength(max * (maxPart + 1))),
    z.transform((value: string, context) => {
      const parts = [
        ...new Set(
          value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ];
      if (parts.length > max) {
        context.issues.push({ code: 'custom', message: `At most ${max} at once`, input: value });
        return z.NEVER;
      }
      if (!parts.every(keep)) {
        context.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return parts as T[];
    }),
  );
}

const isIngredientId = (part: string): part is string => /^[a-z0-9-]{1,80}$/.test(part);
const isAllergen = (part: string): part is Allergen => (ALLERGENS as readonly string[]).includes(part);
const isListEntry = (part: string): part is string => part.length <= MAX_LIST_ENTRY_LENGTH;

/**
 * GET /api/pantry/use-up: the ingredient ids going off (`ids`), and, when the page sends them, the
 * cook's diet, allergies and excluded foods, which every recipe answered keeps.
 */
export const useUpQuerySchema = z.object({
  ids: commaList(MAX_USE_UP_IDS, 80, isIngredientId, 'Not an ingredient of Larder’s table').check(
    z.refine((ids) => ids.length > 0, 'Name at least one ingredient'),
  ),
  diet: z.optional(z.enum(DIETARY_OPTIONS)),
  allergies: z.optional(commaList(ALLERGENS.length, 20, isAllergen, 'Choose allergies from the 14 listed')),
  exclude: z.optional(
    commaList(
      MAX_EXCLUDED_ITEMS,
      MAX_LIST_ENTRY_LENGTH,
      isListEntry,
      `Each excluded item must be at most ${MAX_LIST_ENTRY_LENGTH} characters`,
    ),
  ),
});
export type UseUpQuery = z.infer<typeof useUpQuerySchema>;

/** One catalog recipe that uses food going off. */
export const useUpRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  totalMinutes: z.int().check(z.nonnegative()),
  /** Which of the ingredients asked about it uses. */
  uses: z.array(z.string()),
});
export type UseUpRecipe = z.infer<typeof useUpRecipeSchema>;

export const useUpAnswerSchema = z.object({
  suggestions: z.array(z.object({ ingredientId: z.string(), recipes: z.array(useUpRecipeSchema) })),
});
export type UseUpAnswer = z.infer<typeof useUpAnswerSchema>;
