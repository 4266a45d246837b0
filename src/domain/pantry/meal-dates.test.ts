import { describe, expect, it } from 'vitest';
import { CHILLI, PIE, START, entryOf, idsFrom, meal, stock, weekOf, withStock } from '../../../tests/support/pantry-fixtures';
import type { KitchenState } from '../kitchen/kitchen-state';
import { plannedMeals } from '../kitchen/views';
import { cookEntry } from './cooking';
import { placeLeftover } from './leftovers';
import { planUseByDates, shoppingDay, sortByUseBy } from './meal-dates';

const BEFORE_START = '2026-11-28';
const dates = (state: KitchenState, today = BEFORE_START) => planUseByDates(state, plannedMeals(state), today);
const order = (state: KitchenState, today = BEFORE_START) =>
  sortByUseBy(plannedMeals(state), dates(state, today)).map(({ meal }) => meal.id);

const TOAST = meal('toast', 'Beans on toast', [{ name: 'Bread', quantity: { amount: 2, unit: 'item' } }]);

describe('the flexible view’s order by real dates', () => {
  it('before anything is bought: the date each food would keep to if bought on the shopping day', () => {
    const state = weekOf([CHILLI, PIE, TOAST]);
    expect(shoppingDay(state, BEFORE_START)).toBe(START);
    // Cod keeps 2 days from Monday, mince 3.
    expect(dates(state).byEntry.get(entryOf(state, 'pie').id)).toEqual({ date: '2026-12-02', food: 'Cod fillet' });
    expect(dates(state).byEntry.get(entryOf(state, 'chilli').id)).toEqual({ date: '2026-12-03', food: 'Beef mince' });
    // No date at all: last (9999-12-31).
    expect(dates(state).byEntry.has(entryOf(state, 'toast').id)).toBe(false);
    expect(order(state)).toEqual(['pie', 'chilli', 'toast']);
    // A week that started in the past is shopped for today.
    expect(shoppingDay(state, '2026-12-02')).toBe('2026-12-02');
  });

  it('what the inventory holds sets the date, earliest item first', () => {
    const state = withStock(
      weekOf([CHILLI, PIE]),
      stock('Beef mince', { amount: 100, unit: 'g' }, { ingredientId: 'beef-mince', date: '2026-12-05' }),
      stock('Beef mince', { amount: 100, unit: 'g' }, { ingredientId: 'beef-mince', date: '2026-12-01' }),
    );
    expect(dates(state).byEntry.get(entryOf(state, 'chilli').id)?.date).toBe('2026-12-01');
    expect(order(state)).toEqual(['chilli', 'pie']);
  });

  it('a cooked meal has no date; leftovers go by theirs', () => {
    const state = withStock(weekOf([CHILLI, PIE]), stock('Beef mince', { amount: 1000, unit: 'g' }, { ingredientId: 'beef-mince' }));
    const { state: cooked, leftover } = cookEntry(state, entryOf(state, 'chilli').id, {
      today: START,
      newId: idsFrom(100),
      extraPortions: 2,
    });
    if (!leftover) throw new Error('no leftover');
    const placed = placeLeftover(cooked, { itemId: leftover.id, date: '2026-12-02', portions: 2, newId: idsFrom(200) });
    if (!placed.ok) throw new Error(placed.reason);
    const found = dates(placed.state, START);
    expect(found.byEntry.has(entryOf(placed.state, 'chilli').id)).toBe(false);
    expect(found.byEntry.get(placed.entry.id)).toEqual({ date: '2026-12-02', food: 'Leftovers: Chilli' });
    expect(found.notes.get(placed.entry.id)?.date).toBe('2026-12-02');
  });

  it('notes "Use by" on the meal that holds a food first, and only for dates within the plan', () => {
    const twice = meal('tacos', 'Tacos', [
      {
        name: 'Beef mince',
        quantity: { amount: 250, unit: 'g' },
        amount: 250,
        unit: 'g',
        ingredientId: 'beef-mince',
        storageLife: { days: 3, place: 'fridge', kind: 'use-by' },
      },
    ]);
    const state = weekOf([CHILLI, twice, TOAST]);
    const { notes } = dates(state);
    expect(notes.get(entryOf(state, 'chilli').id)).toEqual({ date: '2026-12-03', food: 'Beef mince' });
    // Tacos use the same mince, which the chilli holds.
    expect(notes.has(entryOf(state, 'tacos').id)).toBe(false);
    expect(notes.has(entryOf(state, 'toast').id)).toBe(false);
    // A tin good for two years is no note.
    const tins = weekOf([
      meal('soup', 'Soup', [
        { name: 'Tomatoes', quantity: { amount: 400, unit: 'g' }, storageLife: { days: 700, place: 'cupboard', kind: 'best-before' } },
      ]),
    ]);
    expect(dates(tins).notes.size).toBe(0);
    expect(dates(tins).byEntry.size).toBe(1);
  });

  it('an older purchase record dates a line when the inventory holds nothing of it', () => {
    const state = weekOf([CHILLI, PIE]);
    const bought: KitchenState = {
      ...state,
      purchases: {
        p: {
          id: '00000000-0000-4000-8000-000000000333',
          name: 'Beef mince',
          quantity: '500 g',
          price: '4.50',
          purchased: true,
          actualExpiryDate: '2026-11-30',
        },
      },
    };
    expect(order(bought)).toEqual(['chilli', 'pie']);
  });
});
