import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * This process is the database's only client (the embedded database, its folder locked), so
   * what it keeps in memory of the data cannot be changed behind its back.
   */
  exclusive: boolean;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `onLockLost`: another server took the data directory's lock (data-dir-lock.ts); stop at once. */
  | { kind: 'pglite'; dataDir: string; onLockLost?: () => void }
  /** In memory, for tests: gone when closed. */
  | { kind: 'memory' };

/** Arbitrary but fixed: serialises migrations when several servers start against one Postgres. */
const MIGRATION_LOCK_ID = 72_616_400;

/** The drizzle/ folder, found from this file both in src/ (tsx, tests) and in dist/ (built). */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('The drizzle/ migrations folder is missing from the installation.');
}

/**
 * Connections to a PostgreSQL server: about one per core. Queries queue briefly in the pool
 * rather than as more server processes contending for the same cores; on the 2-core bench
 * machine 10 connections tripled the favourites p99 at 1,000 req/s (see README, Performance).
 */
export const defaultPoolSize = () => Math.min(10, Math.max(2, availableParallelism()));

async function openPostgres(url: string, poolSize = defaultPoolSize()): Promise<Database> {
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
  return {
    db,
    kind: 'postgres',
    exclusive: false,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

function lockLost(): never {
  throw new Error('Another Larder server has taken this data directory: stopping before the two of them corrupt it.');
}

async function openPglite(dataDir: string | undefined, onLockLost: () => void = lockLost): Promise<Database> {
  const release = dataDir ? await lockDataDir(resolve(dataDir), onLockLost) : () => undefined;
  try {
    const client = dataDir ? new PGlite(join(resolve(dataDir), 'pgdata')) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: 'pglite',
      exclusive: true,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the database and brings its schema up to date. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  switch (options.kind) {
    case 'postgres':
      return openPostgres(options.url, options.poolSize);
    case 'pglite':
      return openPglite(options.dataDir, options.onLockLost);
    case 'memory':
      return openPglite(undefined);
  }
}
