import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';

export type TestDatabaseKind = { name: 'pglite' | 'postgres'; open: () => Promise<Database> };

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped when closed. */
async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const name = `larder_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The databases server tests run against: always an in-memory PGlite, and also a real
 * PostgreSQL server when TEST_DATABASE_URL is set (as CI does). Each open() is a fresh database.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: () => openDatabase({ kind: 'memory' }) }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: 'postgres', open: () => openFreshPostgres(serverUrl) });
  return kinds;
}
