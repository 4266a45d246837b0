import { mkdtempSync } from 'node:fs';
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

  it('refuses a second opener of the same data directory, then allows one once it is closed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-data-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    // The lock names the holder; pretend the holder is another live process (this test's parent).
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(dataDir, 'larder.lock'), String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already using the data directory/);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-data-'));
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'larder.lock'), '999999');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
  });
});
