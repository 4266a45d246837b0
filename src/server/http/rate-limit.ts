import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimit } from '../db/schema';

export type RateRule = { windowSeconds: number; max: number };

/**
 * Counts one request against a fixed window, atomically, in the database (so every server
 * process shares the count). Returns whether it is allowed and when the window ends.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const started = Number(row?.lastRequest ?? now);
  return { allowed: count <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)) };
}
