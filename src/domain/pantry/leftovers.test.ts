import { describe, expect, it } from 'vitest';
import { CHILLI, PIE, entryOf, idsFrom, stock, weekOf, withStock } from '../../../tests/support/pantry-fixtures';
import { entryTitle, portionsNote } from '../kitchen/entry-text';
import type { KitchenState } from '../kitchen/kitchen-state';
import { forecastPlanKey, isCooked, mealsToBuyFor, plannedMeals } from '../kitchen/views';
import { cookEntry } from './cooking';
import { leftoverDays, leftoverItems, placeLeftover, portionsFree, removeLeftoverEntry } from './leftovers';

const MONDAY = '2026-11-30';

/** Chilli cooked on Monday for two more, its portions in the fridge until Wednesday. */
function cookedForMore(): { state: KitchenState; itemId: string } {
  const state = withStock(
    weekOf([CHILLI, PIE]),
    stock('Beef mince', { amount: 1000, unit: 'g' }, { ingredientId: 'beef-mince', valuePence: 900 }),
  );
  const { state: cooked, leftover } = cookEntry(state, entryOf(state, 'chilli').id, {
    today: MONDAY,
    newId: idsFrom(100),
    extraPortions: 2,
  });
  if (!leftover) throw new Error('no leftover');
  return { state: cooked, itemId: leftover.id };
}

describe('leftovers placed on a later day', () => {
  it('offers the later days of the plan up to the leftovers’ date', () => {
    const { state, itemId } = cookedForMore();
    expect(leftoverDays(state, itemId)).toEqual(['2026-12-01', '2026-12-02']);
    expect(leftoverItems(state).map((item) => item.id)).toEqual([itemId]);
  });

  it('becomes an entry "Leftovers: Chilli (2 portions)" that needs no shopping and is not a repeat', () => {
    const { state, itemId } = cookedForMore();
    const placed = placeLeftover(state, { itemId, date: '2026-12-02', portions: 2, newId: idsFrom(300) });
    if (!placed.ok) throw new Error(placed.reason);
    expect(entryTitle(placed.entry)).toBe('Leftovers: Chilli (2 portions)');
    expect(placed.entry).toMatchObject({ date: '2026-12-02', slot: 'main', leftoverItemId: itemId, servings: 2 });
    expect(isCooked(placed.entry)).toBe(false);
    expect(portionsNote(placed.entry)).toBeUndefined();
    expect(mealsToBuyFor(plannedMeals(placed.state)).map((meal) => meal.id)).toEqual(['pie']);
    expect(forecastPlanKey(placed.state)).toContain(':chilli:leftover');
    expect(portionsFree(placed.state, itemId)).toBe(0);
  });

  it('refuses a day before cooking or past the date, and portions that are all promised', () => {
    const { state, itemId } = cookedForMore();
    expect(placeLeftover(state, { itemId, date: MONDAY, portions: 1, newId: idsFrom(300) })).toEqual({
      ok: false,
      reason: 'day-not-allowed',
    });
    expect(placeLeftover(state, { itemId, date: '2026-12-04', portions: 1, newId: idsFrom(300) })).toEqual({
      ok: false,
      reason: 'day-not-allowed',
    });
    const placed = placeLeftover(state, { itemId, date: '2026-12-01', portions: 5, newId: idsFrom(300) });
    expect(placed.ok && placed.entry.servings).toBe(2);
    if (placed.ok)
      expect(placeLeftover(placed.state, { itemId, date: '2026-12-02', portions: 1, newId: idsFrom(400) })).toMatchObject({
        ok: false,
        reason: 'no-portions',
      });
  });

  it('eating it takes its portions out, and says so when they are gone', () => {
    const { state, itemId } = cookedForMore();
    const one = placeLeftover(state, { itemId, date: '2026-12-01', portions: 1, newId: idsFrom(300) });
    if (!one.ok) throw new Error(one.reason);
    const eaten = cookEntry(one.state, one.entry.id, { today: '2026-12-01', newId: idsFrom(400) });
    expect(eaten.missing).toEqual([]);
    expect(eaten.state.inventory[itemId]).toMatchObject({
      quantity: { amount: 1, unit: 'item' },
      leftover: { portions: 1 },
      valuePence: 225,
    });
    expect(Object.values(eaten.state.pantryEvents).at(-1)).toMatchObject({
      kind: 'used',
      itemId,
      valuePence: 225,
      inTime: true,
      mealName: 'Chilli',
    });
    expect(eaten.state.planEntries[one.entry.id]?.cooked).toBe('2026-12-01');

    const gone = { ...one.state, inventory: {} };
    expect(cookEntry(gone, one.entry.id, { today: '2026-12-01', newId: idsFrom(500) }).missing).toEqual([
      { name: 'Leftovers: Chilli', missing: undefined },
    ]);
  });

  it('taking a leftovers entry off the plan keeps its portions', () => {
    const { state, itemId } = cookedForMore();
    const placed = placeLeftover(state, { itemId, date: '2026-12-01', portions: 2, newId: idsFrom(300) });
    if (!placed.ok) throw new Error(placed.reason);
    const removed = removeLeftoverEntry(placed.state, placed.entry.id);
    expect(removed.planEntries[placed.entry.id]).toBeUndefined();
    expect(removed.inventory[itemId]).toEqual(state.inventory[itemId]);
    expect(removeLeftoverEntry(removed, entryOf(removed, 'pie').id)).toBe(removed);
  });
});
