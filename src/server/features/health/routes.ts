import { Hono } from 'hono';
import type { AppEnv } from '../../context';

/** Liveness and database reachability, for load balancers and the debug panel. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.var.deps;
  try {
    await database.ping();
    return c.json({ status: 'ok' as const, database: 'up' as const, kind: database.kind }, 200);
  } catch {
    return c.json({ status: 'unavailable' as const, database: 'down' as const, kind: database.kind }, 503);
  }
});
