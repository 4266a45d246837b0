import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';

export type TestDatabaseKind = { name: 'pglite' | 'postgres'; open: () => Promise<Database> };

/** Where server tests keep the embedded database's template, made by the first test database. */
const TEMPLATE_DIR = join(process.cwd(), '.tmp', 'database-template');

/** A fresh in-memory embedded database, unpacked from the tests' template (no initdb after the first). */
export function openMemoryDatabase(): Promise<Database> {
  return openDatabase({ kind: 'memory', templateDir: TEMPLATE_DIR });
}

/** A new, empty database on a PostgreSQL server: its URL, and `drop` to remove it. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'larder_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped when closed. */
async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const fresh = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * The databases server tests run against: always an in-memory PGlite, and also a real
 * PostgreSQL server when TEST_DATABASE_URL is set (as CI does). Each open() is a fresh database.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openMemoryDatabase }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: 'postgres', open: () => openFreshPostgres(serverUrl) });
  return kinds;
}
