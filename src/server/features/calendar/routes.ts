import { Hono } from 'hono';
import { mealtimesSchema, secretTokenSchema } from '../../../domain/calendar';
import { AppError } from '../../../domain/errors';
import { requireUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { limitByClient } from '../../http/limit-by-client';
import { validateJson } from '../../http/validate';
import { FEED_NOT_FOUND, buildFeed } from './build-feed';
import { getCalendarSettings } from './calendar-settings';
import { createFeedLink } from './create-feed-link';
import { revokeFeedLink } from './revoke-feed-link';
import { saveMealtimes } from './save-mealtimes';

const signedIn = requireUser('Please sign in to set up your calendar feed.');

/** Calendar apps refresh a feed every few minutes at most; a client asking more often is not one. */
const FEED_RATE = { windowSeconds: 60, max: 30 };

/** The calendar feed (issue 19): the cook's mealtimes and feed link, and the feed itself at its secret address. */
export const calendarRoutes = new Hono<AppEnv>()
  .get('/settings', signedIn, async (c) => c.json(await getCalendarSettings({ db: c.var.deps.database.db, userId: c.var.user.id })))
  .put('/mealtimes', signedIn, validateJson(mealtimesSchema), async (c) =>
    c.json(await saveMealtimes({ db: c.var.deps.database.db, userId: c.var.user.id, mealtimes: c.req.valid('json') })),
  )
  .post('/feed', signedIn, async (c) => {
    const { database, env } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    return c.json(await createFeedLink({ db: database.db, userId: c.var.user.id, baseUrl: env.BASE_URL, now: c.var.deps.clock() }), 201);
  })
  .delete('/feed', signedIn, async (c) => c.json(await revokeFeedLink({ db: c.var.deps.database.db, userId: c.var.user.id })))
  .get('/:file', limitByClient('calendar-feed', FEED_RATE), async (c) => {
    const match = /^(.+)\.ics$/.exec(c.req.param('file'));
    const token = secretTokenSchema.safeParse(match?.[1]);
    if (!token.success) throw new AppError('not_found', FEED_NOT_FOUND);
    const { database, env } = c.var.deps;
    const body = await buildFeed({ db: database.db, token: token.data, baseUrl: env.BASE_URL, now: c.var.deps.clock() });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="larder-meals.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  });
