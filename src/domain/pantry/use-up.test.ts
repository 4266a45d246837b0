import { describe, expect, it } from 'vitest';
import { CHILLI, PIE, meal, stock } from '../../../tests/support/pantry-fixtures';
import { DEFAULT_PREFERENCES } from '../preferences/preferences';
import type { InventoryItem } from './inventory';
import { goingOff, hasFoodGoingOff, ingredientsToUseUp, mealsUsing, useUpSearch } from './use-up';
import { useUpQuerySchema } from './use-up-api';

const TODAY = '2026-11-30';
const byId = (...items: InventoryItem[]) => Object.fromEntries(items.map((item) => [item.id, item]));

describe('what goes off in the next three days', () => {
  const cod = stock('Cod fillet', { amount: 300, unit: 'g' }, { ingredientId: 'cod-fillet', date: '2026-12-01' });
  const mince = stock('Beef mince', { amount: 500, unit: 'g' }, { ingredientId: 'beef-mince', date: '2026-12-03' });
  const later = stock('Milk', { amount: 1000, unit: 'ml' }, { date: '2026-12-04' });
  const pastUseBy = stock('Chicken', { amount: 300, unit: 'g' }, { date: '2026-11-29', dateKind: 'use-by' });
  const pastBest = stock('Bread', { amount: 1, unit: 'item' }, { date: '2026-11-29', dateKind: 'best-before', place: 'cupboard' });
  const undated = stock('Rice', { amount: 1000, unit: 'g' }, { place: 'cupboard' });

  it('lists food with a date up to three days ahead, soonest first; a past use-by is not food to use', () => {
    const inventory = byId(later, mince, cod, pastUseBy, pastBest, undated);
    expect(goingOff(inventory, TODAY).map((item) => item.name)).toEqual(['Bread', 'Cod fillet', 'Beef mince']);
    expect(hasFoodGoingOff(inventory, TODAY)).toBe(true);
    expect(hasFoodGoingOff(byId(later, undated, pastUseBy), TODAY)).toBe(false);
  });

  it('fills the planner’s ingredients to use up with the soonest foods, once each, at most five', () => {
    const more = ['Leeks', 'Spinach', 'Cream', 'Yoghurt'].map((name, index) =>
      stock(name, { amount: 100, unit: 'g' }, { date: `2026-12-0${index + 2}` }),
    );
    const again = stock('cod', { amount: 200, unit: 'g' }, { ingredientId: 'cod-fillet', date: '2026-12-02' });
    const leftover = stock(
      'Chilli',
      { amount: 2, unit: 'item' },
      { date: '2026-11-30', leftover: { mealId: 'chilli', portions: 2, freezes: true } },
    );
    const entries = ingredientsToUseUp(byId(...more, cod, again, leftover, pastUseBy, undated), TODAY);
    expect(entries).toEqual(['300 g Cod fillet', '100 g Leeks', '100 g Spinach', '100 g Cream', '100 g Yoghurt']);
    // Nothing within the week: nothing to prefill.
    expect(ingredientsToUseUp(byId(stock('Tins', { amount: 400, unit: 'g' }, { date: '2027-06-01' })), TODAY)).toEqual([]);
  });

  it('finds the favourites that use an item, those using more of what goes off first', () => {
    const both = meal('both', 'Surf and turf', [
      { name: 'Beef mince', quantity: { amount: 100, unit: 'g' }, ingredientId: 'beef-mince' },
      { name: 'cod', quantity: { amount: 100, unit: 'g' }, ingredientId: 'cod-fillet' },
    ]);
    expect(mealsUsing(mince, [CHILLI, PIE, both], [cod]).map((found) => found.id)).toEqual(['both', 'chilli']);
  });
});

describe('the use-up look-up’s query', () => {
  it('reads ids and the cook’s diet, allergies and exclusions as the page sends them', () => {
    const search = useUpSearch(['cod-fillet', 'beef-mince', 'cod-fillet'], {
      ...DEFAULT_PREFERENCES,
      dietaryPreferences: 'Pescatarian',
      allergies: ['milk', 'fish'],
      excludedItems: ['mushrooms', 'olives, black'],
    });
    expect(useUpQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)))).toEqual({
      ids: ['cod-fillet', 'beef-mince'],
      diet: 'Pescatarian',
      allergies: ['milk', 'fish'],
      exclude: ['mushrooms', 'olives black'],
    });
    expect(useUpSearch(['cod-fillet'], DEFAULT_PREFERENCES)).toBe('ids=cod-fillet');
  });

  it('refuses no ids, odd ids, too many, unknown allergies and diets', () => {
    for (const query of [
      {},
      { ids: '' },
      { ids: 'Cod Fillet' },
      { ids: Array.from({ length: 13 }, (_, index) => `food-${index}`).join(',') },
      { ids: 'cod-fillet', allergies: 'kryptonite' },
      { ids: 'cod-fillet', diet: 'Carnivore' },
      { ids: 'cod-fillet', exclude: 'a,b,c,d,e,f' },
    ]) {
      expect(useUpQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});

describe('going off soon', () => {
  it('counts the same three days as the pantry’s markers', async () => {
    const { GOING_OFF_DAYS } = await import('./going-off');
    const { SOON_DAYS } = await import('./inventory-math');
    expect(GOING_OFF_DAYS).toBe(SOON_DAYS);
  });
});
