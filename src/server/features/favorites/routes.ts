import { Hono } from 'hono';
import { addFavoriteSchema, mealIdParamSchema, repairFavoritesSchema } from '../../../domain/favorites';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { BODY_LIMITS } from '../../../domain/limits';
import { readBody } from '../../http/body-limit';
import { validateJson, validateParams } from '../../http/validate';
import { addFavorite } from './add-favorite';
import { countFavorites } from './count-favorites';
import { findFavorite } from './find-favorite';
import { listFavorites } from './list-favorites';
import { removeFavorite } from './remove-favorite';
import { repairFavorites } from './repair-favorites';

export const favoriteRoutes = new Hono<AppEnv>()
  .use(requireUser('You need to be logged in to view favorite meals'))
  .get('/', async (c) => {
    const favorites = await listFavorites({ database: c.var.deps.database, userId: c.var.user.id });
    return c.json({ favorites });
  })
  .get('/count', async (c) => {
    const count = await countFavorites({ db: c.var.deps.database.db, userId: c.var.user.id });
    return c.json({ count });
  })
  .post('/repair', readBody(BODY_LIMITS.repair), validateJson(repairFavoritesSchema), async (c) => {
    const { meals } = c.req.valid('json');
    return c.json(await repairFavorites({ database: c.var.deps.database, userId: c.var.user.id, meals }));
  })
  .get('/:mealId', validateParams(mealIdParamSchema), async (c) => {
    const { mealId } = c.req.valid('param');
    const id = await findFavorite({ db: c.var.deps.database.db, userId: c.var.user.id, mealId });
    return c.json({ mealId, isFavorite: id !== null, id });
  })
  .post('/', readBody(BODY_LIMITS.favorite), validateJson(addFavoriteSchema), async (c) => {
    const { meal } = c.req.valid('json');
    const result = await addFavorite({ database: c.var.deps.database, userId: c.var.user.id, meal });
    return c.json(result, result.created ? 201 : 200);
  })
  .delete('/:mealId', validateParams(mealIdParamSchema), async (c) => {
    const { mealId } = c.req.valid('param');
    return c.json(await removeFavorite({ database: c.var.deps.database, userId: c.var.user.id, mealId }));
  });
