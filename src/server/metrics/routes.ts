import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import { apiNotFound } from '../http/errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (over digests, so the token's length is not revealed either). */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN as a bearer
 * token. Without METRICS_TOKEN the endpoint does not exist (404): the figures show how the
 * service is used, and an operator who set no token has not asked to publish them.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { env, metrics } = c.var.deps;
  if (!env.METRICS_TOKEN) return apiNotFound(c);
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!tokenMatches(token, env.METRICS_TOKEN)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new AppError('unauthenticated', 'The metrics need the bearer token set in METRICS_TOKEN.');
  }
  c.header('Cache-Control', 'no-store');
  return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
});
