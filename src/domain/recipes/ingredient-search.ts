import * as z from 'zod/mini';
import { storageLifeSchema } from '../pantry/inventory';
import { SHOPPING_CATEGORIES } from '../shopping-list/categories';

/** Most options the ingredient picker shows at once. */
export const MAX_INGREDIENT_OPTIONS = 20;
/** Most ids one look-up names (a recipe's lines, at most). */
export const MAX_INGREDIENT_IDS = 100;

const idList = z.pipe(
  z.string().check(z.maxLength(MAX_INGREDIENT_IDS * 81)),
  z.transform((value: string, context) => {
    const ids = [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length > MAX_INGREDIENT_IDS) {
      context.issues.push({ code: 'custom', message: `At most ${MAX_INGREDIENT_IDS} ingredients at once`, input: value });
      return z.NEVER;
    }
    if (ids.some((id) => !/^[a-z0-9-]{1,80}$/.test(id))) {
      context.issues.push({ code: 'custom', message: 'Not an ingredient of Larder’s table', input: value });
      return z.NEVER;
    }
    return ids;
  }),
);

/**
 * GET /api/ingredients: the picker's search words (`q`), or the ingredients a recipe's lines are
 * matched to (`ids`, comma-separated), to show their names.
 */
export const ingredientQuerySchema = z
  .object({
    q: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Type part of an ingredient’s name'), z.maxLength(60, 'At most 60 characters')),
    ),
    ids: z.optional(idList),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_INGREDIENT_OPTIONS)), MAX_INGREDIENT_OPTIONS),
  })
  .check(
    z.refine((query) => query.q !== undefined || query.ids !== undefined, {
      message: 'Search with q=… or name ingredients with ids=…',
      path: ['q'],
    }),
  );
export type IngredientQuery = z.infer<typeof ingredientQuerySchema>;

/**
 * One ingredient of Larder's table as the pickers show it: the recipe form's, and the pantry's,
 * which proposes a place, a date and a value from it without the catalog on the page.
 */
export const ingredientOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(SHOPPING_CATEGORIES),
  /** The usual pack, for the cook to recognise it: '400 g tin'. */
  pack: z.string(),
  /** The usual pack's size, in `unit`: 400. */
  packSize: z.number().check(z.positive()),
  /** How recipes measure it: by weight, by volume or by the piece. */
  unit: z.enum(['g', 'ml', 'item']),
  /** How it keeps: where, for how long, which date the label gives, once opened and frozen. */
  storageLife: storageLifeSchema,
  /** Its typical UK price per `unit`, in pence (fractions of a penny per gram). */
  pencePerUnit: z.number().check(z.nonnegative()),
});
export type IngredientOption = z.infer<typeof ingredientOptionSchema>;
