import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { newPglite } from './pglite';
import { findTemplate, saveTemplate } from './database-template';
import { countPendingMigrations, migrationsFolder } from './migrations';
import type { Database } from './database-types';
import * as schema from './schema';

export type { Database, Db, PoolStats, Subscriber } from './database-types';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `onLockLost`: another server took the data directory's lock (data-dir-lock.ts); stop at once.
   * `templateDir`: where to find the template a new data folder starts from (default: the build's).
   */
  | { kind: 'pglite'; dataDir: string; onLockLost?: () => void; templateDir?: string }
  /**
   * In memory, for tests: gone when closed. With `templateDir`, started from the template kept
   * there, which the first such database makes (database-template.ts).
   */
  | { kind: 'memory'; templateDir?: string };

/**
 * Counts the embedded database's calls under way (PGlite runs one at a time and queues the rest;
 * it shows no queue of its own), for the pool-use metrics: one running, the others waiting.
 */
function countInFlight(client: PGlite): () => number {
  let count = 0;
  const counted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      count += 1;
      try {
        return await call(...args);
      } finally {
        count -= 1;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client));
  client.transaction = counted(client.transaction.bind(client)) as PGlite['transaction'];
  return () => count;
}

/**
 * The data folder as a gzipped tar. PGlite runs the dump alone (no query interleaves), so the
 * files are consistent; the checkpoint first means a restore replays little or no WAL.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

function lockLost(): never {
  throw new Error('Another Larder server has taken this data directory: stopping before the two of them corrupt it.');
}

/**
 * The embedded database's own settings, on top of PGlite's. Its default shared_buffers is 160 MB,
 * sized for a server, and inside WebAssembly it is memory the process holds for good: reopening a
 * database measured 277–310 MB RSS with it and 159–167 MB with 16 MB (docs/decisions/0020-server-start.md).
 * One household's data fits many times over; pages that do not fit come from the OS file cache.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Where the build leaves the template: beside the bundled server (this code may be in one of its
 * `chunks/`, shared with the backup tool), or in dist/server seen from src/server/db.
 */
function builtTemplateDirs(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [here, resolve(here, '..'), resolve(here, '../../../dist/server')];
}

/**
 * Writes the template new embedded databases start from into `dir` (`npm run build`: beside the
 * server): an empty database with every migration applied, as a gzipped data folder.
 */
export async function writeDatabaseTemplate(dir: string): Promise<string> {
  const client = await newPglite(undefined, { startParams: [...PGLITE_START_PARAMS] });
  try {
    await client.waitReady;
    const migrations = migrationsFolder();
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrations });
    return await saveTemplate(dir, migrations, await dumpPglite(client));
  } finally {
    await client.close();
  }
}

type PgliteOpening = { dataDir?: string; templateDir?: string; onLockLost?: () => void };

async function openPglite({ dataDir, templateDir, onLockLost = lockLost }: PgliteOpening): Promise<Database> {
  const release = dataDir ? await lockDataDir(resolve(dataDir), onLockLost) : () => undefined;
  try {
    const pgdata = dataDir ? join(resolve(dataDir), 'pgdata') : undefined;
    const migrations = migrationsFolder();
    // A new database is unpacked from the template, when there is one, instead of running initdb.
    const isNew = pgdata === undefined || !existsSync(join(pgdata, 'PG_VERSION'));
    const templateDirs = templateDir ? [templateDir] : builtTemplateDirs();
    const template = isNew ? findTemplate(templateDirs, migrations) : undefined;
    const options = { startParams: [...PGLITE_START_PARAMS], ...(template ? { loadDataDir: template } : {}) };
    const client = await newPglite(pgdata, options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrations });
    // Tests keep the template the first of their databases makes (a cache: one that cannot be
    // written is made again next time); a server only reads the build's.
    if (!template && !dataDir && templateDir) {
      await saveTemplate(templateDir, migrations, await dumpPglite(client)).catch(() => undefined);
    }
    const inFlight = countInFlight(client);
    return {
      db,
      kind: 'pglite',
      ...(isNew ? { made: template ? 'template' : 'initdb' } : {}),
      exclusive: true,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      pendingMigrations: () => countPendingMigrations(db),
      dump: () => dumpPglite(client),
      // One connection, inside this process, serving one query at a time.
      poolStats: () => {
        const busy = inFlight();
        return { total: client.closed ? 0 : 1, idle: busy > 0 || client.closed ? 0 : 1, waiting: Math.max(0, busy - 1), max: 1 };
      },
      subscribe: (channel, handlers) => {
        const unlisten = client.listen(channel, handlers.message).then(
          (stop) => {
            handlers.live(true);
            return stop;
          },
          () => undefined,
        );
        return async () => {
          await (await unlisten)?.().catch(() => undefined);
        };
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
      return import('./postgres').then(({ openPostgres }) => openPostgres(options.url, options.poolSize));
    case 'pglite':
      return openPglite(options);
    case 'memory':
      return openPglite(options);
  }
}
