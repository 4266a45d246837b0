import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { checkReadiness } from './check-readiness';

/** Readiness, for orchestrators and load balancers: 200 when the server can serve, a JSON 503 when not. */
export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.var.deps;
  const readiness = await checkReadiness(database);
  c.header('Cache-Control', 'no-store');
  const body = {
    status: readiness.ready ? ('ready' as const) : ('unavailable' as const),
    database: readiness.database,
    kind: database.kind,
    pendingMigrations: readiness.pendingMigrations,
  };
  return readiness.ready ? c.json(body, 200) : c.json(body, 503);
});
