import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import type { Db } from '../db/database';
import { appRateLimits } from '../db/schema';
import { addressKey } from './client-address';

export type RateRule = { windowSeconds: number; max: number };
export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Rows whose window has ended are cleared at most this often per database. */
const CLEAR_EVERY_MS = 60_000;
const lastCleared = new WeakMap<Db, number>();

async function clearEndedWindows(db: Db, now: number): Promise<void> {
  if (now - (lastCleared.get(db) ?? 0) < CLEAR_EVERY_MS) return;
  lastCleared.set(db, now);
  await db.delete(appRateLimits).where(lte(appRateLimits.windowEndsAt, now));
}

/**
 * Counts one request against a fixed window, atomically, in the database (so every server
 * process shares the count): the first request of a key opens a window of `windowSeconds`, and
 * the count holds until that window ends, however long it is.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule): Promise<RateDecision> {
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
  await clearEndedWindows(db, now);
  const count = row?.count ?? 1;
  const endsAt = Number(row?.windowEndsAt ?? windowEndsAt);
  return { allowed: count <= rule.max, count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
}

/** How many requests a key has counted in its current window (0 when none is open). */
export async function peekRateLimit(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: appRateLimits.count })
    .from(appRateLimits)
    .where(and(eq(appRateLimits.key, key), gt(appRateLimits.windowEndsAt, Date.now())));
  return row?.count ?? 0;
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(appRateLimits).where(eq(appRateLimits.key, key));
}

export const NO_CLIENT_ADDRESS_MESSAGE =
  'Larder cannot tell which address this request came from, so it cannot count it against its limits and does not accept it. If a proxy sits in front of Larder, its operator should check TRUST_PROXY.';

/**
 * Who a rate limit counts: the signed-in cook, else the client's address (an IPv6 address by its
 * /64). A request whose address cannot be trusted is refused rather than put in one shared bucket.
 */
export function rateSubject(c: Context<AppEnv>, userId: string | undefined): string {
  if (userId) return `user:${userId}`;
  const address = c.var.clientIp;
  if (!address) throw new AppError('validation', NO_CLIENT_ADDRESS_MESSAGE);
  return `address:${addressKey(address)}`;
}

/** Counts the request, or answers 429 with Retry-After and `message`. */
export async function enforceRateLimit(c: Context<AppEnv>, key: string, rule: RateRule, message: string): Promise<void> {
  const decision = await consumeRateLimit(c.var.deps.database.db, key, rule);
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  throw new AppError('rate_limit', message);
}
