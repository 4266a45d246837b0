import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../../tests/support/accounts';
import {
  change,
  device,
  holdings,
  inventoryItem,
  pantryEvent,
  pull,
  push,
  pushError,
  putInventory,
  putPantryEvent,
  remove,
  type Device,
} from '../../../../tests/support/kitchen';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import type { Database } from '../../db/database';
import { inventoryItems, kitchen, user } from '../../db/schema';

/** The inventory and its events (issue #16) through the kitchen routes: owner-scoped, validated, within quota. */
describe.each(testDatabases())('a cook’s pantry in the kitchen on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(62);
  let cookCounter = 0;

  async function newCook(): Promise<Device & { email: string }> {
    cookCounter += 1;
    const email = `pantry${cookCounter}@example.com`;
    const client = await signUpAndVerify(app, mailer, { email, ip: nextIp() });
    return { ...device(client, `laptop-${cookCounter}`), email };
  }

  /** The use_by column of each of the cook's inventory rows (tombstones included), by item id. */
  async function useByOf(email: string): Promise<Record<string, string | null>> {
    const rows = await database.db
      .select({ id: inventoryItems.id, useBy: inventoryItems.useBy })
      .from(inventoryItems)
      .innerJoin(kitchen, eq(kitchen.id, inventoryItems.kitchenId))
      .innerJoin(user, eq(user.id, kitchen.ownerUserId))
      .where(and(eq(user.email, email)));
    return Object.fromEntries(rows.map((row) => [row.id, row.useBy]));
  }

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps an item and its events, values as the schemas parse them, and gives them to the cook’s other devices', async () => {
    const cook = await newCook();
    const milk = inventoryItem('Milk', { date: '2026-12-01', quantity: { amount: 1136, unit: 'ml' }, valuePence: 145 });
    const { dateKind: _kind, ...withoutKind } = inventoryItem('Rice', { place: 'cupboard' });
    const thrown = pantryEvent('thrown', 'Spinach', { valuePence: 55 });
    await push(cook, [putInventory(milk), change('inventory', withoutKind.id, withoutKind), putPantryEvent(thrown)]);
    const held = await holdings(device(cook.client, 'phone-x'));
    expect(held.get(`inventory/${milk.id}`)?.value).toEqual(milk);
    // Defaults filled by the schema: an item with no date kind is best-before.
    expect(held.get(`inventory/${withoutKind.id}`)?.value).toEqual({ ...withoutKind, dateKind: 'best-before' });
    expect(held.get(`pantryEvents/${thrown.id}`)?.value).toEqual(thrown);
  });

  it('writes the item’s date into use_by, moves it with the date, and clears it when the date goes or the item is removed', async () => {
    const cook = await newCook();
    const cheese = inventoryItem('Cheddar', { date: '2026-12-10' });
    const bread = inventoryItem('Bread', { date: '2026-12-02', dateKind: 'best-before' });
    const tins = inventoryItem('Tomatoes', { place: 'cupboard' });
    await push(cook, [putInventory(cheese), putInventory(bread), putInventory(tins)]);
    expect(await useByOf(cook.email)).toEqual({ [cheese.id]: '2026-12-10', [bread.id]: '2026-12-02', [tins.id]: null });

    const { date: _date, ...undated } = cheese;
    await push(cook, [putInventory({ ...bread, date: '2026-12-04' }, 1), change('inventory', cheese.id, undated, { baseVersion: 1 })]);
    expect(await useByOf(cook.email)).toEqual({ [cheese.id]: null, [bread.id]: '2026-12-04', [tins.id]: null });

    await push(cook, [remove('inventory', bread.id, 2)]);
    expect(await useByOf(cook.email)).toEqual({ [cheese.id]: null, [bread.id]: null, [tins.id]: null });
    expect((await holdings(cook)).has(`inventory/${bread.id}`)).toBe(false);
  });

  it("keeps cooks apart: B never sees A's items or events, and B's changes to the same ids change only B's", async () => {
    const a = await newCook();
    const b = await newCook();
    const saffron = inventoryItem('Saffron', { date: '2027-01-01', valuePence: 350 });
    const thrown = pantryEvent('thrown', 'Secret salmon', { valuePence: 700 });
    await push(a, [putInventory(saffron), putPantryEvent(thrown)]);
    const aBefore = await pull(a);

    expect(await pull(b)).toEqual({ cursor: '0', items: [], complete: true });
    const result = await push(b, [
      putInventory({ ...saffron, name: 'Hijacked saffron', date: '2027-02-02' }, 1),
      remove('pantryEvents', thrown.id, 1),
    ]);
    expect(result.results.map((r) => r.version)).toEqual([1, 0]);
    expect(await pull(a)).toEqual(aBefore);
    expect(JSON.stringify(await pull(b))).not.toMatch(/Secret salmon|"name":"Saffron"/);
    expect(await useByOf(a.email)).toEqual({ [saffron.id]: '2027-01-01' });
    expect(await useByOf(b.email)).toEqual({ [saffron.id]: '2027-02-02' });
  });

  describe('validation', () => {
    let cook: Device;
    beforeAll(async () => {
      cook = await newCook();
    });
    const item = inventoryItem('Leeks');
    const event = pantryEvent('used', 'Leeks');
    const CASES: [string, unknown, string, RegExp][] = [
      ['an item without a name', putInventory({ ...item, name: ' ' }), 'changes.1.value.name', /Please enter an item name/],
      ['an item kept in the shed', { ...putInventory(item), value: { ...item, place: 'shed' } }, 'changes.1.value.place', /value\.place: /],
      ['a date that does not exist', putInventory({ ...item, date: '2026-02-30' }), 'changes.1.value.date', /value\.date: /],
      [
        'a negative amount',
        putInventory({ ...item, quantity: { amount: -1, unit: 'g' } }),
        'changes.1.value.quantity.amount',
        /value\.quantity\.amount: /,
      ],
      [
        'leftovers of 31 portions',
        putInventory({ ...item, leftover: { mealId: 'chilli', portions: 31, freezes: true } }),
        'changes.1.value.leftover.portions',
        /value\.leftover\.portions: /,
      ],
      ['an item whose id is not a UUID', { ...putInventory(item), id: 'leeks' }, 'changes.1.id', /must be a UUID/],
      [
        'an item whose own id differs from the item’s',
        { ...putInventory(item), value: { ...item, id: inventoryItem('Other').id } },
        'changes.1.value.id',
        /must equal the item's id/,
      ],
      [
        'an event of an unknown kind',
        { ...putPantryEvent(event), value: { ...event, kind: 'eaten' } },
        'changes.1.value.kind',
        /a record of food used or thrown away.*value\.kind: /,
      ],
      ['an event with a negative value', putPantryEvent({ ...event, valuePence: -5 }), 'changes.1.value.valuePence', /value\.valuePence: /],
    ];

    it.each(CASES)(
      'refuses %s with a 400 naming the change and field, and saves nothing of the batch',
      async (_label, bad, field, message) => {
        const before = await pull(cook);
        const { status, body } = await pushError(cook, [putInventory(inventoryItem('Good lemon')), bad]);
        expect(status).toBe(400);
        expect(body.error.type).toBe('validation');
        expect(body.error.message).toMatch(message);
        expect(body.error.message).toMatch(
          /^Change 2 of 2 \((an item in your pantry|a record of food used or thrown away)\) could not be saved: .+ Nothing in this batch was saved\.$/,
        );
        expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
        expect(await pull(cook)).toEqual(before);
      },
    );
  });

  it('holds at most 2,000 items in the pantry: the 2,001st is refused with a 409, whole; removing one makes room', async () => {
    const cook = await newCook();
    const items = Array.from({ length: 2_000 }, (_, index) => inventoryItem(`Item ${index}`, { date: '2027-01-01' }));
    for (let start = 0; start < items.length; start += 500) {
      await push(
        cook,
        items.slice(start, start + 500).map((item) => putInventory(item)),
      );
    }
    const extra = inventoryItem('One too many');
    const event = pantryEvent('bought', 'One too many');
    const refused = await pushError(cook, [putPantryEvent(event), putInventory(extra)]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      type: 'conflict',
      message:
        'Your kitchen can keep at most 2,000 items in the pantry; these changes would make 2,001. Remove some first. Nothing in this batch was saved.',
      fields: { 'changes.1': 'More than 2,000 items in the pantry' },
    });
    const held = await holdings(cook);
    expect(held.has(`pantryEvents/${event.id}`)).toBe(false);
    expect(held.has(`inventory/${extra.id}`)).toBe(false);
    expect([...held.values()].filter((item) => item.collection === 'inventory')).toHaveLength(2_000);
    // Editing an item at the quota is fine, and so is a batch that removes one before adding one.
    await push(cook, [putInventory({ ...items[0]!, name: 'Renamed' }, 1)]);
    await push(cook, [remove('inventory', items[1]!.id, 1), putInventory(extra)]);
    // (Past the first page of a pull, removed items come as tombstones.)
    expect([...(await holdings(cook)).values()].filter((item) => item.collection === 'inventory' && !item.deleted)).toHaveLength(2_000);
    // Every item dated but the one removed (its use_by cleared) and the undated newcomer.
    expect(Object.values(await useByOf(cook.email)).filter((useBy) => useBy !== null)).toHaveLength(1_999);
  });
});
