import { Hono } from 'hono';
import { ingredientsByIds, searchIngredients } from '../../../catalog/search-ingredients';
import { ingredientQuerySchema } from '../../../domain/recipes/ingredient-search';
import type { AppEnv } from '../../context';
import { validateQuery } from '../../http/validate';

/**
 * Larder's ingredient table for the recipe form's picker: public catalog data, as the catalog is
 * (no session needed), read from memory. `ids` names the ingredients a recipe's lines match.
 */
export const ingredientRoutes = new Hono<AppEnv>().get('/', validateQuery(ingredientQuerySchema), (c) => {
  const { q, ids, limit } = c.req.valid('query');
  const ingredients = ids ? ingredientsByIds(ids) : searchIngredients(q ?? '', limit);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ ingredients });
});
