import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../../tests/support/accounts';
import { change, device, pull, pullAll, push, putEntry, planEntry, putTick, remove } from '../../../../tests/support/kitchen';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { serviceCook } from '../../../../tests/support/kitchen-service';
import { testDatabases } from '../../../../tests/support/test-databases';
import {
  CHANGE_ID_RETENTION_DAYS,
  KITCHEN_PULL_PAGE_ITEMS,
  MAX_CHANGES_PER_BATCH,
  TOMBSTONES_KEPT,
  TOMBSTONE_RETENTION_DAYS,
} from '../../../domain/kitchen';
import type { Database } from '../../db/database';
import { kitchen, kitchenChanges, shoppingTicks } from '../../db/schema';
import { createLogger } from '../../logger';
import { ensureKitchen } from './ensure-kitchen';
import { PRUNE_EVERY_SEQ, pruneKitchen } from './prune-kitchen';

const logger = createLogger('silent');
const DAY_MS = 86_400_000;

describe.each(testDatabases())('pulling a kitchen page by page on $name', ({ open }) => {
  let database: Database;
  let users = 0;

  const newCook = () => serviceCook(database, `puller-${(users += 1)}`);

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('cuts a pull into pages of at most so many items, in the order written, each page starting where the last ended', async () => {
    const cook = await newCook();
    const changes = Array.from({ length: 10 }, (_, i) => putTick(`item ${i}`));
    await cook.send(changes.slice(0, 4));
    await cook.send([change('state', 'week', { startDate: '2026-11-30' }), ...changes.slice(4)]);
    const pages = await cook.readAll(0, { items: 3, bytes: 1_000_000 });
    expect(pages.map((page) => [page.items.length, page.complete, page.cursor])).toEqual([
      [3, false, '3'],
      [3, false, '6'],
      [3, false, '9'],
      [2, true, '11'],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual([
      'item 0',
      'item 1',
      'item 2',
      'item 3',
      'week',
      ...changes.slice(4).map((c) => c.id),
    ]);
  });

  it('cuts a page by size too, but always carries at least one item', async () => {
    const cook = await newCook();
    const entries = Array.from({ length: 3 }, (_, i) => planEntry(`Meal ${i}`));
    await cook.send(entries.map((entry) => putEntry(entry)));
    const pages = await cook.readAll(0, { items: 100, bytes: 10 });
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual(entries.map((entry) => [entry.id]));
    const twoPerPage = await cook.readAll(0, { items: 100, bytes: 2 * JSON.stringify(entries[0]).length + 200 });
    expect(twoPerPage.map((page) => page.items.length)).toEqual([2, 1]);
  });

  it('sees, on the next page, what was written between two pages', async () => {
    const cook = await newCook();
    await cook.send(Array.from({ length: 4 }, (_, i) => putTick(`item ${i}`)));
    const first = await cook.read(0, { items: 2, bytes: 1_000_000 });
    await cook.send([putTick('item 0', false, 1), putTick('late')]);
    const rest = await cook.readAll(Number(first.cursor), { items: 2, bytes: 1_000_000 });
    expect(rest.flatMap((page) => page.items.map((item) => [item.id, item.version]))).toEqual([
      ['item 2', 1],
      ['item 3', 1],
      ['item 0', 2],
      ['late', 1],
    ]);
  });

  it('sends a full pull, marked reset, to a cursor older than forgotten deletions or newer than the kitchen', async () => {
    const cook = await newCook();
    await cook.send([putTick('garlic'), putTick('lime'), putTick('mint')]);
    const cursor = Number((await cook.read()).cursor);
    await cook.send([remove('shoppingTicks', 'garlic', 1), putTick('basil')]);
    // Before the tombstone is forgotten: an ordinary pull, carrying it.
    expect((await cook.read(cursor)).items.map((item) => [item.id, item.deleted])).toEqual([
      ['garlic', true],
      ['basil', false],
    ]);

    const { id: kitchenId } = await ensureKitchen({ db: database.db, userId: cook.userId, logger });
    await pruneKitchen({ tx: database.db, kitchenId, now: new Date(Date.now() + (TOMBSTONE_RETENTION_DAYS + 1) * DAY_MS) });
    const [bookkeeping] = await database.db.select({ prunedSeq: kitchen.prunedSeq }).from(kitchen).where(eq(kitchen.id, kitchenId));
    expect(bookkeeping?.prunedSeq).toBe(4);

    const stale = await cook.read(cursor);
    expect(stale.reset).toBe(true);
    expect(stale.items.map((item) => item.id)).toEqual(['lime', 'mint', 'basil']);
    expect(stale.cursor).toBe('5');
    // A cursor at or after the forgotten deletion needs nothing more.
    expect(await cook.read(5)).toEqual({ cursor: '5', items: [], complete: true });
    // A cursor from beyond this kitchen (a restored backup, say): start again.
    expect((await cook.read(99)).reset).toBe(true);
    expect((await cook.read(99)).items).toHaveLength(3);
  });

  it('sends a reset as one complete answer, whatever the page size, so a device behind forgotten deletions can finish it', async () => {
    const cook = await newCook();
    await cook.send(['garlic', 'lime', 'mint', 'basil', 'dill'].map((key) => putTick(key)));
    const cursor = Number((await cook.read()).cursor);
    await cook.send([remove('shoppingTicks', 'garlic', 1)]);
    const { id: kitchenId } = await ensureKitchen({ db: database.db, userId: cook.userId, logger });
    await pruneKitchen({ tx: database.db, kitchenId, now: new Date(Date.now() + (TOMBSTONE_RETENTION_DAYS + 1) * DAY_MS) });

    // Cut into pages of two, the second page's cursor (2) would be behind the forgotten deletion (6) again.
    const pages = await cook.readAll(cursor, { items: 2, bytes: 1_000_000 });
    expect(pages.map((page) => [page.reset, page.complete, page.cursor])).toEqual([[true, true, '6']]);
    expect(pages[0]?.items.map((item) => item.id)).toEqual(['lime', 'mint', 'basil', 'dill']);
  });

  async function tombstonesOf(kitchenId: string) {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int`, oldest: sql<number | null>`min(${shoppingTicks.seq})::int` })
      .from(shoppingTicks)
      .where(and(eq(shoppingTicks.kitchenId, kitchenId), eq(shoppingTicks.deleted, true)));
    return row;
  }

  it(`forgets tombstones older than ${TOMBSTONE_RETENTION_DAYS} days when a push carries the sequence past a multiple of ${PRUNE_EVERY_SEQ}`, async () => {
    const cook = await newCook();
    const keys = Array.from({ length: 10 }, (_, i) => `item ${i}`);
    await cook.send(keys.map((key) => putTick(key)));
    await cook.send(keys.map((key) => remove('shoppingTicks', key, 1)));
    const { id: kitchenId } = await ensureKitchen({ db: database.db, userId: cook.userId, logger });
    await database.db
      .update(shoppingTicks)
      .set({ updatedAt: new Date(Date.now() - (TOMBSTONE_RETENTION_DAYS + 1) * DAY_MS) })
      .where(eq(shoppingTicks.kitchenId, kitchenId));
    // Sequence 20 to 255: no pruning yet.
    await cook.send(Array.from({ length: 235 }, (_, i) => putTick(`more ${i}`)));
    expect((await tombstonesOf(kitchenId))?.n).toBe(10);
    // Sequence 256: pruned.
    await cook.send([putTick('one more')]);
    expect(await tombstonesOf(kitchenId)).toEqual({ n: 0, oldest: null });
    expect((await cook.read(15)).reset).toBe(true);
    expect((await cook.read(20)).reset).toBeUndefined();
  });

  it('keeps at most the newest tombstones of a collection, and forgets old changeIds', async () => {
    const cook = await newCook();
    const total = TOMBSTONES_KEPT + 10;
    for (let start = 0; start < total; start += 500) {
      const keys = Array.from({ length: Math.min(500, total - start) }, (_, i) => `item ${start + i}`);
      await cook.send(keys.map((key) => putTick(key)));
      await cook.send(keys.map((key) => remove('shoppingTicks', key, 1)));
    }
    const { id: kitchenId } = await ensureKitchen({ db: database.db, userId: cook.userId, logger });
    // Pruning as the sequence passes each multiple of 256 keeps the count near the bound.
    expect((await tombstonesOf(kitchenId))?.n).toBeLessThanOrEqual(TOMBSTONES_KEPT + PRUNE_EVERY_SEQ + MAX_CHANGES_PER_BATCH);
    await pruneKitchen({ tx: database.db, kitchenId, now: new Date() });
    // Deletions took sequence numbers 501-1000, 1501-2000, 2501-3000, 3501-4000 and 4011-4020:
    // the newest 2,000 start at 511.
    expect(await tombstonesOf(kitchenId)).toEqual({ n: TOMBSTONES_KEPT, oldest: 511 });
    expect((await cook.read(509)).reset).toBe(true);
    expect((await cook.read(510)).reset).toBeUndefined();

    const replayed = putTick('replayed');
    await cook.send([replayed]);
    expect((await cook.send([replayed])).results[0]).toMatchObject({ status: 'duplicate', version: 1 });
    await pruneKitchen({ tx: database.db, kitchenId, now: new Date(Date.now() + (CHANGE_ID_RETENTION_DAYS + 1) * DAY_MS) });
    const [remembered] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(kitchenChanges)
      .where(eq(kitchenChanges.kitchenId, kitchenId));
    expect(remembered?.n).toBe(0);
    // Forgotten, a replay is a new change: applied again (last write wins).
    expect((await cook.send([replayed])).results[0]).toMatchObject({ status: 'applied', version: 2 });
  });
});

describe.each(testDatabases())('a pull over HTTP on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(async () => {
    await database.close();
  });

  it(`answers at most ${KITCHEN_PULL_PAGE_ITEMS} items and says it is not complete; the next pull carries on`, async () => {
    const cook = device(await signUpAndVerify(app, mailer, { email: 'pages@example.com', ip: '10.63.0.1' }), 'laptop');
    for (let batch = 0; batch < 3; batch += 1) {
      await push(
        cook,
        Array.from({ length: 500 }, (_, i) => putTick(`item ${batch * 500 + i}`)),
      );
    }
    const first = await pull(cook);
    expect([first.items.length, first.complete, first.cursor]).toEqual([KITCHEN_PULL_PAGE_ITEMS, false, String(KITCHEN_PULL_PAGE_ITEMS)]);
    const second = await pull(cook, first.cursor);
    expect([second.items.length, second.complete, second.cursor]).toEqual([1_500 - KITCHEN_PULL_PAGE_ITEMS, true, '1500']);
    const all = await pullAll(cook);
    expect(all.pages).toBe(2);
    expect(all.items.map((item) => item.id)).toEqual(Array.from({ length: 1_500 }, (_, i) => `item ${i}`));
  });
});
