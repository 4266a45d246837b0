import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { readJson, type ErrorBody } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { MAX_FAVORITES_PER_ACCOUNT } from '../../../domain/limits';
import type { Database } from '../../db/database';
import { favoriteMeals } from '../../db/schema';
import { FAVORITES_TOO_LARGE, TOO_MANY_FAVORITES } from './favorites-quota';

/** Issue #14: at most 1,000 favourites and 10 MB of stored meals per account, with a clear message. */

const meal = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Meal ${id}`,
  description: 'Tasty.',
  ingredients: [],
  ...extra,
});

describe.each(testDatabases())('favourite quotas on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(93);
  let cooks = 0;

  async function newCook(): Promise<{ client: TestClient; userId: string }> {
    const client = await signUpAndVerify(app, mailer, { email: `quota-${(cooks += 1)}@example.com`, ip: nextIp() });
    const userId = ((await (await client.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    return { client, userId };
  }

  /** Stores favourites straight into the table, as if added over months. */
  async function store(userId: string, count: number, size = 0) {
    const rows = Array.from({ length: count }, (_, i) => {
      const stored = meal(`stored-${i}`, size > 0 ? { notes: 'x'.repeat(size) } : {});
      return { userId, mealId: stored.id, meal: stored };
    });
    for (let at = 0; at < rows.length; at += 200) await database.db.insert(favoriteMeals).values(rows.slice(at, at + 200));
  }

  const add = (client: TestClient, body: unknown) => client.request('/api/favorites', { json: { meal: body } });
  const countOf = async (userId: string) =>
    (await database.db.select({ id: favoriteMeals.id }).from(favoriteMeals).where(eq(favoriteMeals.userId, userId))).length;

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(() => database.close());

  it('takes the 1,000th favourite and refuses the next with a clear message; one already kept is still fine', async () => {
    const { client, userId } = await newCook();
    await store(userId, MAX_FAVORITES_PER_ACCOUNT - 1);
    expect((await add(client, meal('the-thousandth'))).status).toBe(201);
    const refused = await add(client, meal('one-too-many'));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { type: 'conflict', message: TOO_MANY_FAVORITES } });
    expect(TOO_MANY_FAVORITES).toBe('You already have 1,000 favorite meals, the most one account can keep. Remove some to add new ones.');
    expect((await add(client, meal('stored-3'))).status).toBe(200);
    expect(await countOf(userId)).toBe(MAX_FAVORITES_PER_ACCOUNT);
  });

  it('lets only one of two adds at once take the last place', async () => {
    const { client, userId } = await newCook();
    await store(userId, MAX_FAVORITES_PER_ACCOUNT - 1);
    const statuses = (await Promise.all([add(client, meal('racer-a')), add(client, meal('racer-b'))]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await countOf(userId)).toBe(MAX_FAVORITES_PER_ACCOUNT);
  });

  it('refuses a favourite that would take the account past 10 MB of stored meals', async () => {
    const { client, userId } = await newCook();
    await store(userId, 40, 245_000);
    const refused = await add(client, meal('big', { notes: 'y'.repeat(200_000) }));
    expect(refused.status).toBe(409);
    expect((await readJson<ErrorBody>(refused)).error.message).toBe(FAVORITES_TOO_LARGE);
    expect((await add(client, meal('small'))).status).toBe(201);
  });

  it('repairs all the missing favourites that fit, and refuses the lot (storing none) past the quota', async () => {
    const { client, userId } = await newCook();
    await store(userId, MAX_FAVORITES_PER_ACCOUNT - 3);
    const repair = (ids: string[]) => client.request('/api/favorites/repair', { json: { meals: ids.map((id) => meal(id)) } });
    const refused = await repair(['r1', 'r2', 'r3', 'r4', 'stored-0']);
    expect(refused.status).toBe(409);
    expect((await readJson<ErrorBody>(refused)).error.message).toBe(TOO_MANY_FAVORITES);
    expect(await countOf(userId)).toBe(MAX_FAVORITES_PER_ACCOUNT - 3);
    const repaired = await repair(['r1', 'r2', 'r3', 'stored-0']);
    expect(repaired.status).toBe(200);
    expect(await repaired.json()).toEqual({ inserted: ['r1', 'r2', 'r3'], count: MAX_FAVORITES_PER_ACCOUNT });
  });

  it('stores no picture inline: a data: image becomes the meal’s illustration', async () => {
    const { client, userId } = await newCook();
    const inline = meal('pictured', {
      cuisine: 'Indian',
      ingredients: [{ name: 'lentils' }],
      imageUrl: `data:image/png;base64,${'A'.repeat(50_000)}`,
    });
    expect((await add(client, inline)).status).toBe(201);
    const [row] = await database.db.select({ meal: favoriteMeals.meal }).from(favoriteMeals).where(eq(favoriteMeals.userId, userId));
    expect((row?.meal as { imageUrl: string }).imageUrl).toBe('/api/illustrations/meal.svg?name=Meal+pictured&cuisine=Indian&i=lentils');
    const listed = (await (await client.request('/api/favorites')).json()) as { favorites: { meal: { imageUrl: string } }[] };
    expect(listed.favorites[0]?.meal.imageUrl).not.toMatch(/^data:/);
  });
});
