import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient, type ErrorBody } from '../../../../tests/support/http-client';
import { change, device, pull, push, putEntry, putPantry, putTick } from '../../../../tests/support/kitchen';
import { TEST_BASE_URL, createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { mealSchema } from '../../../domain/meal';
import { MAX_SHARED_LISTS, type SharedListLink, type SharedListView } from '../../../domain/shared-list';
import type { Database } from '../../db/database';

const entry = (name: string, date: string, ingredients: { name: string; quantity?: string }[]) => ({
  id: randomUUID(),
  date,
  slot: 'main' as const,
  meal: mealSchema.parse({ id: name.toLowerCase().replace(/\W+/g, '-'), name, description: 'Tasty.', ingredients }),
});

describe.each(testDatabases())('sharing the shopping list on $name', ({ open }) => {
  const nextIp = addressPool(95);
  const mailer = createMemoryMailer();
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let ann: TestClient;
  let bob: TestClient;
  let link: SharedListLink & { url: string };
  const helper = () => createClient(app, nextIp());
  const pathOf = (url: string) => `/api/shared-lists/${new URL(url).pathname.split('/').pop() ?? ''}`;
  const share = async (cook: TestClient, days?: number) => {
    const response = await cook.request('/api/shopping-share', { json: days === undefined ? {} : { days } });
    return { status: response.status, body: (await response.json()) as { link: SharedListLink & { url: string } } & ErrorBody };
  };
  const view = async (url: string, client = helper()) => {
    const response = await client.request(pathOf(url));
    return { status: response.status, body: (await response.json()) as SharedListView & ErrorBody };
  };
  const tick = (url: string, itemKey: string, ticked = true, client = helper()) =>
    client.request(`${pathOf(url)}/ticks`, { json: { itemKey, ticked } });

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
    ann = await signUpAndVerify(app, mailer, { email: 'ann@example.com', ip: nextIp() });
    bob = await signUpAndVerify(app, mailer, { email: 'bob@example.com', ip: nextIp() });
    await push(device(ann, 'ann-laptop'), [
      change('state', 'week', { startDate: '2027-03-22', days: 7 }),
      putEntry(
        entry('Leek soup', '2027-03-22', [
          { name: 'Leeks', quantity: '3' },
          { name: 'Stock cube', quantity: '1' },
        ]),
      ),
      putEntry(
        entry('Risotto', '2027-03-23', [
          { name: 'Arborio rice', quantity: '300 g' },
          { name: 'Leeks', quantity: '1' },
        ]),
      ),
      // Next week's meal is not on this week's list.
      putEntry(entry('Curry', '2027-03-30', [{ name: 'Paneer', quantity: '200 g' }])),
      putPantry('stock cube'),
      putTick('arborio rice'),
    ]);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('makes a link that works for three days unless told otherwise', async () => {
    const { status, body } = await share(ann);
    expect(status).toBe(201);
    link = body.link;
    expect(link.url).toMatch(new RegExp(`^${TEST_BASE_URL}/shared/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(3);
    const listed = (await (await ann.request('/api/shopping-share')).json()) as { links: SharedListLink[] };
    expect(listed.links).toEqual([{ id: link.id, expiresAt: link.expiresAt, createdAt: link.createdAt }]);
  });

  it('shows a helper, without an account, the week’s list less the pantry, with the cook’s ticks', async () => {
    const { status, body } = await view(link.url);
    expect(status).toBe(200);
    expect(body.ownerName).toBe('ann');
    expect(body.items.map(({ name, quantity, ticked }) => ({ name, quantity, ticked }))).toEqual([
      { name: 'Leeks', quantity: '4', ticked: false },
      { name: 'Arborio rice', quantity: '300 g', ticked: true },
    ]);
  });

  it('puts a helper’s ticks on the cook’s own list, where the cook’s devices pull them', async () => {
    const response = await tick(link.url, 'leeks');
    expect(response.status).toBe(200);
    expect(((await response.json()) as SharedListView).items.find((item) => item.key === 'leeks')?.ticked).toBe(true);
    const { items } = await pull(device(ann, 'ann-phone'));
    const leeks = items.find((item) => item.collection === 'shoppingTicks' && item.id === 'leeks');
    expect(leeks).toMatchObject({ value: { itemKey: 'leeks', ticked: true }, updatedByDevice: 'shared-list', overwroteDevice: null });
    // And an untick, over the cook's own tick, is not reported to the cook as a lost change.
    expect((await tick(link.url, 'arborio rice', false)).status).toBe(200);
    const after = await pull(device(ann, 'ann-phone'));
    expect(after.items.find((item) => item.id === 'arborio rice')).toMatchObject({ value: { ticked: false }, overwroteDevice: null });
    expect((await view(link.url)).body.items.map((item) => item.ticked)).toEqual([true, false]);
  });

  it('lets a helper tick only what is on the list', async () => {
    const response = await tick(link.url, 'paneer');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.message).toMatch(/no longer on the list/);
    const bad = await helper().request(`${pathOf(link.url)}/ticks`, { json: { itemKey: '', ticked: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('stops working when it expires', async () => {
    const { body } = await share(ann, 1);
    expect((await view(body.link.url)).status).toBe(200);
    await database.db.execute(sql`update shared_lists set expires_at = now() - interval '1 second' where id = ${body.link.id}`);
    const expired = await view(body.link.url);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toBe('This shopping list link has expired or was stopped. Ask for a new link.');
    expect((await tick(body.link.url, 'leeks')).status).toBe(404);
  });

  it('stops working at once when the cook stops it, and only its owner can stop it', async () => {
    const { body } = await share(ann, 7);
    expect((await bob.request(`/api/shopping-share/${body.link.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await view(body.link.url)).status).toBe(200);
    expect((await ann.request(`/api/shopping-share/${body.link.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await view(body.link.url)).status).toBe(404);
    expect((await tick(body.link.url, 'leeks')).status).toBe(404);
  });

  it('refuses a link longer than 30 days, and more than five live links', async () => {
    expect((await share(bob, 31)).status).toBe(400);
    for (let i = 0; i < MAX_SHARED_LISTS; i += 1) expect((await share(bob)).status).toBe(201);
    const sixth = await share(bob);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toMatch(/at most 5 links/);
  });

  it('answers 404 for a made-up link', async () => {
    expect((await view(`${TEST_BASE_URL}/shared/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await view(`${TEST_BASE_URL}/shared/nonsense`)).status).toBe(404);
  });

  it('limits how often one address may use shared links', async () => {
    const client = helper();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await client.request(`/api/shared-lists/${'y'.repeat(43)}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('subtracts what the inventory holds (not what was bought on this list) and leaves out cooked meals', async () => {
    const cat = await signUpAndVerify(app, mailer, { email: 'cat@example.com', ip: nextIp() });
    const soup = entry('Leek soup', '2027-03-22', [
      { name: 'Leeks', quantity: '3' },
      { name: 'Butter', quantity: '50 g' },
    ]);
    const cooked = { ...entry('Risotto', '2027-03-21', [{ name: 'Arborio rice', quantity: '300 g' }]), cooked: '2027-03-21' };
    const purchaseId = randomUUID();
    const stock = (name: string, quantity: { amount: number; unit: string }, more: Record<string, unknown> = {}) => {
      const id = randomUUID();
      return change('inventory', id, { id, name, quantity, place: 'fridge', bought: '2027-03-20', dateKind: 'use-by', ...more });
    };
    await push(device(cat, 'cat-laptop'), [
      change('state', 'week', { startDate: '2027-03-21', days: 7 }),
      putEntry(soup),
      putEntry(cooked),
      stock('Leeks', { amount: 1, unit: 'item' }),
      // Bought on this list: the list keeps its row.
      change('purchases', purchaseId, { id: purchaseId, name: 'Butter', quantity: '50 g', price: '0.60', purchased: true }),
      stock('Butter', { amount: 250, unit: 'g' }, { purchaseId }),
      // Leftovers are never ingredients.
      stock('Leeks', { amount: 2, unit: 'item' }, { leftover: { mealId: 'leek-soup', portions: 2, freezes: true } }),
    ]);
    const { body } = await share(cat);
    const shown = await view(body.link.url);
    expect(shown.body.items.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'Leeks', quantity: '2' },
      { name: 'Butter', quantity: '50 g' },
    ]);
  });

  it('needs a signed-in cook to make or list links', async () => {
    expect((await helper().request('/api/shopping-share')).status).toBe(401);
    expect((await helper().request('/api/shopping-share', { json: {} })).status).toBe(401);
  });
});
