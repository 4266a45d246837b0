import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../../tests/support/accounts';
import { device, holdings, pull, push, putTick, type Device } from '../../../../tests/support/kitchen';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { createPostgresDatabase, testDatabases } from '../../../../tests/support/test-databases';
import { upgradeItemValue } from '../../../domain/kitchen/upgrade-state';
import { upgradeStoredMeal } from '../../../domain/meal';
import { WEEKDAYS } from '../../../domain/meal-plan';
import type { KitchenItem } from '../../../domain/kitchen';
import { openDatabase, type Database } from '../../db/database';
import { kitchen, mealPlans, planEntries, user } from '../../db/schema';
import { createLogger } from '../../logger';
import { ensureKitchen } from './ensure-kitchen';
import fixture from './fixtures/plan-document.json';

/** The captured row, as it sits in meal_plans: written by the PUT /api/plan this replaced (capture-plan-document.ts, commit 6c153e1). */
type StoredRow = { preferences: unknown; selection: unknown; plan: unknown; pantry: unknown; purchases: unknown; updatedAt: string };
const stored: StoredRow = fixture.row;
type StoredMeal = Record<string, unknown> & { name: string; isSaved?: boolean; doNotRecommend?: boolean };
const storedPlan = stored.plan as Record<string, { main?: StoredMeal; breakfast?: StoredMeal }>;
const storedPantry = stored.pantry as {
  pantry: Record<string, { owned: boolean; amount?: string }>;
  shoppingTicks: Record<string, boolean>;
};
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

const byCollection = (items: Iterable<KitchenItem>, collection: string) => [...items].filter((item) => item.collection === collection);

async function storeDocument(database: Database, userId: string, document: StoredRow = stored) {
  await database.db.insert(mealPlans).values({ userId, ...document, updatedAt: new Date(document.updatedAt) });
}

describe.each(testDatabases())('carrying the old plan document into the kitchen on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(62);
  const logLines: string[] = [];
  let cooks = 0;

  async function cookWithDocument(document?: StoredRow): Promise<Device & { userId: string }> {
    cooks += 1;
    const email = `migrating${cooks}@example.com`;
    const client = await signUpAndVerify(app, mailer, { email, ip: nextIp() });
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (document !== undefined) await storeDocument(database, row!.id, document);
    return { ...device(client, `laptop-${cooks}`), userId: row!.id };
  }

  beforeAll(async () => {
    database = await open();
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    );
    app = createTestApp(database, { mailer, logger });
  });
  afterAll(async () => {
    await database.close();
  });

  it('finds every meal on its date, and every pantry answer, tick and purchase, on the first pull', async () => {
    const cook = await cookWithDocument(stored);
    const items = await holdings(cook);

    // Saved on Wednesday 25 November 2026: the week of Monday the 23rd.
    expect(items.get('state/week')?.value).toEqual({ startDate: '2026-11-23', days: 7 });
    // Preferences saved before the allergy toggles existed load with none ticked (issue 13).
    expect(items.get('state/preferences')?.value).toEqual({ ...(stored.preferences as object), allergies: [], recipeSource: 'both' });
    const selection = stored.selection as { preferences: object };
    // Its meals read into values (money in pence, times in minutes, amounts as values).
    expect(items.get('state/selection')?.value).toEqual(
      upgradeItemValue('state', 'selection', {
        ...selection,
        preferences: { ...selection.preferences, allergies: [], recipeSource: 'both' },
      }),
    );

    const entries = byCollection(items.values(), 'planEntries').map(
      (item) => item.value as { id: string; date: string; slot: string; meal: StoredMeal; saved?: boolean; doNotRecommend?: boolean },
    );
    let planned = 0;
    for (const [index, weekday] of WEEKDAYS.entries()) {
      for (const slot of ['main', 'breakfast'] as const) {
        const meal = storedPlan[weekday]?.[slot];
        const found = entries.filter((entry) => entry.date === WEEK[index] && entry.slot === slot);
        if (!meal) {
          expect(found, `${weekday} ${slot}`).toEqual([]);
          continue;
        }
        planned += 1;
        expect(
          found.map((entry) => entry.meal),
          `${weekday} ${slot}`,
          // The stored meal (price, times and quantities as text) read into values, nothing else changed.
        ).toEqual([upgradeStoredMeal(meal)]);
        expect(found[0]?.meal.name).toBe(fixture.weekdays[weekday][slot]);
      }
    }
    expect(entries).toHaveLength(planned);
    expect(planned).toBe(7);
    // The weekly plan's marks belong to the entry now; "don't recommend" reaches the cook's list.
    expect(entries.find((entry) => entry.date === '2026-11-24' && entry.slot === 'main')?.saved).toBe(true);
    const dismissed = storedPlan.Thursday?.main;
    expect(entries.find((entry) => entry.date === '2026-11-26' && entry.slot === 'main')?.doNotRecommend).toBe(true);
    expect(items.get('state/dismissedMeals')?.value).toEqual([{ id: dismissed?.id, name: dismissed?.name }]);

    expect(Object.fromEntries(byCollection(items.values(), 'pantryAnswers').map((item) => [item.id, item.value]))).toEqual(
      Object.fromEntries(Object.entries(storedPantry.pantry).map(([itemKey, answer]) => [itemKey, { itemKey, ...answer }])),
    );
    expect(Object.fromEntries(byCollection(items.values(), 'shoppingTicks').map((item) => [item.id, item.value]))).toEqual(
      Object.fromEntries(Object.entries(storedPantry.shoppingTicks).map(([itemKey, ticked]) => [itemKey, { itemKey, ticked }])),
    );
    const bought = byCollection(items.values(), 'purchases').map((item) => item.value as { id: string });
    expect(bought.map(({ id: _id, ...record }) => record)).toEqual(stored.purchases);
    expect(
      bought.every((purchase, index) => items.get(`purchases/${purchase.id}`) !== undefined && bought.indexOf(purchase) === index),
    ).toBe(true);

    // Written by the server (no device), all at version 1, dated when the document was saved.
    for (const item of items.values()) {
      expect(item).toMatchObject({ version: 1, deleted: false, updatedByDevice: null, overwroteDevice: null, updatedAt: stored.updatedAt });
    }
  });

  it('converts once: later pulls and pushes find the same items, and the old row stays as it was', async () => {
    const cook = await cookWithDocument(stored);
    const first = await pull(cook);
    const again = await pull(cook);
    expect(again).toEqual(first);
    await push(cook, [putTick('garlic', false, 1)]);
    const after = await holdings(cook);
    expect(after.size).toBe(first.items.length);
    expect(after.get('shoppingTicks/garlic')).toMatchObject({ version: 2, value: { itemKey: 'garlic', ticked: false } });
    const [row] = await database.db.select().from(mealPlans).where(eq(mealPlans.userId, cook.userId));
    expect({ ...row, userId: undefined, updatedAt: row?.updatedAt.toISOString() }).toEqual({ ...stored, userId: undefined });
  });

  it('converts before the first push too, so the push lands after the document', async () => {
    const cook = await cookWithDocument(stored);
    const result = await push(cook, [putTick('garlic', false, 1)]);
    const converted = (await pull(cook)).items.length;
    expect(result.results[0]).toMatchObject({ version: 2, status: 'applied' });
    expect(Number(result.cursor)).toBe(converted + 1);
  });

  it('gives a cook without an old document an empty kitchen', async () => {
    const cook = await cookWithDocument();
    expect(await pull(cook)).toEqual({ cursor: '0', items: [], complete: true });
  });

  it('carries what still meets the schemas, and logs what it left in the old row', async () => {
    const broken = {
      ...stored,
      purchases: [...(stored.purchases as unknown[]), { quantity: '2', price: '1.00' }],
      pantry: { ...storedPantry, pantry: { ...storedPantry.pantry, leek: { owned: 'yes' } } },
    };
    const cook = await cookWithDocument(broken);
    const items = await holdings(cook);
    expect(byCollection(items.values(), 'purchases')).toHaveLength((stored.purchases as unknown[]).length);
    expect(items.has('pantryAnswers/leek')).toBe(false);
    expect(items.has('state/week')).toBe(true);
    const line = logLines
      .map((text) => JSON.parse(text) as { msg: string; userId: string; skipped: unknown[] })
      .find((entry) => entry.userId === cook.userId);
    expect(line?.msg).toBe('parts of an old plan document were not carried into the kitchen');
    expect(line?.skipped).toEqual([
      { collection: 'pantryAnswers', id: 'leek', message: expect.stringMatching(/^value\.owned: /) },
      { collection: 'purchases', id: expect.any(String), message: expect.stringMatching(/^value\.name: /) },
    ]);
  });

  it('converts once when many first reads arrive together', async () => {
    const [row] = await database.db
      .insert(user)
      .values({ id: 'together', name: 'Together', email: 'together@example.com' })
      .returning({ id: user.id });
    await storeDocument(database, row!.id);
    const logger = createLogger('silent');
    const ids = await Promise.all(
      Array.from({ length: 8 }, async () => (await ensureKitchen({ db: database.db, userId: row!.id, logger })).id),
    );
    expect(new Set(ids).size).toBe(1);
    const [entries] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(planEntries)
      .where(eq(planEntries.kitchenId, ids[0]!));
    expect(entries?.n).toBe(7);
    expect(await database.db.select({ seq: kitchen.seq }).from(kitchen).where(eq(kitchen.ownerUserId, row!.id))).toEqual([{ seq: 24 }]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers reading a new kitchen at once on postgres', () => {
  it('converts the old document once', async () => {
    const fresh = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    const one = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
    const two = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
    try {
      const logger = createLogger('silent');
      for (let cook = 0; cook < 5; cook += 1) {
        const userId = `cook-${cook}`;
        await one.db.insert(user).values({ id: userId, name: 'Cook', email: `${userId}@example.com` });
        await storeDocument(one, userId);
        const ids = await Promise.all(
          [one, two, one, two].map(async (server) => (await ensureKitchen({ db: server.db, userId, logger })).id),
        );
        expect(new Set(ids).size).toBe(1);
        const [entries] = await two.db
          .select({ n: sql<number>`count(*)::int` })
          .from(planEntries)
          .where(eq(planEntries.kitchenId, ids[0]!));
        expect(entries?.n).toBe(7);
      }
    } finally {
      await one.close();
      await two.close();
      await fresh.drop();
    }
  });
});
