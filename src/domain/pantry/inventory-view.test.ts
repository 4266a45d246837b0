import { describe, expect, it } from 'vitest';
import type { InventoryItem } from './inventory';
import { dateText, itemTitle, markerOf, matchesSearch, pantryGroups, quantityText, shortDate } from './inventory-view';

let next = 1;
const item = (over: Partial<InventoryItem>): InventoryItem => ({
  id: `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
  name: 'milk',
  quantity: { amount: 1000, unit: 'ml' },
  place: 'fridge',
  bought: '2026-11-20',
  dateKind: 'use-by',
  ...over,
});

const TODAY = '2026-11-26';

describe('the pantry by place and date', () => {
  it('groups fridge, freezer and cupboard in that order, earliest date first, undated last, empty places left out', () => {
    const inventory = Object.fromEntries(
      [
        item({ name: 'rice', place: 'cupboard', date: '2027-06-01', dateKind: 'best-before' }),
        item({ name: 'cream', date: '2026-11-29' }),
        item({ name: 'butter' }),
        item({ name: 'milk', date: '2026-11-27' }),
      ].map((entry) => [entry.id, entry]),
    );
    const groups = pantryGroups(inventory);
    expect(groups.map((group) => [group.label, group.items.map((entry) => entry.name)])).toEqual([
      ['Fridge', ['milk', 'cream', 'butter']],
      ['Cupboard', ['rice']],
    ]);
  });

  it('finds items by every word of their name, in any order, ignoring case and accents', () => {
    expect(matchesSearch({ name: 'Crème fraîche' }, 'creme')).toBe(true);
    expect(matchesSearch({ name: 'Red lentils' }, 'LENTILS red')).toBe(true);
    expect(matchesSearch({ name: 'Red lentils' }, 'green')).toBe(false);
    expect(matchesSearch({ name: 'anything' }, '  ')).toBe(true);
    const inventory = Object.fromEntries([item({ name: 'oat milk' }), item({ name: 'eggs' })].map((entry) => [entry.id, entry]));
    expect(pantryGroups(inventory, 'milk').flatMap((group) => group.items.map((entry) => entry.name))).toEqual(['oat milk']);
  });
});

describe('what each row says', () => {
  it.each([
    ['2026-11-25', 'use-by', { text: 'Expired', tone: 'danger' }],
    ['2026-11-25', 'best-before', { text: 'Past best before', tone: 'warning' }],
    ['2026-11-26', 'use-by', { text: 'Use today', tone: 'danger' }],
    ['2026-11-27', 'use-by', { text: '1 day', tone: 'soon' }],
    ['2026-11-29', 'best-before', { text: '3 days', tone: 'soon' }],
    ['2026-11-30', 'use-by', undefined],
  ] as const)('dated %s (%s): %o', (date, dateKind, marker) => {
    expect(markerOf({ date, dateKind }, TODAY)).toEqual(marker);
  });

  it('says the date with its kind, and the year only when it is far off', () => {
    expect(dateText({ date: '2026-11-28', dateKind: 'use-by' }, TODAY)).toBe('Use by 28 Nov');
    expect(dateText({ date: '2027-01-03', dateKind: 'best-before' }, TODAY)).toBe('Best before 3 Jan');
    expect(dateText({ dateKind: 'best-before' }, TODAY)).toBeUndefined();
    expect(shortDate('2027-08-23', TODAY)).toBe('23 Aug 2027');
  });

  it('shows leftovers as a dish with its portions', () => {
    const chilli = {
      name: 'Chilli',
      quantity: { amount: 2, unit: 'item' as const },
      leftover: { mealId: 'chilli', portions: 2, freezes: true },
    };
    expect(itemTitle(chilli)).toBe('Chilli (2 portions)');
    expect(itemTitle({ ...chilli, leftover: { ...chilli.leftover, portions: 1 } })).toBe('Chilli (1 portion)');
    expect(quantityText(chilli)).toBeUndefined();
    expect(quantityText({ quantity: { amount: 500, unit: 'g' } })).toBe('500 g');
    expect(quantityText({ quantity: { amount: 1, unit: 'item' } })).toBe('1 item');
    expect(quantityText({ quantity: { amount: 6, unit: 'item' } })).toBe('6 items');
  });
});
