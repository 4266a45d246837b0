import type { Database } from '../db/database';
import { createDatabaseRateLimiter } from './database-rate-limiter';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

/**
 * The embedded database has one client, this process (its folder is locked), so its counts can
 * live here and cost no write to PGlite's files; processes sharing a PostgreSQL count in its table.
 */
export function chooseRateLimiter(database: Database): RateLimiter {
  return database.exclusive ? createMemoryRateLimiter() : createDatabaseRateLimiter(database.db);
}
