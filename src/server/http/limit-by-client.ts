import { createMiddleware } from 'hono/factory';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import type { RateRule } from './rate-limiter';

/**
 * A rate limit per client address for routes that work without signing in (a feed, a shared
 * list): their tokens cannot be guessed, but a client hammering them still costs the server.
 */
export const limitByClient = (name: string, rule: RateRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const limit = await c.var.deps.rateLimits.consume(`${name}|ip:${c.var.clientIp ?? 'unknown'}`, rule);
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limit', 'Too many requests from this address. Please wait a minute and try again.');
    }
    await next();
  });
