import { Hono } from 'hono';
import { secretTokenSchema } from '../../../domain/calendar';
import { AppError } from '../../../domain/errors';
import { createSharedListSchema, sharedListIdParamSchema, sharedListTickSchema } from '../../../domain/shared-list';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { readBodyFor } from '../../http/body-limit';
import { limitByClient } from '../../http/limit-by-client';
import { validateJson, validateParams } from '../../http/validate';
import { SHARED_LIST_GONE, findSharedListOwner, readSharedList } from './read-shared-list';
import { createSharedList, listSharedLists, revokeSharedList } from './shared-list-links';
import { tickSharedList } from './tick-shared-list';

/** The cook's own side: make, list and stop read-and-tick links to their shopping list. */
export const shoppingShareRoutes = new Hono<AppEnv>()
  .use(requireUser('Please sign in to share your shopping list.'))
  .get('/', async (c) =>
    c.json({ links: await listSharedLists({ db: c.var.deps.database.db, userId: c.var.user.id, now: c.var.deps.clock() }) }),
  )
  .post('/', readBodyFor('/api/shopping-share'), validateJson(createSharedListSchema), async (c) => {
    const { database, env, clock } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    const link = await createSharedList({
      db: database.db,
      userId: c.var.user.id,
      days: c.req.valid('json').days,
      baseUrl: env.BASE_URL,
      now: clock(),
    });
    return c.json({ link }, 201);
  })
  .delete('/:id', validateParams(sharedListIdParamSchema), async (c) => {
    await revokeSharedList({ db: c.var.deps.database.db, userId: c.var.user.id, id: c.req.valid('param').id });
    return c.json({ revoked: true as const });
  });

/** A person in the shop reads the list and ticks: two or three requests a minute; 60 leaves room for a quick run of ticks. */
const HELPER_RATE = { windowSeconds: 60, max: 60 };

function tokenOf(raw: string): string {
  const parsed = secretTokenSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('not_found', SHARED_LIST_GONE);
  return parsed.data;
}

/** The helper's side, no account needed: the link's token is the permission. */
export const sharedListRoutes = new Hono<AppEnv>()
  .use(limitByClient('shared-list', HELPER_RATE))
  .use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    await next();
  })
  .get('/:token', async (c) => {
    const { db } = c.var.deps.database;
    const owner = await findSharedListOwner({ db, token: tokenOf(c.req.param('token')), now: c.var.deps.clock() });
    return c.json(await readSharedList({ db, owner }));
  })
  .post('/:token/ticks', validateJson(sharedListTickSchema), async (c) => {
    const { database, logger, clock } = c.var.deps;
    const owner = await findSharedListOwner({ db: database.db, token: tokenOf(c.req.param('token')), now: clock() });
    return c.json(await tickSharedList({ db: database.db, owner, tick: c.req.valid('json'), logger }));
  });
