import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../../domain/errors';
import { MAX_KITCHEN_PUSH_BYTES, kitchenPullQuerySchema, kitchenPushSchema } from '../../../domain/kitchen';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { validateJson, validateQuery } from '../../http/validate';
import { pullKitchen } from './pull-kitchen';
import { pushChanges } from './push-changes';

// Issue #14 brings a common byte-counting body limit to src/server/http; until then, Hono's.
const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('validation', `The request is too large: send at most ${maxSize / 1_000_000} MB of changes at a time.`);
    },
  });

/** A signed-in cook's kitchen, item by item: pull what changed since a cursor, push changes in order. */
export const kitchenRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to keep your plan, pantry and shopping list on this account.'))
  .get('/', validateQuery(kitchenPullQuerySchema), async (c) => {
    const { since } = c.req.valid('query');
    const { database, logger } = c.var.deps;
    return c.json(await pullKitchen({ db: database.db, userId: c.var.user.id, since: Number(since ?? 0), logger }));
  })
  .post('/changes', limitBody(MAX_KITCHEN_PUSH_BYTES), validateJson(kitchenPushSchema), async (c) => {
    const { database, logger } = c.var.deps;
    return c.json(await pushChanges({ db: database.db, userId: c.var.user.id, push: c.req.valid('json'), logger }));
  });
