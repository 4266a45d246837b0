import { z } from 'zod';
import { storageLifeSchema } from '../pantry/inventory';
import { SHOPPING_CATEGORIES } from '../shopping-list/categories';

/** Most options the ingredient picker shows at once. */
export const MAX_INGREDIENT_OPTIONS = 20;
/** Most ids one look-up names (a recipe's lines, at most). */
export const MAX_INGREDIENT_IDS = 100;

const idList = z
  .string()
  .max(MAX_INGREDIENT_IDS * 81)
  .transform((value, context) => {
    const ids = [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ];
    if (ids.length > MAX_INGREDIENT_IDS) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_INGREDIENT_IDS} ingredients at once` });
      return z.NEVER;
    }
    if (ids.some((id) => !/^[a-z0-9-]{1,80}$/.test(id))) {
      context.addIssue({ code: 'custom', message: 'Not an ingredient of Larder’s table' });
      return z.NEVER;
    }
    return ids;
  });

/**
 * GET /api/ingredients: the picker's search words (`q`), or the ingredients a recipe's lines are
 * matched to (`ids`, comma-separated), to show their names.
 */
export const ingredientQuerySchema = z
  .object({
    q: z.string().trim().min(1, 'Type part of an ingredient’s name').max(60, 'At most 60 characters').optional(),
    ids: idList.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_INGREDIENT_OPTIONS).default(MAX_INGREDIENT_OPTIONS),
  })
  .refine((query) => query.q !== undefined || query.ids !== undefined, {
    message: 'Search with q=… or name ingredients with ids=…',
    path: ['q'],
  });
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
  packSize: z.number().positive(),
  /** How recipes measure it: by weight, by volume or by the piece. */
  unit: z.enum(['g', 'ml', 'item']),
  /** How it keeps: where, for how long, which date the label gives, once opened and frozen. */
  storageLife: storageLifeSchema,
  /** Its typical UK price per `unit`, in pence (fractions of a penny per gram). */
  pencePerUnit: z.number().nonnegative(),
});
export type IngredientOption = z.infer<typeof ingredientOptionSchema>;
