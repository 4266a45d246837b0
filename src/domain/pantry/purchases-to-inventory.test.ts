import { parseAmount } from '../units/parse-ingredient-line';
import { describe, expect, it } from 'vitest';
import { CHILLI, PIE, START, idsFrom, stock, weekOf, withStock } from '../../../tests/support/pantry-fixtures';
import { createWeek } from '../kitchen/commands';
import type { KitchenState } from '../kitchen/kitchen-state';
import { mealsToBuyFor, pantryOf, plannedMeals } from '../kitchen/views';
import { penceAsPounds } from '../meal/money';
import { purchaseRecordSchema, type PurchaseRecord } from '../purchases/purchase-record';
import type { ShoppingListItem } from '../shopping-list/build-shopping-list';
import { buildShoppingList } from '../shopping-list/week-shopping-list';
import { listHoldings } from './holdings';
import { savePurchases } from './purchases-to-inventory';
import { boughtLine, neededLine } from './stock-line';

const TODAY = START;

function listOf(state: KitchenState): ShoppingListItem[] {
  return buildShoppingList(mealsToBuyFor(plannedMeals(state)), pantryOf(state), listHoldings(state));
}

/** Purchase Input's Save for the rows named (with their expiry), and `extras`, as the page does it. */
function save(state: KitchenState, rows: Record<string, string | null>, extras: PurchaseRecord[] = [], newId = idsFrom(100)) {
  const items = listOf(state).filter((item) => item.name in rows);
  const records = [
    ...items.map((item) =>
      purchaseRecordSchema.parse({
        name: item.name,
        quantity: item.quantity,
        price: item.pricePence !== undefined ? penceAsPounds(item.pricePence) : '0.00',
        purchased: true,
        ...(rows[item.name] ? { actualExpiryDate: rows[item.name] } : {}),
      }),
    ),
    ...extras,
  ];
  return savePurchases(state, {
    records,
    lines: items.map((item) => boughtLine(item, parseAmount)),
    today: TODAY,
    newId,
    readAmount: parseAmount,
  });
}

const items = (state: KitchenState) => Object.values(state.inventory);
const events = (state: KitchenState) => Object.values(state.pantryEvents);

describe("Purchase Input's Save moves what was bought into the inventory", () => {
  it('puts one item per bought row in, with its ingredient, whole packs, place, date, value and a bought event', () => {
    const state = save(weekOf(), { 'Beef mince': '2026-12-02', 'Chopped tomatoes': null });
    const [mince, tomatoes] = ['Beef mince', 'Chopped tomatoes'].map((name) => items(state).find((item) => item.name === name));
    expect(mince).toMatchObject({
      ingredientId: 'beef-mince',
      quantity: { amount: 500, unit: 'g' },
      place: 'fridge',
      bought: TODAY,
      date: '2026-12-02',
      dateKind: 'use-by',
      valuePence: 450,
      category: 'Meat & Seafood',
    });
    // No date typed: proposed from its storage life (700 days in the cupboard).
    expect(tomatoes).toMatchObject({
      place: 'cupboard',
      date: '2028-10-30',
      dateKind: 'best-before',
      quantity: { amount: 400, unit: 'g' },
    });
    expect(mince?.purchaseId).toBe(Object.values(state.purchases).find((purchase) => purchase.name === 'Beef mince')?.id);
    expect(events(state).map((event) => [event.kind, event.name, event.valuePence, event.itemId])).toEqual(
      expect.arrayContaining([
        ['bought', 'Beef mince', 450, mince?.id],
        ['bought', 'Chopped tomatoes', 60, tomatoes?.id],
      ]),
    );
    expect(events(state)).toHaveLength(2);
  });

  it('buys whole packs: 300 g needed of a 500 g pack puts 500 g in, worth the pack', () => {
    const state = save(withStock(weekOf([CHILLI]), stock('Beef mince', { amount: 200, unit: 'g' }, { ingredientId: 'beef-mince' })), {
      'Beef mince': null,
    });
    const bought = items(state).find((item) => item.purchaseId !== undefined);
    expect(bought?.quantity).toEqual({ amount: 500, unit: 'g' });
    // The row's price is for the 300 g still needed (270p); the pack of 500 g is worth 450p.
    expect(bought?.valuePence).toBe(450);
  });

  it('saving again adds nothing; a changed date updates the same item', () => {
    const once = save(weekOf(), { 'Beef mince': '2026-12-02' });
    const twice = save(once, { 'Beef mince': '2026-12-02' }, [], idsFrom(200));
    expect(twice.inventory).toEqual(once.inventory);
    expect(twice.pantryEvents).toEqual(once.pantryEvents);

    const redated = save(once, { 'Beef mince': '2026-12-01' }, [], idsFrom(300));
    expect(items(redated)).toHaveLength(1);
    expect(items(redated)[0]).toMatchObject({ id: items(once)[0]?.id, date: '2026-12-01' });
    expect(events(redated)).toHaveLength(1);
  });

  it('an unticked purchase takes its item and its bought event out, while untouched', () => {
    const bought = save(weekOf(), { 'Beef mince': null, 'Cod fillet': null });
    const unticked = save(bought, { 'Cod fillet': null }, [], idsFrom(200));
    expect(items(unticked).map((item) => item.name)).toEqual(['Cod fillet']);
    expect(events(unticked).map((event) => event.name)).toEqual(['Cod fillet']);
  });

  it('leaves an item the cook already used part of, whatever happens to its purchase', () => {
    const bought = save(weekOf(), { 'Beef mince': null });
    const mince = items(bought)[0];
    if (!mince) throw new Error('no mince');
    const used: KitchenState = {
      ...bought,
      inventory: { [mince.id]: { ...mince, quantity: { amount: 200, unit: 'g' } } },
      pantryEvents: {
        ...bought.pantryEvents,
        e: { id: '00000000-0000-4000-8000-000000000999', kind: 'used', date: TODAY, itemId: mince.id, name: 'Beef mince', valuePence: 270 },
      },
    };
    const unticked = save(used, {}, [], idsFrom(200));
    expect(unticked.inventory[mince.id]?.quantity).toEqual({ amount: 200, unit: 'g' });
    const redated = save(used, { 'Beef mince': '2026-12-05' }, [], idsFrom(300));
    expect(redated.inventory[mince.id]?.date).toBe(mince.date);
  });

  it('keeps the place the cook moved an item to when its row changes', () => {
    const bought = save(weekOf(), { 'Cod fillet': null });
    const cod = items(bought)[0];
    if (!cod) throw new Error('no cod');
    const moved = { ...bought, inventory: { [cod.id]: { ...cod, place: 'freezer' as const, frozen: TODAY } } };
    const redated = save(moved, { 'Cod fillet': '2026-12-20' }, [], idsFrom(200));
    expect(redated.inventory[cod.id]).toMatchObject({ place: 'freezer', frozen: TODAY, date: '2026-12-20' });
  });

  it('puts extra items in too: their quantity as typed, a place by their kind, their date', () => {
    const milk = purchaseRecordSchema.parse({ name: 'Oat milk', quantity: '1 l', purchased: true, actualExpiryDate: '2026-12-10' });
    const state = save(weekOf([PIE]), {}, [milk]);
    expect(items(state)[0]).toMatchObject({
      name: 'Oat milk',
      quantity: { amount: 1000, unit: 'ml' },
      place: 'fridge',
      date: '2026-12-10',
    });
    expect(events(state)[0]).toMatchObject({ kind: 'bought', name: 'Oat milk', valuePence: 0 });
  });

  it('bought food is not subtracted from the list it was bought from, so the row stays for the next Save', () => {
    const bought = save(weekOf(), { 'Beef mince': null });
    expect(listOf(bought).map((item) => item.name)).toContain('Beef mince');
    // A new week starts a new list to buy from: its purchases start afresh, the inventory stays and is subtracted.
    const nextWeek = createWeek(bought, { startDate: '2026-12-07', selected: [CHILLI], newId: idsFrom(400) });
    expect(nextWeek.purchases).toEqual({});
    expect(nextWeek.inventory).toBe(bought.inventory);
    expect(listOf(nextWeek).map((item) => item.name)).toEqual(['Chopped tomatoes', 'Salt']);
  });
});

describe('what a bought row brings home', () => {
  it('whole pieces when no pack is known: ¾ of an aubergine needed is one bought, worth its share', () => {
    const line = boughtLine(
      {
        key: 'aubergine',
        name: 'aubergine',
        quantity: '¾',
        category: 'Produce',
        pricePence: 60,
        need: { value: 0.75, dimension: 'count' },
      },
      parseAmount,
    );
    expect(line).toMatchObject({ quantity: { amount: 1, unit: 'item' }, valuePence: 80 });
    expect(
      neededLine(
        { key: 'lemon', name: 'lemon', quantity: '¼', category: 'Produce', need: { value: 0.25, dimension: 'count' } },
        parseAmount,
      ).quantity,
    ).toEqual({
      amount: 1,
      unit: 'item',
    });
  });
});
