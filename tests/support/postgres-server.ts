import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';
import { freePort } from './tcp-proxy';
import { createPostgresDatabase } from './test-databases';

/**
 * A fresh database on TEST_DATABASE_URL's server that, unlike testDatabases(), outlives the
 * app's pool: for restarts and for server processes of their own. `drop` removes it.
 */
export const createHardeningDatabase = (serverUrl: string) => createPostgresDatabase(serverUrl, 'larder_hardening');

/** A Database whose every query fails as a PostgreSQL refusing connections makes it fail. */
export async function refusingPostgres(): Promise<Database> {
  const pool = new pg.Pool({ connectionString: `postgres://larder@127.0.0.1:${await freePort()}/larder`, connectionTimeoutMillis: 1_000 });
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Database['db'];
  const query = async () => void (await db.execute(sql`select 1`));
  return {
    db,
    kind: 'postgres',
    exclusive: false,
    ping: query,
    pendingMigrations: async () => {
      await query();
      return 0;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
    subscribe: (_channel, handlers) => {
      handlers.live(false);
      return async () => undefined;
    },
    close: () => pool.end(),
  };
}
