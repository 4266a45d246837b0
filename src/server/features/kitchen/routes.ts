import { Hono } from 'hono';
import { MAX_KITCHEN_PUSH_BYTES, kitchenPullQuerySchema, kitchenPushSchema } from '../../../domain/kitchen';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { readBody } from '../../http/body-limit';
import { enforceRateLimit } from '../../http/rate-limit';
import { validateJson, validateQuery } from '../../http/validate';
import { pullKitchen } from './pull-kitchen';
import { pushChanges } from './push-changes';

/** A signed-in cook's kitchen, item by item: pull what changed since a cursor, push changes in order. */
export const kitchenRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to keep your plan, pantry and shopping list on this account.'))
  .get('/', validateQuery(kitchenPullQuerySchema), async (c) => {
    const { since } = c.req.valid('query');
    const { database, logger } = c.var.deps;
    return c.json(await pullKitchen({ db: database.db, userId: c.var.user.id, since: Number(since ?? 0), logger }));
  })
  // Read after the session check, by bytes and shape-checked as it arrives (http/body-limit.ts): a 413 past the limit.
  .post('/changes', readBody(MAX_KITCHEN_PUSH_BYTES), validateJson(kitchenPushSchema), async (c) => {
    const { database, env, logger } = c.var.deps;
    // The page keeps a refused batch in its queue and sends it again after Retry-After.
    await enforceRateLimit(
      c,
      `kitchen-push|user:${c.var.user.id}`,
      { windowSeconds: 10 * 60, max: env.KITCHEN_PUSH_RATE_LIMIT_PER_10_MIN },
      'Your changes are arriving faster than Larder takes them. They are kept on this device and sent again in a moment.',
    );
    return c.json(await pushChanges({ db: database.db, userId: c.var.user.id, push: c.req.valid('json'), logger }));
  });
