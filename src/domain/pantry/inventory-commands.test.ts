import { describe, expect, it } from 'vitest';
import { emptyKitchen, type KitchenState } from '../kitchen/kitchen-state';
import { inventoryItemSchema, pantryEventSchema, type StorageLife } from './inventory';
import { eventsOfItem, moveInventoryItem, openInventoryItem, removeInventoryItem, takeOutOfInventory } from './inventory-commands';
import { addInventoryItem, editInventoryItem, type NewInventoryItem } from './inventory-input';

const CHICKEN: StorageLife = { days: 3, place: 'fridge', kind: 'use-by', freezerDays: 270 };
const PASSATA: StorageLife = { days: 365, place: 'cupboard', kind: 'best-before', openedDays: 4, freezerDays: 90 };
const LETTUCE: StorageLife = { days: 5, place: 'fridge', kind: 'use-by' };
const PEAS: StorageLife = { days: 180, place: 'freezer', kind: 'best-before' };

/** Ids 00000000-0000-4000-8000-000000000001, …02, … */
function ids(start = 1) {
  let next = start;
  return () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
}

const TODAY = '2026-11-26';

function added(input: Partial<NewInventoryItem> = {}, state: KitchenState = emptyKitchen(), newId = ids()) {
  const result = addInventoryItem(
    state,
    { name: 'chicken breast', quantity: { amount: 650, unit: 'g' }, place: 'fridge', bought: '2026-11-24', storageLife: CHICKEN, ...input },
    { newId },
  );
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('adding food to the inventory', () => {
  it('proposes the date from how the food keeps when the cook gives none', () => {
    const { item } = added();
    expect(item).toMatchObject({ date: '2026-11-27', dateKind: 'use-by', place: 'fridge', bought: '2026-11-24' });
  });

  it("keeps the cook's own date and kind", () => {
    const { item } = added({ date: '2026-11-25', dateKind: 'use-by' });
    expect(item).toMatchObject({ date: '2026-11-25', dateKind: 'use-by' });
  });

  it('proposes an opened life and a freezer life from the day it came home', () => {
    expect(
      added({ name: 'passata', quantity: { amount: 500, unit: 'ml' }, storageLife: PASSATA, place: 'fridge', opened: '2026-11-25' }).item,
    ).toMatchObject({ date: '2026-11-29', dateKind: 'use-by', opened: '2026-11-25' });
    expect(added({ place: 'freezer' }).item).toMatchObject({ date: '2027-08-21', dateKind: 'best-before', frozen: '2026-11-24' });
  });

  it('works out the value from the price per base unit, or from the pack for containers', () => {
    const price = { pencePerUnit: 0.65, unit: 'g' as const };
    expect(added({ price }).item.valuePence).toBe(423);
    const tins = added({
      name: 'passata',
      quantity: { amount: 2, unit: 'carton' },
      price: { pencePerUnit: 0.125, unit: 'ml', pack: { size: 480, label: '500 g carton' } },
    });
    expect(tins.item.valuePence).toBe(120);
    // Grams of something priced by the piece say nothing about its price.
    expect(added({ quantity: { amount: 200, unit: 'g' }, price: { pencePerUnit: 30, unit: 'item' } }).item.valuePence).toBeUndefined();
    // The cook's own value wins.
    expect(added({ price, valuePence: 500 }).item.valuePence).toBe(500);
  });

  it('records that the food came in, with its value, but not for leftovers', () => {
    const { state, item } = added({ valuePence: 423 });
    expect(eventsOfItem(state, item.id)).toEqual([
      expect.objectContaining({
        kind: 'bought',
        date: '2026-11-24',
        name: 'chicken breast',
        valuePence: 423,
        quantity: { amount: 650, unit: 'g' },
      }),
    ]);
    const chilli = added({
      name: 'Chilli',
      quantity: { amount: 3, unit: 'item' },
      storageLife: undefined,
      leftover: { mealId: 'chilli', portions: 3, freezes: true },
    });
    expect(eventsOfItem(chilli.state, chilli.item.id)).toEqual([]);
    expect(chilli.item).toMatchObject({ quantity: { amount: 3, unit: 'item' }, date: '2026-11-26', dateKind: 'use-by' });
  });

  it('refuses an item with no name or no amount, saying why', () => {
    const result = addInventoryItem(
      emptyKitchen(),
      { name: ' ', quantity: { amount: 1, unit: 'item' }, place: 'fridge', bought: TODAY },
      { newId: ids() },
    );
    expect(result).toEqual({ ok: false, reason: 'invalid', message: 'Please enter an item name' });
    const none = addInventoryItem(
      emptyKitchen(),
      { name: 'eggs', quantity: { amount: 0, unit: 'item' }, place: 'fridge', bought: TODAY },
      { newId: ids() },
    );
    expect(none).toMatchObject({ ok: false, message: 'Please enter how much there is' });
  });

  it('an item without storage life or date has no date; a cook who says there is none gets none proposed', () => {
    expect(added({ storageLife: undefined }).item.date).toBeUndefined();
    expect(added({ date: null }).item.date).toBeUndefined();
  });
});

describe('correcting an item', () => {
  it('proposes the date again when the place or the opening changes', () => {
    const { state, item } = added({ name: 'passata', quantity: { amount: 500, unit: 'ml' }, storageLife: PASSATA, place: 'cupboard' });
    expect(item.date).toBe('2027-11-24');
    const edited = editInventoryItem(state, item.id, { place: 'fridge', opened: '2026-11-26' });
    expect(edited).toMatchObject({ ok: true, item: { date: '2026-11-30', dateKind: 'use-by', opened: '2026-11-26' } });
  });

  it('keeps a date the cook typed, whatever else changes', () => {
    const { state, item } = added({ date: '2026-12-01', dateKind: 'use-by' });
    const edited = editInventoryItem(state, item.id, { place: 'freezer' });
    expect(edited).toMatchObject({ ok: true, item: { date: '2026-12-01', place: 'freezer' } });
    const typed = editInventoryItem(state, item.id, { date: '2026-11-30' });
    expect(typed).toMatchObject({ ok: true, item: { date: '2026-11-30' } });
  });

  it('keeps the price per unit when the amount is corrected, and corrects what came in while nothing has left', () => {
    const { state, item } = added({ valuePence: 650 });
    const edited = editInventoryItem(state, item.id, { quantity: { amount: 325, unit: 'g' } });
    if (!edited.ok) throw new Error('not edited');
    expect(edited.item.valuePence).toBe(325);
    expect(eventsOfItem(edited.state, item.id)).toEqual([expect.objectContaining({ kind: 'bought', valuePence: 325 })]);
  });

  it('leaves the history alone once food has been used', () => {
    const { state, item } = added({ valuePence: 650 });
    const used = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'share', share: 0.5 }, today: TODAY, newId: ids(50) });
    if (!used.ok) throw new Error('not used');
    const edited = editInventoryItem(used.state, item.id, { name: 'chicken thighs' });
    if (!edited.ok) throw new Error('not edited');
    expect(eventsOfItem(edited.state, item.id).find((event) => event.kind === 'bought')).toMatchObject({
      name: 'chicken breast',
      valuePence: 650,
    });
  });

  it('takes how an ingredient keeps when the cook picks one for a free-text item', () => {
    const { state, item } = added({
      name: 'tomato sauce',
      storageLife: undefined,
      place: 'cupboard',
      quantity: { amount: 500, unit: 'ml' },
    });
    expect(item.date).toBeUndefined();
    const edited = editInventoryItem(state, item.id, {
      name: 'passata',
      ingredient: { id: 'passata', storageLife: PASSATA, category: 'Pantry' },
    });
    expect(edited).toMatchObject({
      ok: true,
      item: { ingredientId: 'passata', category: 'Pantry', date: '2027-11-24', dateKind: 'best-before' },
    });
  });

  it('refuses an unknown item and an empty name', () => {
    expect(editInventoryItem(emptyKitchen(), 'nope', { name: 'x' })).toEqual({ ok: false, reason: 'unknown-item' });
    const { state, item } = added();
    expect(editInventoryItem(state, item.id, { name: '' })).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('removing an item added by mistake', () => {
  it('takes the item and the record that it came in, recording nothing', () => {
    const { state, item } = added();
    const removed = removeInventoryItem(state, item.id);
    expect(removed.inventory).toEqual({});
    expect(removed.pantryEvents).toEqual({});
  });

  it('keeps what was already used or thrown away from it', () => {
    const { state, item } = added({ valuePence: 400 });
    const thrown = takeOutOfInventory(state, item.id, {
      kind: 'thrown',
      part: { kind: 'share', share: 0.25 },
      today: TODAY,
      newId: ids(50),
    });
    if (!thrown.ok) throw new Error('not thrown');
    const removed = removeInventoryItem(thrown.state, item.id);
    expect(removed.inventory).toEqual({});
    expect(
      Object.values(removed.pantryEvents)
        .map((event) => event.kind)
        .sort(),
    ).toEqual(['bought', 'thrown']);
  });
});

describe('moving food between places', () => {
  it('into the freezer: frozen today, the date moved on by its freezer life', () => {
    const { state, item } = added();
    const moved = moveInventoryItem(state, item.id, 'freezer', { today: TODAY });
    expect(moved).toMatchObject({
      ok: true,
      change: 'extended',
      item: { place: 'freezer', frozen: TODAY, date: '2027-08-23', dateKind: 'best-before' },
    });
  });

  it('past its use-by, or food that does not freeze, keeps its date', () => {
    const { state, item } = added();
    expect(moveInventoryItem(state, item.id, 'freezer', { today: '2026-11-28' })).toMatchObject({
      change: 'not-extended',
      why: 'past-use-by',
      item: { date: '2026-11-27', dateKind: 'use-by' },
    });
    const lettuce = added({ name: 'lettuce', storageLife: LETTUCE });
    expect(moveInventoryItem(lettuce.state, lettuce.item.id, 'freezer', { today: TODAY })).toMatchObject({
      change: 'not-extended',
      why: 'no-freezer-life',
      item: { date: '2026-11-29' },
    });
  });

  it("extends a cook's own date too", () => {
    const { state, item } = added({ date: '2026-11-28', dateKind: 'use-by' });
    expect(moveInventoryItem(state, item.id, 'freezer', { today: TODAY })).toMatchObject({
      change: 'extended',
      item: { date: '2027-08-23' },
    });
  });

  it('out of the freezer: a use-by of tomorrow (defrost in the fridge, use within 24 hours)', () => {
    const { state, item } = added({ place: 'freezer' });
    const moved = moveInventoryItem(state, item.id, 'fridge', { today: TODAY });
    expect(moved).toMatchObject({ ok: true, change: 'defrosted', item: { place: 'fridge', date: '2026-11-27', dateKind: 'use-by' } });
    if (moved.ok) expect(moved.item.frozen).toBeUndefined();
    const peas = added({ name: 'peas', storageLife: PEAS, place: 'freezer', bought: TODAY });
    expect(moveInventoryItem(peas.state, peas.item.id, 'fridge', { today: TODAY })).toMatchObject({
      item: { date: '2026-11-27', dateKind: 'use-by' },
    });
  });

  it('leftovers that freeze keep three months frozen; those that do not keep their date', () => {
    const leftover = (freezes: boolean) =>
      added({
        name: 'Chilli',
        storageLife: undefined,
        bought: TODAY,
        quantity: { amount: 2, unit: 'item' },
        leftover: { mealId: 'chilli', portions: 2, freezes },
      });
    const chilli = leftover(true);
    expect(moveInventoryItem(chilli.state, chilli.item.id, 'freezer', { today: TODAY })).toMatchObject({
      change: 'extended',
      item: { date: '2027-02-24' },
    });
    const salad = leftover(false);
    expect(moveInventoryItem(salad.state, salad.item.id, 'freezer', { today: TODAY })).toMatchObject({
      change: 'not-extended',
      item: { date: '2026-11-28' },
    });
  });

  it('between fridge and cupboard only the place changes; the same place is refused', () => {
    const { state, item } = added({ name: 'passata', storageLife: PASSATA, place: 'cupboard', quantity: { amount: 500, unit: 'ml' } });
    expect(moveInventoryItem(state, item.id, 'fridge', { today: TODAY })).toMatchObject({
      change: 'moved',
      item: { place: 'fridge', date: item.date },
    });
    expect(moveInventoryItem(state, item.id, 'cupboard', { today: TODAY })).toEqual({ ok: false, reason: 'same-place' });
  });
});

describe('opening food', () => {
  it('brings the date forward by the opened life, as a use-by', () => {
    const { state, item } = added({ name: 'passata', storageLife: PASSATA, place: 'cupboard', quantity: { amount: 500, unit: 'ml' } });
    const opened = openInventoryItem(state, item.id, { today: TODAY });
    expect(opened).toMatchObject({ ok: true, shortened: true, item: { opened: TODAY, date: '2026-11-30', dateKind: 'use-by' } });
    if (opened.ok) expect(openInventoryItem(opened.state, item.id, { today: TODAY })).toEqual({ ok: false, reason: 'already-opened' });
  });

  it('never makes a date later', () => {
    const { state, item } = added({ name: 'passata', storageLife: PASSATA, place: 'fridge', date: '2026-11-27', dateKind: 'use-by' });
    expect(openInventoryItem(state, item.id, { today: TODAY })).toMatchObject({ shortened: false, item: { date: '2026-11-27' } });
  });
});

describe('used and thrown away', () => {
  it('used in full: the item goes, and the event holds its whole value, in time', () => {
    const { state, item } = added({ valuePence: 423 });
    const used = takeOutOfInventory(state, item.id, {
      kind: 'used',
      part: { kind: 'all' },
      today: TODAY,
      newId: ids(50),
      mealName: 'Chicken curry',
    });
    expect(used).toMatchObject({
      ok: true,
      rest: undefined,
      event: {
        kind: 'used',
        date: TODAY,
        itemId: item.id,
        quantity: { amount: 650, unit: 'g' },
        valuePence: 423,
        inTime: true,
        mealName: 'Chicken curry',
      },
    });
    if (used.ok) expect(used.state.inventory).toEqual({});
  });

  it('used after its date is not in time; on the date it is', () => {
    const { state, item } = added({ valuePence: 423 });
    const late = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'all' }, today: '2026-11-28', newId: ids(50) });
    expect(late).toMatchObject({ event: { inTime: false } });
    const onTheDay = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'all' }, today: '2026-11-27', newId: ids(50) });
    expect(onTheDay).toMatchObject({ event: { inTime: true } });
  });

  it('thrown away in part: half, or an amount in its own unit, with the value in proportion', () => {
    const { state, item } = added({ valuePence: 90 });
    const half = takeOutOfInventory(state, item.id, { kind: 'thrown', part: { kind: 'share', share: 0.5 }, today: TODAY, newId: ids(50) });
    expect(half).toMatchObject({
      event: { kind: 'thrown', quantity: { amount: 325, unit: 'g' }, valuePence: 45 },
      rest: { quantity: { amount: 325, unit: 'g' }, valuePence: 45 },
    });
    if (half.ok) expect(half.event.inTime).toBeUndefined();
    const some = takeOutOfInventory(state, item.id, { kind: 'thrown', part: { kind: 'amount', amount: 65 }, today: TODAY, newId: ids(50) });
    expect(some).toMatchObject({ event: { valuePence: 9 }, rest: { quantity: { amount: 585, unit: 'g' }, valuePence: 81 } });
  });

  it('counts jars and cloves in their own unit', () => {
    const { state, item } = added({ name: 'pesto', quantity: { amount: 2, unit: 'jar' }, valuePence: 300, storageLife: undefined });
    const used = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'amount', amount: 1 }, today: TODAY, newId: ids(50) });
    expect(used).toMatchObject({
      event: { quantity: { amount: 1, unit: 'jar' }, valuePence: 150 },
      rest: { quantity: { amount: 1, unit: 'jar' } },
    });
  });

  it('spoons are taken as spoons', () => {
    const { state, item } = added({ name: 'olive oil', quantity: { amount: 10, unit: 'tbsp' }, valuePence: 100, storageLife: undefined });
    const used = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'amount', amount: 2 }, today: TODAY, newId: ids(50) });
    expect(used).toMatchObject({
      event: { quantity: { amount: 2, unit: 'tbsp' }, valuePence: 20 },
      rest: { quantity: { amount: 8, unit: 'tbsp' } },
    });
  });

  it('taking part of a sealed carton opens it', () => {
    const { state, item } = added({ name: 'passata', storageLife: PASSATA, place: 'fridge', quantity: { amount: 500, unit: 'ml' } });
    const used = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'share', share: 0.5 }, today: TODAY, newId: ids(50) });
    expect(used).toMatchObject({ rest: { opened: TODAY, date: '2026-11-30', dateKind: 'use-by' } });
  });

  it('leftovers go in whole portions', () => {
    const { state, item } = added({
      name: 'Chilli',
      storageLife: undefined,
      quantity: { amount: 3, unit: 'item' },
      valuePence: 300,
      leftover: { mealId: 'chilli', portions: 3, freezes: true },
    });
    const half = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'share', share: 0.5 }, today: TODAY, newId: ids(50) });
    expect(half).toMatchObject({
      event: { quantity: { amount: 2, unit: 'item' }, valuePence: 200 },
      rest: { quantity: { amount: 1, unit: 'item' }, leftover: { portions: 1 } },
    });
    const one = takeOutOfInventory(state, item.id, { kind: 'thrown', part: { kind: 'amount', amount: 1.2 }, today: TODAY, newId: ids(50) });
    expect(one).toMatchObject({ event: { quantity: { amount: 1, unit: 'item' } }, rest: { leftover: { portions: 2 } } });
  });

  it('nothing taken is nothing recorded', () => {
    const { state, item } = added();
    for (const part of [
      { kind: 'amount', amount: 0 },
      { kind: 'share', share: 0 },
      { kind: 'amount', amount: Number.NaN },
    ] as const)
      expect(takeOutOfInventory(state, item.id, { kind: 'thrown', part, today: TODAY, newId: ids(50) })).toEqual({
        ok: false,
        reason: 'nothing-to-take',
      });
    expect(takeOutOfInventory(state, 'nope', { kind: 'used', part: { kind: 'all' }, today: TODAY, newId: ids(50) })).toEqual({
      ok: false,
      reason: 'unknown-item',
    });
  });

  it('every item and event the commands make is one the account accepts', () => {
    const { state, item } = added({ valuePence: 100, price: { pencePerUnit: 1, unit: 'g' } });
    const used = takeOutOfInventory(state, item.id, { kind: 'used', part: { kind: 'share', share: 1 / 3 }, today: TODAY, newId: ids(50) });
    if (!used.ok) throw new Error('not used');
    for (const kept of Object.values(used.state.inventory)) expect(inventoryItemSchema.parse(kept)).toEqual(kept);
    for (const event of Object.values(used.state.pantryEvents)) expect(pantryEventSchema.parse(event)).toEqual(event);
  });
});
