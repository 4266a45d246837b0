import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient, type ErrorBody } from '../../../../tests/support/http-client';
import {
  change,
  device,
  inventoryItem,
  meal,
  pantryEvent,
  planEntry,
  pull,
  push,
  putEntry,
  putInventory,
  putPantry,
  putPantryEvent,
  putPurchase,
  putTick,
} from '../../../../tests/support/kitchen';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { ACCOUNT_EXPORT_VERSION, accountExportSchema, type AccountExport, type AccountImportResult } from '../../../domain/account-data';
import { KITCHEN_COLLECTIONS } from '../../../domain/kitchen';
import { DEFAULT_PREFERENCES } from '../../../domain/preferences';
import type { Database } from '../../db/database';
import { inventoryItems } from '../../db/schema';

/** A 1×1 PNG: a recipe picture travels inline in the file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Larder = { database: Database; app: ReturnType<typeof createTestApp>; mailer: ReturnType<typeof createMemoryMailer> };

async function exportOf(client: TestClient): Promise<AccountExport> {
  const response = await client.request('/api/account/export');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="larder-data-\d{4}-\d{2}-\d{2}\.json"$/);
  return accountExportSchema.parse(await response.json());
}

async function importInto(client: TestClient, file: unknown): Promise<Response> {
  return client.request('/api/account/import', { json: typeof file === 'string' ? file : JSON.stringify(file) });
}

async function imported(client: TestClient, file: unknown): Promise<AccountImportResult> {
  const response = await importInto(client, file);
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AccountImportResult;
}

/** The records of a file that must survive a round trip: everything but when and from whom it was exported. */
function records(file: AccountExport) {
  const graph = file.recipes && '@graph' in file.recipes ? file.recipes['@graph'] : [];
  return {
    kitchen: Object.fromEntries(
      KITCHEN_COLLECTIONS.map((collection) => [
        collection,
        (file.kitchen[collection] ?? []).map(({ id, value }) => ({ id, value })).sort((a, b) => a.id.localeCompare(b.id)),
      ]),
    ),
    favorites: file.favorites,
    // A recipe's dates are when it was saved in this Larder; its content is what must match.
    recipes: (graph as Record<string, unknown>[]).map(({ dateCreated: _created, dateModified: _modified, ...recipe }) => recipe),
    mealtimes: file.mealtimes,
    pantryReminder: file.pantryReminder,
  };
}

/** An inventory item with every field filled, so the round trip checks them all. */
const FULL_ITEM = inventoryItem('Passata', {
  ingredientId: 'passata',
  quantity: { amount: 350, unit: 'g' },
  place: 'fridge',
  bought: '2026-03-20',
  date: '2026-03-29',
  dateKind: 'use-by',
  opened: '2026-03-26',
  valuePence: 65,
  category: 'Pantry',
  storageLife: { days: 540, place: 'cupboard', kind: 'best-before', openedDays: 5, freezerDays: 90 },
});
const LEFTOVER = inventoryItem('Leek soup', {
  quantity: { amount: 2, unit: 'item' },
  place: 'freezer',
  bought: '2026-03-27',
  date: '2026-06-25',
  dateKind: 'best-before',
  frozen: '2026-03-28',
  leftover: { mealId: 'leek-soup', portions: 2, freezes: true, cookedEntryId: '0b6f3f1e-8f0a-4f4e-9a59-1d5d2b1d1c11' },
});
const EVENTS = [
  pantryEvent('bought', 'Passata', {
    date: '2026-03-20',
    itemId: FULL_ITEM.id,
    ingredientId: 'passata',
    quantity: { amount: 500, unit: 'g' },
    valuePence: 93,
  }),
  pantryEvent('used', 'Passata', {
    date: '2026-03-26',
    itemId: FULL_ITEM.id,
    ingredientId: 'passata',
    quantity: { amount: 150, unit: 'g' },
    valuePence: 28,
    inTime: true,
    mealName: 'Leek soup',
  }),
  pantryEvent('thrown', 'Spinach', { date: '2026-03-25', ingredientId: 'spinach', quantity: { amount: 120, unit: 'g' }, valuePence: 55 }),
];

describe.each(testDatabases())('exporting and importing a cook’s data on $name', ({ open }) => {
  const nextIp = addressPool(93);
  let here: Larder;
  let there: Larder;
  let ann: TestClient;
  let annThere: TestClient;
  let file: AccountExport;

  const larder = async (): Promise<Larder> => {
    const database = await open();
    const mailer = createMemoryMailer();
    return { database, mailer, app: createTestApp(database, { mailer }) };
  };
  const cook = (where: Larder, email: string) => signUpAndVerify(where.app, where.mailer, { email, ip: nextIp() });

  beforeAll(async () => {
    [here, there] = [await larder(), await larder()];
    ann = await cook(here, 'ann@example.com');
    const laptop = device(ann, 'ann-laptop');
    const soup = planEntry('Leek soup', '2026-03-27');
    const porridge = planEntry('Porridge', '2026-03-28', 'breakfast');
    await push(laptop, [
      change('state', 'preferences', { ...DEFAULT_PREFERENCES, cuisines: ['Thai'] }),
      change('state', 'week', { startDate: '2026-03-26', days: 7 }),
      change('state', 'dismissedMeals', [{ id: 'liver', name: 'Liver and onions' }]),
      putEntry(soup),
      putEntry(porridge),
      putPantry('onion'),
      change('pantryAnswers', 'rice', { itemKey: 'rice', owned: true, amount: '200 g' }),
      putTick('leek'),
      putTick('milk', false),
      putPurchase('Leeks'),
      putInventory(FULL_ITEM),
      putInventory(LEFTOVER),
      ...EVENTS.map((event) => putPantryEvent(event)),
    ]);
    expect((await ann.request('/api/pantry/reminder', { method: 'PUT', json: { enabled: true, sendAt: '07:45' } })).status).toBe(200);
    for (const id of ['fav-curry', 'fav-pie']) {
      expect((await ann.request('/api/favorites', { json: { meal: meal(`Meal ${id}`, id) } })).status).toBe(201);
    }
    const picture = await here.app.request('/api/recipes/images', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Cookie: [...ann.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: PNG,
    });
    expect(picture.status).toBe(201);
    const { image } = (await picture.json()) as { image: { id: string } };
    const recipe = await ann.request('/api/recipes', {
      json: {
        name: 'Gran’s flapjack',
        servings: 12,
        prepMinutes: 10,
        cookMinutes: 25,
        ingredients: [{ text: '250 g oats' }, { text: '125 g butter' }, { text: '4 tbsp golden syrup' }],
        steps: [{ text: 'Melt the butter with the syrup.', section: null }],
        notes: 'Cut while warm.',
        imageId: image.id,
      },
    });
    expect(recipe.status).toBe(201);
    expect((await ann.request('/api/calendar/mealtimes', { method: 'PUT', json: { breakfast: '07:15', dinner: '19:00' } })).status).toBe(
      200,
    );
    file = await exportOf(ann);
    annThere = await cook(there, 'ann@elsewhere.example');
  });
  afterAll(async () => {
    await here?.database.close();
    await there?.database.close();
  });

  it('puts every kind of record in one versioned file', () => {
    expect(file).toMatchObject({ format: 'larder-account', version: ACCOUNT_EXPORT_VERSION, account: { email: 'ann@example.com' } });
    // Every kitchen collection there is, so a collection added later must be filled here too.
    for (const collection of KITCHEN_COLLECTIONS) expect(file.kitchen[collection]?.length, collection).toBeGreaterThan(0);
    expect(file.favorites.map((favorite) => favorite.mealId).sort()).toEqual(['fav-curry', 'fav-pie']);
    expect(JSON.stringify(file.recipes)).toContain('data:image/png;base64,');
    expect(file.mealtimes).toEqual({ breakfast: '07:15', dinner: '19:00' });
    expect(file.pantryReminder).toEqual({ enabled: true, sendAt: '07:45' });
    expect(file.kitchen.inventory?.map((item) => item.value)).toEqual(expect.arrayContaining([FULL_ITEM, LEFTOVER]));
    expect(file.kitchen.pantryEvents?.map((item) => item.value)).toEqual(expect.arrayContaining(EVENTS));
  });

  it('brings every record back in another Larder: the round trip compares them all', async () => {
    const result = await imported(annThere, file);
    expect(result.added).toEqual({
      kitchen: { state: 3, planEntries: 2, pantryAnswers: 2, purchases: 1, shoppingTicks: 2, inventory: 2, pantryEvents: 3 },
      favorites: 2,
      recipes: 1,
      mealtimes: 1,
      pantryReminder: 1,
    });
    expect(records(await exportOf(annThere))).toEqual(records(file));
    // The inventory's dates are in the typed column the reminder reads.
    const dated = await there.database.db.select({ id: inventoryItems.id, useBy: inventoryItems.useBy }).from(inventoryItems);
    expect(dated).toEqual(
      expect.arrayContaining([
        { id: FULL_ITEM.id, useBy: '2026-03-29' },
        { id: LEFTOVER.id, useBy: '2026-06-25' },
      ]),
    );
    // The recipe's picture came with it and is served from the new Larder.
    const recipes = (await (await annThere.request('/api/recipes')).json()) as { recipes: { imageUrl: string | null }[] };
    expect(recipes.recipes).toHaveLength(1);
  });

  it('lets the cook’s devices in the new Larder pull what was imported', async () => {
    const phone = device(annThere, 'ann-phone');
    const { items } = await pull(phone);
    expect(items.filter((item) => item.collection === 'planEntries').map((item) => item.updatedByDevice)).toEqual([
      'larder-import',
      'larder-import',
    ]);
  });

  it('adds nothing when the same file is imported again', async () => {
    const again = await imported(annThere, file);
    expect(again.added).toEqual({
      kitchen: { state: 0, planEntries: 0, pantryAnswers: 0, purchases: 0, shoppingTicks: 0, inventory: 0, pantryEvents: 0 },
      favorites: 0,
      recipes: 0,
      mealtimes: 0,
      pantryReminder: 0,
    });
    expect(again.kept).toMatchObject({ kitchen: { inventory: 2, pantryEvents: 3 }, pantryReminder: 1 });
    expect(again.kept.kitchen.planEntries).toBe(2);
    expect(records(await exportOf(annThere))).toEqual(records(file));
  });

  it('keeps what the account already holds: its own settings, ticks and mealtimes win', async () => {
    const bob = await cook(there, 'bob@example.com');
    const bobsLaptop = device(bob, 'bob-laptop');
    const bobsPreferences = { ...DEFAULT_PREFERENCES, cuisines: ['Italian'] };
    const bobsEntry = planEntry('Bob’s lasagne', '2026-03-27');
    await push(bobsLaptop, [change('state', 'preferences', bobsPreferences), putTick('leek', false), putEntry(bobsEntry)]);
    expect((await bob.request('/api/calendar/mealtimes', { method: 'PUT', json: { breakfast: '06:30', dinner: '20:00' } })).status).toBe(
      200,
    );

    expect((await bob.request('/api/pantry/reminder', { method: 'PUT', json: { enabled: false, sendAt: '06:00' } })).status).toBe(200);

    const result = await imported(bob, file);
    expect(result.kept.kitchen).toMatchObject({ state: 1, shoppingTicks: 1 });
    expect(result.kept.pantryReminder).toBe(1);
    expect(result.added.kitchen).toMatchObject({ state: 2, planEntries: 2, shoppingTicks: 1 });
    expect(result.kept.mealtimes).toBe(1);

    const after = await exportOf(bob);
    const value = (collection: (typeof KITCHEN_COLLECTIONS)[number], id: string) =>
      after.kitchen[collection]?.find((item) => item.id === id)?.value;
    expect(value('state', 'preferences')).toEqual(bobsPreferences);
    expect(value('shoppingTicks', 'leek')).toEqual({ itemKey: 'leek', ticked: false });
    expect(value('shoppingTicks', 'milk')).toEqual({ itemKey: 'milk', ticked: false });
    expect(after.kitchen.planEntries?.map((item) => item.id).sort()).toEqual(
      [bobsEntry.id, ...(file.kitchen.planEntries ?? []).map((item) => item.id)].sort(),
    );
    expect(after.mealtimes).toEqual({ breakfast: '06:30', dinner: '20:00' });
    expect(after.pantryReminder).toEqual({ enabled: false, sendAt: '06:00' });
  });

  describe('refusing a bad file with a clear 400, and importing nothing', () => {
    const refused = async (body: unknown) => {
      const carol = await cook(there, `carol-${Math.random().toString(36).slice(2)}@example.com`);
      const response = await importInto(carol, body);
      const exported = await exportOf(carol);
      expect(KITCHEN_COLLECTIONS.map((collection) => exported.kitchen[collection]?.length ?? 0)).toEqual(KITCHEN_COLLECTIONS.map(() => 0));
      expect(exported.favorites).toEqual([]);
      return { status: response.status, body: (await response.json()) as ErrorBody };
    };

    it.each([
      ['not JSON', '{"format": "larder-acc', /not valid JSON/],
      ['another kind of JSON', { hello: 'world' }, /not a Larder data file/],
      ['a recipes file', { '@context': 'https://schema.org', '@graph': [] }, /not a Larder data file/],
    ])('%s', async (_name, body, message) => {
      const { status, body: error } = await refused(body);
      expect(status).toBe(400);
      expect(error.error.message).toMatch(message);
    });

    it('a file from a newer Larder', async () => {
      const { status, body } = await refused({ ...file, version: ACCOUNT_EXPORT_VERSION + 1 });
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/made by a newer Larder/);
    });

    it('a file with a broken meal on the plan, naming it', async () => {
      const [first, ...rest] = file.kitchen.planEntries ?? [];
      const broken = {
        ...file,
        kitchen: { ...file.kitchen, planEntries: [...rest, { ...first, value: { ...(first?.value as object), meal: { name: '' } } }] },
      };
      const { status, body } = await refused(broken);
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/a meal on your plan/);
      expect(Object.keys(body.error.fields ?? {})[0]).toMatch(/^kitchen\.planEntries\.1\.value\.meal/);
    });

    it('a file with a broken pantry item, naming it', async () => {
      const [first, ...rest] = file.kitchen.inventory ?? [];
      const broken = {
        ...file,
        kitchen: { ...file.kitchen, inventory: [...rest, { ...first, value: { ...(first?.value as object), place: 'shed' } }] },
      };
      const { status, body } = await refused(broken);
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/^The file's an item in your pantry is not valid: kitchen\.inventory\.1\.value\.place: /);
    });

    it('a file with an unknown collection', async () => {
      const { status, body } = await refused({ ...file, kitchen: { ...file.kitchen, spaceship: [] } });
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/^kitchen: .*spaceship/);
    });
  });

  it('reads a file from before the pantry: no inventory, no events, no reminder', async () => {
    const { pantryReminder: _reminder, ...older } = file;
    const { inventory: _inventory, pantryEvents: _events, ...kitchen } = file.kitchen;
    const nan = await cook(there, 'nan@example.com');
    const result = await imported(nan, { ...older, kitchen });
    expect(result.added).toMatchObject({ kitchen: { inventory: 0, pantryEvents: 0, planEntries: 2 }, pantryReminder: 0 });
    expect((await exportOf(nan)).pantryReminder).toBeNull();
  });

  it('answers a visitor who is not signed in with 401', async () => {
    const visitor = createClient(there.app, nextIp());
    expect((await visitor.request('/api/account/export')).status).toBe(401);
    expect((await importInto(visitor, file)).status).toBe(401);
  });
});
