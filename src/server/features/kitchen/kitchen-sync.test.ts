import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../../tests/support/accounts';
import { createClient, readJson, type ErrorBody } from '../../../../tests/support/http-client';
import {
  change,
  device,
  holdings,
  meal,
  planEntry,
  pull,
  pullAll,
  push,
  pushError,
  pushRaw,
  putEntry,
  putPantry,
  putPurchase,
  putTick,
  remove,
  type Device,
} from '../../../../tests/support/kitchen';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import type { Database } from '../../db/database';
import { kitchen, kitchenChanges, kitchenState, pantryAnswers, planEntries, purchases, shoppingTicks, user } from '../../db/schema';

describe.each(testDatabases())('a signed-in cook’s kitchen on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(61);
  let cookCounter = 0;

  /** A new cook with two devices (two sessions): a laptop and a phone. */
  async function newCook() {
    cookCounter += 1;
    const email = `cook${cookCounter}@example.com`;
    const laptop = await signUpAndVerify(app, mailer, { email, ip: nextIp() });
    const phone = createClient(app, nextIp());
    expect((await phone.request('/api/auth/sign-in/email', { json: { email, password: 'correct horse' } })).status).toBe(200);
    return { laptop: device(laptop, `laptop-${cookCounter}`), phone: device(phone, `phone-${cookCounter}`), email };
  }

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers signed-out pulls and pushes with 401 and a message a person understands', async () => {
    const anonymous = createClient(app, nextIp());
    const responses = [
      await anonymous.request('/api/kitchen'),
      await anonymous.request('/api/kitchen/changes', { json: { deviceId: 'device-anon', changes: [putTick('garlic')] } }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await readJson<ErrorBody>(response)).toEqual({
        error: { type: 'unauthenticated', message: 'Please sign in to keep your plan, pantry and shopping list on this account.' },
      });
    }
  });

  it('starts empty: the first pull has no items, a cursor of 0 and is complete', async () => {
    const { laptop } = await newCook();
    expect(await pull(laptop)).toEqual({ cursor: '0', items: [], complete: true });
  });

  it("keeps what one device pushes and gives it to the cook's other device, values as the schemas parse them", async () => {
    const { laptop, phone } = await newCook();
    const entry = planEntry('Tarka Dal', '2026-11-30', 'main');
    const purchaseId = randomUUID();
    const changes = [
      change('state', 'week', { startDate: '2026-11-30' }),
      putEntry(entry),
      putPantry('onion'),
      putTick('garlic'),
      putPurchase('Milk', purchaseId),
    ];
    const result = await push(laptop, changes);
    expect(result).toEqual({
      results: changes.map(({ changeId, collection, id }) => ({ changeId, collection, id, version: 1, status: 'applied' })),
      cursor: '5',
    });

    const pulled = await pull(phone);
    expect(pulled.cursor).toBe('5');
    expect(pulled.complete).toBe(true);
    expect(pulled.items.map((item) => [item.collection, item.id, item.version, item.deleted])).toEqual([
      ['state', 'week', 1, false],
      ['planEntries', entry.id, 1, false],
      ['pantryAnswers', 'onion', 1, false],
      ['shoppingTicks', 'garlic', 1, false],
      ['purchases', purchaseId, 1, false],
    ]);
    // Defaults filled by the schemas: a week lasts 7 days.
    expect(pulled.items[0]?.value).toEqual({ startDate: '2026-11-30', days: 7 });
    expect(pulled.items[1]?.value).toEqual(entry);
    expect(pulled.items[4]?.value).toEqual({ id: purchaseId, name: 'Milk', quantity: '1', price: '1.20', purchased: true });
    for (const item of pulled.items) {
      expect(item.updatedByDevice).toBe(laptop.deviceId);
      expect(item.overwroteDevice).toBeNull();
      expect(Date.parse(item.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Typed columns for what the server queries: the entry's date and slot.
    const [row] = await database.db
      .select({ date: planEntries.date, slot: planEntries.slot })
      .from(planEntries)
      .where(eq(planEntries.id, entry.id));
    expect(row).toEqual({ date: '2026-11-30', slot: 'main' });
  });

  it('answers a pull from a cursor with only what changed after it, in the order it was written', async () => {
    const { laptop, phone } = await newCook();
    const first = await push(laptop, [putTick('garlic'), putTick('ginger')]);
    expect((await pull(phone, first.cursor)).items).toEqual([]);
    await push(laptop, [putTick('lime'), putTick('garlic', false, 1)]);
    const later = await pull(phone, first.cursor);
    expect(later.items.map((item) => [item.id, item.version, item.value])).toEqual([
      ['lime', 1, { itemKey: 'lime', ticked: true }],
      ['garlic', 2, { itemKey: 'garlic', ticked: false }],
    ]);
    expect(later.cursor).toBe('4');
  });

  describe('validation', () => {
    let cook: Device;
    beforeAll(async () => {
      cook = (await newCook()).laptop;
      await push(cook, [putTick('garlic')]);
    });

    const entry = planEntry('Dal');
    const CASES: [string, unknown, number, string, RegExp][] = [
      [
        'a meal without a name',
        { ...putEntry(entry), value: { ...entry, meal: { ...entry.meal, name: ' ' } } },
        400,
        'changes.1.value.meal.name',
        /a meal on your plan.*value\.meal\.name: Every meal needs a name/,
      ],
      [
        'a tick that is not a yes or no',
        { ...putTick('onion'), value: { itemKey: 'onion', ticked: 'yes' } },
        400,
        'changes.1.value.ticked',
        /shopping-list tick for onion.*value\.ticked: /,
      ],
      [
        'a value whose own id differs from the item’s',
        { ...putTick('onion'), value: { itemKey: 'leek', ticked: true } },
        400,
        'changes.1.value.itemKey',
        /must equal the item's id \(onion\)/,
      ],
      ['a plan entry whose id is not a UUID', { ...putEntry(entry), id: 'monday-dinner' }, 400, 'changes.1.id', /must be a UUID/],
      [
        'a setting that does not exist',
        change('state', 'theme', 'dark'),
        400,
        'changes.1.id',
        /A kitchen setting is one of preferences, defaultPreferences/,
      ],
      ['a put without a value', { ...putTick('onion'), value: undefined }, 400, 'changes.1.value', /A put needs the item’s value/],
      ['preferences out of range', change('state', 'preferences', { servings: 99 }), 400, 'changes.1.value.servings', /your preferences/],
      [
        'a plan entry larger than an item may be',
        putEntry({ ...entry, meal: { ...entry.meal, imageUrl: `/x?${'a'.repeat(300_000)}` } }),
        400,
        'changes.1.value',
        /value: is 301 KB; an item may hold at most 256 KB/,
      ],
    ];

    it.each(CASES)(
      'refuses %s with a 400 naming the change and field, and saves nothing of the batch',
      async (_label, bad, status, field, message) => {
        const before = await pull(cook);
        // A good change first: the batch is refused whole, so it is not saved either.
        const { status: answered, body } = await pushError(cook, [putTick('lime'), bad]);
        expect(answered).toBe(status);
        expect(body.error.type).toBe('validation');
        expect(body.error.message).toMatch(message);
        expect(body.error.message).toMatch(/^Change 2 of 2 \(.+\) could not be saved: .+ Nothing in this batch was saved\.$/);
        expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
        expect(await pull(cook)).toEqual(before);
      },
    );

    it.each([
      ['a device id that is too short', { deviceId: 'x', changes: [putTick('a')] }, /deviceId must be 8-64 letters/],
      ['no changes', { deviceId: 'device-abc', changes: [] }, /changes/],
      ['a change id that is not a UUID', { deviceId: 'device-abc', changes: [{ ...putTick('a'), changeId: '1' }] }, /changes\.0\.changeId/],
      ['an unknown collection', { deviceId: 'device-abc', changes: [{ ...putTick('a'), collection: 'fridge' }] }, /changes\.0\.collection/],
      ['a negative base version', { deviceId: 'device-abc', changes: [{ ...putTick('a'), baseVersion: -1 }] }, /changes\.0\.baseVersion/],
      ['501 changes', { deviceId: 'device-abc', changes: Array.from({ length: 501 }, (_, i) => putTick(`item ${i}`)) }, /changes/],
    ])('refuses a batch with %s (400)', async (_label, body, message) => {
      const response = await cook.client.request('/api/kitchen/changes', { json: body });
      expect(response.status).toBe(400);
      const json = await readJson<ErrorBody>(response);
      expect(json.error.type).toBe('validation');
      expect(json.error.message).toMatch(message);
    });

    it('refuses a body over 2 MB before reading it, and a body that is not JSON', async () => {
      const huge = await pushRaw(
        cook,
        Array.from({ length: 9 }, () => putEntry({ ...entry, meal: { ...entry.meal, imageUrl: 'x'.repeat(250_000) } })),
      );
      expect(huge.status).toBe(413);
      expect((await readJson<ErrorBody>(huge)).error.message).toBe('The request is too large: this address takes at most 2,000 KB.');
      const broken = await cook.client.request('/api/kitchen/changes', { json: '{"deviceId": ' });
      expect(broken.status).toBe(400);
      expect((await readJson<ErrorBody>(broken)).error.message).toBe('The request body is not valid JSON.');
    });

    it.each(['abc', '-1', '1.5', '01', '9'.repeat(16)])('refuses a pull from the cursor %s with a 400', async (since) => {
      const response = await cook.client.request(`/api/kitchen?since=${since}`);
      expect(response.status).toBe(400);
      expect((await readJson<ErrorBody>(response)).error.message).toBe('since: since must be a cursor from an earlier answer');
    });
  });

  it('applies a replayed change once: the same changeIds again answer "duplicate" with the versions they made', async () => {
    const { laptop, phone } = await newCook();
    const batch = [putTick('garlic'), putTick('garlic', false, 1), putPantry('rice')];
    const first = await push(laptop, batch);
    // The answer was lost; the device sends its queue again, with one change made since.
    const later = putTick('lime');
    const again = await push(laptop, [...batch, later]);
    expect(again.results).toEqual([
      { ...first.results[0], status: 'duplicate' },
      { ...first.results[1], status: 'duplicate' },
      { ...first.results[2], status: 'duplicate' },
      { changeId: later.changeId, collection: 'shoppingTicks', id: 'lime', version: 1, status: 'applied' },
    ]);
    expect(first.results.map((result) => result.version)).toEqual([1, 2, 1]);
    expect(again.cursor).toBe('4');
    const items = await holdings(phone);
    expect(items.get('shoppingTicks/garlic')).toMatchObject({ version: 2, value: { itemKey: 'garlic', ticked: false } });

    // The same changeId twice in one batch is applied once too.
    const twice = putTick('mint');
    const result = await push(laptop, [twice, twice]);
    expect(result.results.map((r) => r.status)).toEqual(['applied', 'duplicate']);
    expect((await holdings(phone)).get('shoppingTicks/mint')?.version).toBe(1);
  });

  it('replays changes in the order they were made: the last change to an item is the one kept', async () => {
    const { laptop, phone } = await newCook();
    const entry = planEntry('Pho', '2026-11-30');
    // Made offline, one after the other: add Pho on Monday, move it to Wednesday, remove it, add it back on Friday.
    const result = await push(laptop, [
      putEntry(entry),
      putEntry({ ...entry, date: '2026-12-02' }, 1),
      remove('planEntries', entry.id, 2),
      putEntry({ ...entry, date: '2026-12-04' }, 3),
      putTick('garlic', true),
      putTick('garlic', false, 1),
    ]);
    expect(result.results.map((r) => r.version)).toEqual([1, 2, 3, 4, 1, 2]);
    const items = await holdings(phone);
    expect(items.get(`planEntries/${entry.id}`)).toMatchObject({ version: 4, deleted: false, value: { date: '2026-12-04' } });
    expect(items.get('shoppingTicks/garlic')?.value).toEqual({ itemKey: 'garlic', ticked: false });
    // One row each, at the sequence number of its last change.
    const rows = await database.db
      .select({ seq: planEntries.seq, date: planEntries.date })
      .from(planEntries)
      .where(eq(planEntries.id, entry.id));
    expect(rows).toEqual([{ seq: 4, date: '2026-12-04' }]);
  });

  it("syncs deletions as tombstones: another device learns of them; a first pull doesn't carry them", async () => {
    const { laptop, phone } = await newCook();
    const entry = planEntry('Risotto');
    const purchaseId = randomUUID();
    await push(laptop, [putEntry(entry), putPurchase('Rice', purchaseId), putTick('rice')]);
    const { cursor } = await pullAll(phone);

    const removed = await push(laptop, [remove('planEntries', entry.id, 1), remove('purchases', purchaseId, 1)]);
    expect(removed.results.map((r) => [r.version, r.status])).toEqual([
      [2, 'applied'],
      [2, 'applied'],
    ]);
    const news = await pull(phone, cursor);
    expect(news.items).toEqual([
      expect.objectContaining({ collection: 'planEntries', id: entry.id, version: 2, deleted: true, updatedByDevice: laptop.deviceId }),
      expect.objectContaining({ collection: 'purchases', id: purchaseId, version: 2, deleted: true }),
    ]);
    for (const item of news.items) expect(item).not.toHaveProperty('value');
    // The tombstone keeps no value, date or slot.
    const [row] = await database.db
      .select({ value: planEntries.value, date: planEntries.date, slot: planEntries.slot, deleted: planEntries.deleted })
      .from(planEntries)
      .where(eq(planEntries.id, entry.id));
    expect(row).toEqual({ value: null, date: null, slot: null, deleted: true });

    const fresh = await pull(phone);
    expect(fresh.items.map((item) => item.id)).toEqual(['rice']);
    expect(fresh.cursor).toBe('5');

    // Deleting what was never there, or is already deleted, changes nothing and leaves no tombstone.
    const nothing = await push(phone, [remove('shoppingTicks', 'never ticked'), remove('planEntries', entry.id, 2)]);
    expect(nothing.results.map((r) => [r.version, r.status])).toEqual([
      [0, 'applied'],
      [2, 'applied'],
    ]);
    expect(nothing.cursor).toBe('5');
    expect(await database.db.select().from(shoppingTicks).where(eq(shoppingTicks.id, 'never ticked'))).toEqual([]);
  });

  it('keeps the change that reached the server last, and marks the device whose change it replaced unseen', async () => {
    const { laptop, phone } = await newCook();
    const entry = planEntry('Tuesday dinner', '2026-12-01');
    await push(laptop, [putEntry(entry)]);
    const { cursor } = await pullAll(phone);

    // Both edit the same entry from version 1; the laptop's change arrives first.
    await push(laptop, [putEntry({ ...entry, meal: meal('Laptop lasagne') }, 1)]);
    const phoneWins = await push(phone, [putEntry({ ...entry, meal: meal('Phone paella') }, 1)]);
    expect(phoneWins.results[0]).toMatchObject({ version: 3, status: 'applied' });

    const seenByLaptop = (await pull(laptop, cursor)).items.find((item) => item.id === entry.id);
    expect(seenByLaptop).toMatchObject({
      version: 3,
      value: { meal: { name: 'Phone paella' } },
      updatedByDevice: phone.deviceId,
      overwroteDevice: laptop.deviceId,
    });

    // A change made having seen the latest version replaces nobody's unseen work.
    await push(laptop, [putEntry({ ...entry, meal: meal('Laptop lasagne') }, 3)]);
    expect((await holdings(phone)).get(`planEntries/${entry.id}`)).toMatchObject({ version: 4, overwroteDevice: null });

    // Nor does a device replacing its own earlier change from a stale base (its queue of two edits).
    await push(laptop, [putEntry({ ...entry, meal: meal('Laptop lasagne, again') }, 3)]);
    expect((await holdings(phone)).get(`planEntries/${entry.id}`)).toMatchObject({ version: 5, overwroteDevice: null });

    // A deletion that had not seen the other device's edit records it too.
    await push(phone, [putEntry({ ...entry, meal: meal('Phone paella') }, 5)]);
    await push(laptop, [remove('planEntries', entry.id, 5)]);
    expect((await holdings(laptop)).get(`planEntries/${entry.id}`)).toBeUndefined();
    const [row] = await database.db
      .select({ overwrote: planEntries.overwroteDevice, deleted: planEntries.deleted })
      .from(planEntries)
      .where(eq(planEntries.id, entry.id));
    expect(row).toEqual({ overwrote: phone.deviceId, deleted: true });
  });

  it('keeps both when two devices edit different items offline and come back online', async () => {
    const { laptop, phone } = await newCook();
    const monday = planEntry('Monday stew', '2026-11-30');
    const tuesday = planEntry('Tuesday tacos', '2026-12-01');
    await push(laptop, [putEntry(monday), putEntry(tuesday), putTick('garlic'), putTick('lime')]);
    await pullAll(phone);

    // Offline, each queues edits to different items, all from the versions both had seen.
    const laptopQueue = [putEntry({ ...monday, meal: meal('Monday moussaka') }, 1), putTick('garlic', false, 1), putPantry('flour')];
    const phoneQueue = [putEntry({ ...tuesday, date: '2026-12-03' }, 1), putTick('lime', false, 1), putPurchase('Tortillas')];
    const [fromLaptop, fromPhone] = await Promise.all([push(laptop, laptopQueue), push(phone, phoneQueue)]);
    expect([...fromLaptop.results, ...fromPhone.results].every((r) => r.status === 'applied')).toBe(true);

    for (const side of [laptop, phone]) {
      const items = await holdings(side);
      expect(items.get(`planEntries/${monday.id}`)?.value).toMatchObject({ meal: { name: 'Monday moussaka' }, date: '2026-11-30' });
      expect(items.get(`planEntries/${tuesday.id}`)?.value).toMatchObject({ meal: { name: 'Tuesday tacos' }, date: '2026-12-03' });
      expect(items.get('shoppingTicks/garlic')?.value).toEqual({ itemKey: 'garlic', ticked: false });
      expect(items.get('shoppingTicks/lime')?.value).toEqual({ itemKey: 'lime', ticked: false });
      expect(items.get('pantryAnswers/flour')).toBeDefined();
      expect([...items.values()].filter((item) => item.collection === 'purchases')).toHaveLength(1);
      expect([...items.values()].every((item) => item.overwroteDevice === null)).toBe(true);
    }
  });

  it("keeps cooks apart: B never sees A's items, and B's changes to the same ids change only B's", async () => {
    const a = await newCook();
    const b = await newCook();
    const secret = planEntry('Secret stew');
    await push(a.laptop, [putEntry(secret), putTick('saffron'), change('state', 'week', { startDate: '2026-11-30' })]);
    const aBefore = await pull(a.phone);

    expect(await pull(b.laptop)).toEqual({ cursor: '0', items: [], complete: true });
    // B sends changes naming A's very items: they make B's own.
    const result = await push(b.laptop, [
      putEntry({ ...secret, meal: meal('Hijacked stew') }, 1),
      remove('shoppingTicks', 'saffron', 1),
      change('state', 'week', { startDate: '2027-01-04' }, { baseVersion: 1 }),
    ]);
    expect(result.results.map((r) => r.version)).toEqual([1, 0, 1]);
    expect(await pull(a.phone)).toEqual(aBefore);
    expect(JSON.stringify(await pull(b.laptop))).not.toMatch(/Secret stew|saffron|"startDate":"2026-11-30"/);
    // The same changeId in two kitchens is two changes.
    const shared = putTick('basil');
    expect((await push(a.laptop, [shared])).results[0]?.status).toBe('applied');
    expect((await push(b.laptop, [shared])).results[0]?.status).toBe('applied');
  });

  describe('quotas', () => {
    it('holds at most 200 meals on the plan: one more is refused with a 409, whole; deleting makes room', async () => {
      const { laptop } = await newCook();
      const entries = Array.from({ length: 200 }, (_, i) => planEntry(`Meal ${i}`));
      await push(
        laptop,
        entries.map((entry) => putEntry(entry)),
      );
      const extra = planEntry('One too many');
      const refused = await pushError(laptop, [putTick('garlic'), putEntry(extra)]);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        type: 'conflict',
        message:
          'Your kitchen can keep at most 200 meals on the plan; these changes would make 201. Remove some first. Nothing in this batch was saved.',
        fields: { 'changes.1': 'More than 200 meals on the plan' },
      });
      expect((await holdings(laptop)).has('shoppingTicks/garlic')).toBe(false);
      // Editing an entry at the quota is fine, and so is a batch that removes one before adding one.
      await push(laptop, [putEntry({ ...entries[0]!, date: '2026-12-01' }, 1)]);
      await push(laptop, [remove('planEntries', entries[1]!.id, 1), putEntry(extra)]);
      expect([...(await holdings(laptop)).values()].filter((item) => item.collection === 'planEntries')).toHaveLength(200);
    });

    it('holds at most 2,000 ticks', async () => {
      const { laptop } = await newCook();
      for (let batch = 0; batch < 4; batch += 1) {
        await push(
          laptop,
          Array.from({ length: 500 }, (_, i) => putTick(`item ${batch * 500 + i}`)),
        );
      }
      const refused = await pushError(laptop, [putTick('item 2000')]);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(
        /^Your kitchen can keep at most 2,000 ticked shopping-list items; these changes would make 2,001\./,
      );
      // Re-ticking a ticked item adds nothing.
      expect((await push(laptop, [putTick('item 7', false, 1)])).results[0]?.version).toBe(2);
    });

    it('refuses a setting over 1 MB', async () => {
      const { laptop } = await newCook();
      const big = Array.from({ length: 60 }, (_, i) => ({
        ...meal(`Big ${i}`),
        recipe: 'r'.repeat(10_000),
        instructions: Array.from({ length: 4 }, () => 'i'.repeat(2_000)),
      }));
      const refused = await pushError(laptop, [change('state', 'selection', { options: { main: big } })]);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/your meal selection.*value: is 1\.\d MB; an item may hold at most 1\.0 MB/);
    });
  });

  it("removes every row of a cook's kitchen when the account is deleted", async () => {
    const { laptop, email } = await newCook();
    await push(laptop, [
      putEntry(planEntry('Dal')),
      putTick('garlic'),
      putPantry('rice'),
      putPurchase('Milk'),
      change('state', 'week', { startDate: '2026-11-30' }),
    ]);
    const [owner] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [own] = await database.db.select({ id: kitchen.id }).from(kitchen).where(eq(kitchen.ownerUserId, owner!.id));
    const countRows = async () => {
      const counts = [];
      for (const table of [kitchenState, planEntries, pantryAnswers, shoppingTicks, purchases, kitchenChanges]) {
        const [row] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(eq(table.kitchenId, own!.id));
        counts.push(row?.n);
      }
      return counts;
    };
    expect(await countRows()).toEqual([1, 1, 1, 1, 1, 5]);
    await database.db.delete(user).where(eq(user.id, owner!.id));
    expect(await database.db.select().from(kitchen).where(eq(kitchen.id, own!.id))).toEqual([]);
    expect(await countRows()).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
