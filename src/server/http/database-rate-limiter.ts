import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appRateLimits } from '../db/schema';
import { rateDecision, type RateLimiter } from './rate-limiter';

/** Rows whose window has ended are cleared at most this often. */
const CLEAR_EVERY_MS = 60_000;

/**
 * Counts in the app_rate_limits table, atomically (one INSERT … ON CONFLICT per request), so
 * every server process on a shared PostgreSQL counts against the same windows.
 */
export function createDatabaseRateLimiter(db: Db): RateLimiter {
  let lastCleared = 0;
  const clearEndedWindows = async (now: number) => {
    if (now - lastCleared < CLEAR_EVERY_MS) return;
    lastCleared = now;
    await db.delete(appRateLimits).where(lte(appRateLimits.windowEndsAt, now));
  };

  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowEndsAt = now + rule.windowSeconds * 1000;
      const ended = sql`${appRateLimits.windowEndsAt} <= ${now}`;
      const [row] = await db
        .insert(appRateLimits)
        .values({ key, count: 1, windowEndsAt })
        .onConflictDoUpdate({
          target: appRateLimits.key,
          set: {
            count: sql`case when ${ended} then 1 else ${appRateLimits.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then ${windowEndsAt} else ${appRateLimits.windowEndsAt} end`,
          },
        })
        .returning({ count: appRateLimits.count, windowEndsAt: appRateLimits.windowEndsAt });
      await clearEndedWindows(now);
      return rateDecision(row?.count ?? 1, Number(row?.windowEndsAt ?? windowEndsAt), rule, now);
    },

    async peek(key) {
      const [row] = await db
        .select({ count: appRateLimits.count })
        .from(appRateLimits)
        .where(and(eq(appRateLimits.key, key), gt(appRateLimits.windowEndsAt, Date.now())));
      return row?.count ?? 0;
    },

    async reset(key) {
      await db.delete(appRateLimits).where(eq(appRateLimits.key, key));
    },

    async resetSubject(subject) {
      const suffix = `|${subject}`;
      await db.delete(appRateLimits).where(sql`right(${appRateLimits.key}, ${suffix.length}) = ${suffix}`);
    },
  };
}
