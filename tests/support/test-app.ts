import { createApp, type CreateAppOptions } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';

/** The real app on a test database, with a silent logger and the embedded defaults. */
export function createTestApp(database: Database, overrides: Partial<CreateAppOptions> = {}) {
  return createApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
    database,
    ...overrides,
  });
}
