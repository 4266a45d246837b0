import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusingPostgres } from '../../../../tests/support/postgres-server';
import { createTestApp } from '../../../../tests/support/test-app';
import { openMemoryDatabase, testDatabases } from '../../../../tests/support/test-databases';
import type { Database } from '../../db/database';
import { checkReadiness } from './check-readiness';

async function ready(database: Database) {
  const response = await createTestApp(database).request('/api/ready');
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
}

describe.each(testDatabases())('GET /api/ready on $name', ({ name, open }) => {
  it('answers 200 ready when the database answers and every migration is applied', async () => {
    const database = await open();
    try {
      expect(await ready(database)).toMatchObject({
        status: 200,
        body: { status: 'ready', database: 'up', kind: name, pendingMigrations: 0 },
      });
    } finally {
      await database.close();
    }
  });

  it('answers a JSON 503 when a migration this build ships is not applied', async () => {
    const database = await open();
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      expect(await ready(database)).toMatchObject({
        status: 503,
        type: expect.stringMatching(/^application\/json/),
        body: { status: 'unavailable', database: 'up', pendingMigrations: 1 },
      });
    } finally {
      await database.close();
    }
  });
});

describe('GET /api/ready with the database down', () => {
  it.each([
    ['the embedded database closed', async () => openMemoryDatabase().then(async (db) => (await db.close(), db))],
    ['PostgreSQL refusing connections', refusingPostgres],
  ])('answers a JSON 503 (%s), while /api/health keeps its own answer', async (_, down) => {
    const database = await down();
    try {
      expect(await ready(database)).toMatchObject({
        status: 503,
        type: expect.stringMatching(/^application\/json/),
        body: { status: 'unavailable', database: 'down', pendingMigrations: null },
      });
      const health = await createTestApp(database).request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await database.close().catch(() => undefined);
    }
  });

  it('counts a database that does not answer in time as down', async () => {
    const stalled = { pendingMigrations: () => new Promise<number>(() => undefined) } as unknown as Database;
    expect(await checkReadiness(stalled, 50)).toEqual({ ready: false, database: 'down', pendingMigrations: null });
  });
});
