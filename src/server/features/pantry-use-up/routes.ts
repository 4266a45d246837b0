import { Hono } from 'hono';
import { useUpQuerySchema } from '../../../domain/pantry/use-up-api';
import type { AppEnv } from '../../context';
import { validateQuery } from '../../http/validate';
import { findUseUpRecipes } from '../../../catalog/use-up-recipes';

/**
 * GET /api/pantry/use-up?ids=…[&diet=…&allergies=…&exclude=…]: catalog recipes that use the food
 * going off in a cook's kitchen. Public catalog data read from memory, as the ingredient search is
 * (which has no rate limit either: nothing here costs more than a look through the catalog).
 */
export const pantryUseUpRoutes = new Hono<AppEnv>().get('/', validateQuery(useUpQuerySchema), (c) => {
  const answer = findUseUpRecipes({ query: c.req.valid('query') });
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(answer);
});
