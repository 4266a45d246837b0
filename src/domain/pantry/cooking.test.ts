import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIE, START, entryOf, idsFrom, meal, stock, weekOf, withStock } from '../../../tests/support/pantry-fixtures';
import type { KitchenState } from '../kitchen/kitchen-state';
import { mealsToBuyFor, plannedMeals } from '../kitchen/views';
import { cookEntry, leftoverUseBy, missingText, uncookEntry } from './cooking';
import type { InventoryItem } from './inventory';
import { itemAmount } from './inventory-math';

const TUESDAY = '2026-12-01';

describe('"Cooked" takes a meal\'s ingredients out of the inventory', () => {
  it('takes the earliest date first, records used events with their value, time and meal, and marks the entry', () => {
    const older = stock('Beef mince', { amount: 300, unit: 'g' }, { ingredientId: 'beef-mince', date: '2026-12-01', valuePence: 300 });
    const newer = stock('minced beef', { amount: 500, unit: 'g' }, { ingredientId: 'beef-mince', date: '2026-12-03', valuePence: 450 });
    const tomatoes = stock('Chopped tomatoes', { amount: 800, unit: 'g' }, { place: 'cupboard', date: '2028-01-01', valuePence: 120 });
    const state = withStock(weekOf(), older, newer, tomatoes);
    const chilli = entryOf(state, 'chilli');

    const { state: after, missing } = cookEntry(state, chilli.id, { today: TUESDAY, newId: idsFrom(100) });

    expect(after.inventory[older.id]).toBeUndefined();
    expect(after.inventory[newer.id]).toMatchObject({ quantity: { amount: 300, unit: 'g' }, valuePence: 270 });
    expect(after.inventory[tomatoes.id]).toMatchObject({ quantity: { amount: 400, unit: 'g' }, valuePence: 60 });
    const used = Object.values(after.pantryEvents);
    expect(used.map((event) => [event.kind, event.itemId, event.quantity?.amount, event.valuePence, event.inTime, event.mealName])).toEqual(
      [
        ['used', older.id, 300, 300, true, 'Chilli'],
        ['used', newer.id, 200, 180, true, 'Chilli'],
        ['used', tomatoes.id, 400, 60, true, 'Chilli'],
      ],
    );
    expect(after.planEntries[chilli.id]?.cooked).toBe(TUESDAY);
    // Only the salt was not in the kitchen.
    expect(missing).toEqual([{ name: 'Salt', missing: undefined }]);
  });

  it('notes what was missing, never failing: none at all, or some short', () => {
    const state = withStock(weekOf(), stock('Beef mince', { amount: 200, unit: 'g' }, { ingredientId: 'beef-mince' }));
    const { state: after, missing } = cookEntry(state, entryOf(state, 'chilli').id, { today: TUESDAY, newId: idsFrom(100) });
    expect(missing).toEqual([
      { name: 'Beef mince', missing: '300 g' },
      { name: 'Chopped tomatoes', missing: undefined },
      { name: 'Salt', missing: undefined },
    ]);
    expect(Object.values(after.inventory)).toEqual([]);
    expect(missingText(missing)).toBe('300 g of beef mince, chopped tomatoes and salt');
    expect(missingText([{ name: 'Salt', missing: undefined }])).toBe('salt');
    expect(
      missingText([
        { name: 'Garlic', missing: '2' },
        { name: 'Lemon', missing: '½' },
      ]),
    ).toBe('2 garlic and ½ lemon');
    expect(after.planEntries[entryOf(state, 'chilli').id]?.cooked).toBe(TUESDAY);
  });

  it('says whether food was used in time: past its date is not', () => {
    const cod = stock('Cod fillet', { amount: 300, unit: 'g' }, { ingredientId: 'cod-fillet', date: '2026-11-30' });
    const state = withStock(weekOf(), cod);
    const { state: after } = cookEntry(state, entryOf(state, 'pie').id, { today: TUESDAY, newId: idsFrom(100) });
    expect(Object.values(after.pantryEvents)[0]).toMatchObject({ itemId: cod.id, inTime: false });
  });

  it('never takes leftovers as ingredients, and a cooked meal is off the shopping list', () => {
    const portions = stock('Chilli', { amount: 2, unit: 'item' }, { leftover: { mealId: 'x', portions: 2, freezes: true } });
    const named = meal('nachos', 'Nachos', [{ name: 'Chilli', quantity: { amount: 1, unit: 'item' }, amount: 1, unit: 'item' }]);
    const state = withStock(weekOf([named, PIE]), portions);
    const { state: after, missing } = cookEntry(state, entryOf(state, 'nachos').id, { today: TUESDAY, newId: idsFrom(100) });
    expect(after.inventory[portions.id]).toEqual(portions);
    expect(missing).toEqual([{ name: 'Chilli', missing: undefined }]);
    expect(mealsToBuyFor(plannedMeals(after)).map((planned) => planned.id)).toEqual(['pie']);
  });

  it('cooking twice changes nothing; "Not cooked yet" only takes the mark off', () => {
    const state = withStock(weekOf(), stock('Cod fillet', { amount: 600, unit: 'g' }, { ingredientId: 'cod-fillet' }));
    const pie = entryOf(state, 'pie');
    const once = cookEntry(state, pie.id, { today: TUESDAY, newId: idsFrom(100) }).state;
    expect(cookEntry(once, pie.id, { today: TUESDAY, newId: idsFrom(200) }).state).toBe(once);
    const undone = uncookEntry(once, pie.id);
    expect(undone.planEntries[pie.id]?.cooked).toBeUndefined();
    expect(undone.inventory).toBe(once.inventory);
    expect(undone.pantryEvents).toBe(once.pantryEvents);
  });
});

describe('"Cooked for more" keeps the extra portions', () => {
  it('takes ingredients for the extra portions too and keeps them as a leftover item in the fridge', () => {
    const mince = stock('Beef mince', { amount: 1000, unit: 'g' }, { ingredientId: 'beef-mince', valuePence: 900 });
    const tomatoes = stock('Chopped tomatoes', { amount: 800, unit: 'g' }, { valuePence: 120 });
    const state = withStock(weekOf(), mince, tomatoes);
    const chilli = entryOf(state, 'chilli');
    const { state: after, leftover } = cookEntry(state, chilli.id, { today: TUESDAY, newId: idsFrom(100), extraPortions: 2 });
    // Two portions more on a dish for two: twice the ingredients.
    expect(after.inventory[mince.id]).toBeUndefined();
    expect(after.inventory[tomatoes.id]).toBeUndefined();
    // Chilli keeps 4 days by its recipe, capped at the FSA's 2.
    expect(leftover).toMatchObject({
      name: 'Chilli',
      quantity: { amount: 2, unit: 'item' },
      place: 'fridge',
      bought: TUESDAY,
      date: '2026-12-03',
      dateKind: 'use-by',
      valuePence: 510,
      leftover: { mealId: 'chilli', portions: 2, freezes: true, cookedEntryId: chilli.id },
    });
    expect(leftover && after.inventory[leftover.id]).toEqual(leftover);
  });

  it('a dish whose storage is unknown keeps the FSA two days and does not freeze', () => {
    expect(leftoverUseBy({}, START)).toBe('2026-12-02');
    expect(leftoverUseBy({ leftovers: { fridgeDays: 1, freezes: true } }, START)).toBe('2026-12-01');
    const state = weekOf();
    const pie = entryOf(state, 'pie');
    const { leftover } = cookEntry(state, pie.id, { today: START, newId: idsFrom(100), extraPortions: 1 });
    expect(leftover?.leftover?.freezes).toBe(false);
  });
});

const item = (index: number, amount: number, value: number, date: string | undefined): InventoryItem =>
  stock(
    index % 2 ? 'Beef mince' : 'minced beef',
    { amount, unit: 'g' },
    { ingredientId: 'beef-mince', valuePence: value, ...(date ? { date } : {}) },
  );

describe('draw-down properties', () => {
  const arbitraryStock = fc.array(
    fc.record({
      amount: fc.integer({ min: 0, max: 2000 }),
      value: fc.integer({ min: 0, max: 5000 }),
      date: fc.option(fc.constantFrom('2026-11-29', '2026-12-01', '2026-12-03'), { nil: undefined }),
    }),
    { maxLength: 6 },
  );
  const need = fc.integer({ min: 1, max: 3000 });
  const run = (rows: { amount: number; value: number; date: string | undefined }[], amount: number, extra: number) => {
    const items = rows.map((row, index) => item(index, row.amount, row.value, row.date));
    const dish = meal('m', 'Mince', [
      { name: 'Beef mince', quantity: { amount, unit: 'g' }, amount, unit: 'g', ingredientId: 'beef-mince' },
    ]);
    const state = withStock(weekOf([dish]), ...items);
    return {
      items,
      before: state,
      ...cookEntry(state, entryOf(state, 'm').id, { today: TUESDAY, newId: idsFrom(100), extraPortions: extra }),
    };
  };
  const held = (state: KitchenState) =>
    Object.values(state.inventory)
      .filter((stockItem) => !stockItem.leftover)
      .reduce((sum, stockItem) => sum + (itemAmount(stockItem)?.value ?? 0), 0);

  it('never leaves a negative amount, never takes more than was held or wanted', () => {
    fc.assert(
      fc.property(arbitraryStock, need, fc.integer({ min: 0, max: 3 }), (rows, amount, extra) => {
        const { before, state } = run(rows, amount, extra);
        for (const left of Object.values(state.inventory)) expect(left.quantity.amount).toBeGreaterThanOrEqual(0);
        const taken = Object.values(state.pantryEvents).reduce((sum, event) => sum + (event.quantity?.amount ?? 0), 0);
        expect(taken).toBeLessThanOrEqual(held(before) + 1e-6);
        expect(taken).toBeLessThanOrEqual((amount * (2 + extra)) / 2 + 1e-6);
        expect(held(before) - held(state)).toBeCloseTo(taken, 2);
      }),
    );
  });

  it('conserves value: what is left and what was used add up to what the kitchen held', () => {
    fc.assert(
      fc.property(arbitraryStock, need, (rows, amount) => {
        const { before, state } = run(rows, amount, 0);
        const worth = (kitchen: KitchenState) =>
          Object.values(kitchen.inventory).reduce((sum, stockItem) => sum + (stockItem.valuePence ?? 0), 0);
        const used = Object.values(state.pantryEvents).reduce((sum, event) => sum + event.valuePence, 0);
        expect(worth(state) + used).toBe(worth(before));
      }),
    );
  });

  it('takes from the earliest-dated items first', () => {
    fc.assert(
      fc.property(arbitraryStock, need, (rows, amount) => {
        const { items, state } = run(rows, amount, 0);
        const touched = new Set(Object.values(state.pantryEvents).map((event) => event.itemId));
        const untouched = items.filter((stockItem) => !touched.has(stockItem.id) && (itemAmount(stockItem)?.value ?? 0) > 0);
        const partly = items.filter((stockItem) => touched.has(stockItem.id) && state.inventory[stockItem.id]);
        // Only one item is ever left part-used, and nothing later-dated is touched while an earlier one is left whole.
        expect(partly.length).toBeLessThanOrEqual(1);
        for (const whole of untouched) {
          for (const id of touched) {
            const used = items.find((stockItem) => stockItem.id === id);
            if (used?.date && whole.date) expect(used.date <= whole.date).toBe(true);
            if (used && !used.date) expect(whole.date).toBeUndefined();
          }
        }
      }),
    );
  });
});
