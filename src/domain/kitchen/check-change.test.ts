import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { mealSchema } from '../meal/meal';
import { checkKitchenChange, describeKitchenItem } from './check-change';
import type { KitchenChange } from './sync';

// The server, which checks changes, loads zod's full API and with it zod's English texts; the
// schemas' functional API (zod/mini) loads none, so this test sets them as the server has them.
z.config(z.locales.en());

const ENTRY_ID = '6f1c2a8e-1d7b-4c3e-9a55-0b6f4d2e8c11';
const base = { changeId: '0f0e0d0c-0b0a-4909-8807-060504030201', baseVersion: 0, madeAt: '2026-11-30T12:00:00.000Z' };
const put = (collection: KitchenChange['collection'], id: string, value: unknown): KitchenChange => ({
  ...base,
  collection,
  id,
  op: 'put',
  value,
});
const entry = { id: ENTRY_ID, date: '2026-11-30', slot: 'main', meal: { id: 'dal', name: 'Dal', description: 'Tasty.' } };

describe('checkKitchenChange', () => {
  it('parses a value with its collection’s schema: defaults filled, unknown keys dropped', () => {
    const result = checkKitchenChange(put('planEntries', ENTRY_ID, { ...entry, colour: 'red' }));
    expect(result).toEqual({
      ok: true,
      change: {
        ...base,
        collection: 'planEntries',
        id: ENTRY_ID,
        op: 'put',
        put: { collection: 'planEntries', id: ENTRY_ID, value: { ...entry, meal: mealSchema.parse(entry.meal) } },
      },
    });
  });

  it.each([
    [
      'an unknown setting',
      put('state', 'theme', 'dark'),
      ['id'],
      /one of preferences, defaultPreferences, selection, week, dismissedMeals/,
    ],
    ['a plan entry id that is not a UUID', put('planEntries', 'monday', entry), ['id'], /UUID/],
    ['a purchase id that is not a UUID', put('purchases', 'milk', {}), ['id'], /UUID/],
    [
      'an entry whose own id differs',
      put('planEntries', '00000000-0000-4000-8000-000000000000', entry),
      ['value', 'id'],
      /must equal the item's id/,
    ],
    [
      'a pantry answer keyed by another name',
      put('pantryAnswers', 'onion', { itemKey: 'leek', owned: true }),
      ['value', 'itemKey'],
      /must equal/,
    ],
    ['a tick without ticked', put('shoppingTicks', 'onion', { itemKey: 'onion' }), ['value', 'ticked'], /boolean/],
    [
      'a week on a date that is not one',
      put('state', 'week', { startDate: '30/11/2026' }),
      ['value', 'startDate'],
      /Use a date like 2026-11-30/,
    ],
    ['a put without a value', { ...put('shoppingTicks', 'onion', undefined) }, ['value'], /needs the item’s value/],
  ])('refuses %s, saying where', (_label, change, path, message) => {
    const result = checkKitchenChange(change);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.path).toEqual(path);
    expect(result.problem.message).toMatch(message);
  });

  it('counts a value’s size in UTF-8 bytes, so text in any script meets the same limit', () => {
    // 86,000 characters, 258,000 bytes: over the 256 KB a plan entry may hold.
    const euros = checkKitchenChange(put('planEntries', ENTRY_ID, { ...entry, meal: { ...entry.meal, imageUrl: '€'.repeat(86_000) } }));
    expect(euros.ok).toBe(false);
    if (!euros.ok) expect(euros.problem.message).toMatch(/^is 25[89] KB; an item may hold at most 256 KB$/);
    const ascii = checkKitchenChange(put('planEntries', ENTRY_ID, { ...entry, meal: { ...entry.meal, imageUrl: 'e'.repeat(86_000) } }));
    expect(ascii.ok).toBe(true);
  });

  it('lets a delete through with a valid id and no value', () => {
    expect(checkKitchenChange({ ...base, collection: 'shoppingTicks', id: 'onion', op: 'delete' }).ok).toBe(true);
    expect(checkKitchenChange({ ...base, collection: 'planEntries', id: 'monday', op: 'delete' }).ok).toBe(false);
  });

  it('names items as a cook would', () => {
    expect(describeKitchenItem('state', 'selection')).toBe('your meal selection');
    expect(describeKitchenItem('state', 'nonsense')).toBe('a kitchen setting');
    expect(describeKitchenItem('shoppingTicks', 'garlic')).toBe('the shopping-list tick for garlic');
  });
});

describe('the date of a plan entry', () => {
  it.each(['2026-02-30', '2026-13-01', '0000-01-01', '2026-11-31', '26-11-30', '2026-11-30T00:00:00Z'])(
    'refuses %s, a day that does not exist',
    (date) => {
      const result = checkKitchenChange(put('planEntries', ENTRY_ID, { ...entry, date }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problem).toEqual({ path: ['value', 'date'], message: 'Use a date like 2026-11-30' });
    },
  );

  it.each(['2028-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])('takes %s', (date) => {
    expect(checkKitchenChange(put('planEntries', ENTRY_ID, { ...entry, date })).ok).toBe(true);
  });
});
