// The database's types, apart from the code that opens one: migrations.ts and postgres.ts need
// them, and database.ts imports both, so holding them in database.ts made an import circle.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

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
  /** Migrations shipped with this build that the database has not applied (0 when up to date). */
  pendingMigrations(): Promise<number>;
  /** Connections held to the database: in use, idle, and queries waiting for one. */
  poolStats(): PoolStats;
  /**
   * Hears NOTIFY on `channel` (sent by any process on this database, on commit). `live` tells
   * whether notifications can currently arrive: false while a lost connection is being replaced.
   */
  subscribe(channel: string, handlers: Subscriber): () => Promise<void>;
  /** The embedded database only: a consistent copy of its data folder, as a gzipped tar. */
  dump?(): Promise<Blob>;
  /**
   * The embedded database only, when this start made it: from the build's template, or by
   * initdb and every migration when no template was found (a first start several times slower).
   */
  made?: 'template' | 'initdb';
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };
export type Subscriber = { message(payload: string): void; live(isLive: boolean): void };
