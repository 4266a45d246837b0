import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context';
import type { Metrics } from './metrics';

/**
 * The route a request was answered by, as its pattern (`/api/favorites/:mealId`), so the label
 * has as many values as the app has routes whatever paths clients send. Middleware (method ALL)
 * is skipped; the first handler matched is the one that answered. Requests no route matched
 * are 'unmatched' (404) or 'static' (the web app and its files).
 */
export function routeLabel(c: Context, status: number): string {
  const route = matchedRoutes(c).find((matched) => matched.method !== 'ALL');
  if (route) return route.path;
  return status === 404 ? 'unmatched' : 'static';
}

/** Counts and times every request. */
export function observeRequests(metrics: Metrics) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = c.res.status;
      metrics.request({ method: c.req.method, route: routeLabel(c, status), status }, (performance.now() - started) / 1000);
    }
  });
}
