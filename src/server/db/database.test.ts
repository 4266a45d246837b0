import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/test-databases';
import { DataDirLockedError } from './data-dir-lock';
import { openDatabase } from './database';
import { user } from './schema';

describe.each(testDatabases())('migrations on $name', ({ open }) => {
  it('creates every table of the data model', async () => {
    const database = await open();
    try {
      const result = (await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const tables = result.rows.map((row) => row.table_name);
      expect(tables).toEqual(
        expect.arrayContaining([
          'account',
          'favorite_meals',
          'meal_plans',
          'rate_limit',
          'session',
          'user',
          'verification',
          'kitchen',
          'kitchen_state',
          'plan_entries',
          'pantry_answers',
          'shopping_ticks',
          'purchases',
          'kitchen_changes',
          'app_rate_limits',
          'model_usage',
        ]),
      );
    } finally {
      await database.close();
    }
  });
});

describe('PGlite on disk', () => {
  it('keeps data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-data-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(user).values({ id: 'u1', name: 'Ann', email: 'ann@example.com' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await second.db.select({ email: user.email }).from(user);
      expect(rows).toEqual([{ email: 'ann@example.com' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener of the same data directory while the first holds it, then allows one once it is closed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-data-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('takes over a lock left untouched by a server that stopped without letting go', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-data-'));
    const lock = join(dataDir, 'larder.lock');
    writeFileSync(lock, JSON.stringify({ owner: 'gone', host: 'elsewhere', pid: 1, since: '2026-01-01T00:00:00.000Z' }));
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, longAgo, longAgo);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  });
});
