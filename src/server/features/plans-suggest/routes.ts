import { Hono } from 'hono';
import { SUGGEST_RATE, suggestRequestSchema } from '../../../domain/week-plan';
import { findUser } from '../../auth/require-user';
import type { AppEnv } from '../../context';
import { enforceRateLimit, rateSubject } from '../../http/rate-limit';
import { validateJson } from '../../http/validate';
import { suggestWeek } from './suggest-week';

/**
 * The body is capped (MAX_SUGGEST_BODY_BYTES) and shape-checked before it is read, for visitors
 * too (http/body-limit.ts). Each plan is a search of up to a second's CPU, so it is rate-limited
 * per cook, or per client address when signed out (an IPv6 address by its /64; a request whose
 * address cannot be trusted is refused rather than counted in one shared bucket).
 */
export const plansSuggestRoutes = new Hono<AppEnv>().post('/suggest', validateJson(suggestRequestSchema), async (c) => {
  const { database, env, clock } = c.var.deps;
  const userId = (await findUser(c))?.id;
  await enforceRateLimit(
    c,
    `plans-suggest|${rateSubject(c, userId)}`,
    { windowSeconds: SUGGEST_RATE.windowSeconds, max: env.PLAN_SUGGEST_RATE_LIMIT_PER_10_MIN },
    'API rate limit reached. Please wait a few minutes and try again.',
  );
  const week = await suggestWeek({
    db: database.db,
    userId,
    request: c.req.valid('json'),
    today: clock().toISOString().slice(0, 10),
  });
  return c.json(week);
});
