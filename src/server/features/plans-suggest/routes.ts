import { Hono } from 'hono';
import { AppError } from '../../../domain/errors';
import { suggestRequestSchema } from '../../../domain/week-plan';
import type { AppEnv } from '../../context';
import { consumeRateLimit } from '../../http/rate-limit';
import { validateJson } from '../../http/validate';
import { suggestWeek } from './suggest-week';

/** Per cook (or per address when signed out), as generation: each plan is a search of a second's CPU. */
export const SUGGEST_RATE = { windowSeconds: 600, max: 30 };

/** The body is capped (MAX_SUGGEST_BODY_BYTES) and shape-checked before it is read, for visitors too (http/body-limit.ts). */
export const plansSuggestRoutes = new Hono<AppEnv>().post('/suggest', validateJson(suggestRequestSchema), async (c) => {
  const { database, auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const who = session ? `user:${session.user.id}` : `ip:${c.var.clientIp ?? 'unknown'}`;
  const limit = await consumeRateLimit(database.db, `plans-suggest|${who}`, SUGGEST_RATE);
  if (!limit.allowed) {
    c.header('Retry-After', String(limit.retryAfterSeconds));
    throw new AppError('rate_limit', 'API rate limit reached. Please wait a few minutes and try again.');
  }
  const week = await suggestWeek({
    db: database.db,
    userId: session?.user.id,
    request: c.req.valid('json'),
    today: new Date().toISOString().slice(0, 10),
  });
  return c.json(week);
});
