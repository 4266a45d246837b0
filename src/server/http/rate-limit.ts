import type { Context } from 'hono';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import { addressKey } from './client-address';

export type RateRule = { windowSeconds: number; max: number };
export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * The app's rate limits, as fixed windows: the first request of a key opens a window of
 * `windowSeconds`, and the count holds until that window ends, however long it is. A key is
 * `name|subject` (`generation-catalog|user:…`): the name says which limit, the subject whose count.
 * Chosen once per app (app.ts): in memory on the embedded database, in the database on PostgreSQL.
 */
export type RateLimiter = {
  /** Counts one request against `key`, and says whether it is within `rule`. */
  consume(key: string, rule: RateRule): Promise<RateDecision>;
  /** How many requests a key has counted in its current window (0 when none is open). */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Forgets every count of one subject (`user:…`), under any limit's name: a deleted account's. */
  resetSubject(subject: string): Promise<void>;
};

/** The answer for a window holding `count` that ends at `endsAt` (ms), at `now`. */
export function rateDecision(count: number, endsAt: number, rule: RateRule, now: number): RateDecision {
  return { allowed: count <= rule.max, count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
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
  const decision = await c.var.deps.rateLimits.consume(key, rule);
  if (decision.allowed) return;
  c.header('Retry-After', String(decision.retryAfterSeconds));
  throw new AppError('rate_limit', message);
}
