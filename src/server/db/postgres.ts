import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Subscriber } from './database-types';
import { countPendingMigrations, migrationsFolder } from './migrations';
import * as schema from './schema';

/*
 * A PostgreSQL server's database (DATABASE_URL): loaded only when one is configured, so a server
 * on the embedded database does not read node-postgres at start (decision 0020).
 */

/** Arbitrary but fixed: serialises migrations when several servers start against one Postgres. */
const MIGRATION_LOCK_ID = 72_616_400;

const RESUBSCRIBE_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pool, replaced when lost (the pool's clients
 * come and go, and a notification arrives only on the connection that listens).
 */
function subscribePostgres(url: string, channel: string, handlers: Subscriber): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      handlers.live(false);
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RESUBSCRIBE_MS).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      if (stopped) {
        lost = true;
        await client.end();
        return;
      }
      current = client;
      handlers.live(true);
    } catch {
      onLost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/**
 * Connections to a PostgreSQL server: about one per core. Queries queue briefly in the pool
 * rather than as more server processes contending for the same cores; on the 2-core bench
 * machine 10 connections tripled the favourites p99 at 1,000 req/s (docs/performance.md).
 */
export const defaultPoolSize = () => Math.min(10, Math.max(2, availableParallelism()));

export async function openPostgres(url: string, poolSize = defaultPoolSize()): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const db = drizzleNodePg(pool, { schema });
  const max = poolSize;
  return {
    db,
    kind: 'postgres',
    exclusive: false,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pendingMigrations: () => countPendingMigrations(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    subscribe: (channel, handlers) => subscribePostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}
