import type { Context } from 'hono';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import { addressKey } from './client-address';
import type { RateRule } from './rate-limiter';

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
