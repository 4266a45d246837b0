import type { Database } from './db/database';
import type { Env } from './env';
import type { Logger } from './logger';

/** What every route can reach through `c.var.deps`. */
export type AppDeps = {
  env: Env;
  logger: Logger;
  database: Database;
};

export type AppEnv = { Variables: { deps: AppDeps } };
