import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** One line per request. The query string is left out: verification and reset links carry tokens. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
