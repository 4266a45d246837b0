import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putTick } from '../../../../tests/support/kitchen';
import { serviceCook } from '../../../../tests/support/kitchen-service';
import { createPostgresDatabase, openMemoryDatabase } from '../../../../tests/support/test-databases';
import { openDatabase, type Database } from '../../db/database';

/**
 * Pushes for one kitchen arriving at once. On PostgreSQL with a pool of several connections they
 * really run side by side (PGlite has one connection and runs them one after another anyway).
 */
const DATABASES: { name: string; open: () => Promise<Database & { drop?: () => Promise<void> }> }[] = [
  { name: 'pglite', open: () => openMemoryDatabase() },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  DATABASES.push({
    name: 'postgres (8 connections)',
    open: async () => {
      const fresh = await createPostgresDatabase(serverUrl);
      const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 8 });
      return { ...database, close: async () => (await database.close(), await fresh.drop()) };
    },
  });
}

describe.each(DATABASES)('concurrent pushes to one kitchen on $name', ({ open }) => {
  let database: Database;
  let users = 0;

  async function newCook() {
    const cook = await serviceCook(database, `concurrent-${(users += 1)}`);
    const readAll = async () => {
      const answer = await cook.read();
      expect(answer.complete).toBe(true);
      return answer;
    };
    // The kitchen exists before the race: the race is about pushes, not about creating it.
    await readAll();
    return { send: cook.send, readAll };
  }

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loses no write and gives no sequence number twice when ten devices push different items at once', async () => {
    const cook = await newCook();
    const devices = Array.from({ length: 10 }, (_, i) => `device-${String(i).padStart(2, '0')}`);
    const results = await Promise.all(devices.map((deviceId) => cook.send([putTick(`${deviceId} a`), putTick(`${deviceId} b`)], deviceId)));
    // Each push took two consecutive numbers: the cursors are 2, 4, … 20 in some order.
    expect(results.map((result) => Number(result.cursor)).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => 2 * (i + 1)));
    const { items, cursor } = await cook.readAll();
    expect(cursor).toBe('20');
    expect(items.map((item) => item.id).sort()).toEqual(devices.flatMap((deviceId) => [`${deviceId} a`, `${deviceId} b`]).sort());
  });

  it('counts every write to one item when ten devices change it at once: versions 1 to 10, the last one kept', async () => {
    const cook = await newCook();
    const devices = Array.from({ length: 10 }, (_, i) => `device-${String(i).padStart(2, '0')}`);
    const results = await Promise.all(devices.map((deviceId, i) => cook.send([putTick('garlic', i % 2 === 0)], deviceId)));
    const versions = results.map((result) => result.results[0]?.version ?? 0);
    expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    const last = devices[versions.indexOf(10)];
    const { items } = await cook.readAll();
    expect(items).toEqual([
      expect.objectContaining({
        id: 'garlic',
        version: 10,
        updatedByDevice: last,
        value: { itemKey: 'garlic', ticked: versions.indexOf(10) % 2 === 0 },
      }),
    ]);
  });

  it('applies a changeId once when a device sends the same batch twice at once', async () => {
    const cook = await newCook();
    const batch = [putTick('rice'), putTick('rice', false, 1)];
    const [one, two] = await Promise.all([cook.send(batch, 'device-same'), cook.send(batch, 'device-same')]);
    const statuses = [one, two].map((result) => result.results.map((r) => r.status).join());
    expect(statuses.sort()).toEqual(['applied,applied', 'duplicate,duplicate']);
    expect((await cook.readAll()).items).toEqual([expect.objectContaining({ id: 'rice', version: 2 })]);
  });
});
