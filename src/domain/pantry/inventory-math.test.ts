import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from './inventory';
import { byEarliestDate, dateStatus, itemAmount, takeFromItem } from './inventory-math';

const item = (over: Partial<InventoryItem> = {}): InventoryItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'passata',
  quantity: { amount: 500, unit: 'g' },
  place: 'cupboard',
  bought: '2026-11-23',
  dateKind: 'best-before',
  valuePence: 100,
  ...over,
});

describe('taking food from an inventory item', () => {
  it('takes 200 g of 500 g and leaves 300 g worth three fifths of the price', () => {
    const result = takeFromItem(item(), { value: 200, dimension: 'mass' });
    expect(result).toMatchObject({ taken: 200, valuePence: 40, rest: { quantity: { amount: 300, unit: 'g' }, valuePence: 60 } });
  });

  it('takes the whole item when more is wanted than it holds, leaving nothing', () => {
    expect(takeFromItem(item(), { value: 900, dimension: 'mass' })).toEqual({ taken: 500, valuePence: 100, rest: undefined });
  });

  it('takes millilitres from a spoon measure and writes what is left in spoons', () => {
    const oil = item({ name: 'olive oil', quantity: { amount: 10, unit: 'tbsp' }, valuePence: 50 });
    const result = takeFromItem(oil, { value: 30, dimension: 'volume' });
    expect(result?.rest?.quantity).toEqual({ amount: 8, unit: 'tbsp' });
    expect(result?.valuePence).toBe(10);
  });

  it('never takes grams from pieces or from a named container', () => {
    expect(takeFromItem(item({ quantity: { amount: 3, unit: 'item' } }), { value: 100, dimension: 'mass' })).toBeUndefined();
    expect(takeFromItem(item({ quantity: { amount: 1, unit: 'jar' } }), { value: 1, dimension: 'count' })).toBeUndefined();
  });

  it('never leaves a negative amount, and what is taken and left always add up to the item (value and amount)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 20_000, noNaN: true }),
        fc.integer({ min: 0, max: 100_000 }),
        (have, want, valuePence) => {
          const result = takeFromItem(item({ quantity: { amount: have, unit: 'g' }, valuePence }), { value: want, dimension: 'mass' });
          expect(result).toBeDefined();
          if (!result) return;
          expect(result.taken).toBeGreaterThanOrEqual(0);
          expect(result.taken).toBeLessThanOrEqual(have);
          expect(result.valuePence).toBeGreaterThanOrEqual(0);
          const left = result.rest ? (itemAmount(result.rest)?.value ?? 0) : 0;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(Math.abs(result.taken + left - have)).toBeLessThanOrEqual(0.001);
          expect(result.valuePence + (result.rest?.valuePence ?? 0)).toBe(valuePence);
        },
      ),
    );
  });
});

describe('how near an item is to its date', () => {
  it.each([
    ['2026-11-25', { status: 'expired', days: -1 }],
    ['2026-11-26', { status: 'today', days: 0 }],
    ['2026-11-28', { status: 'soon', days: 2 }],
    ['2026-12-10', { status: 'later', days: 14 }],
  ] as const)('an item dated %s, seen on 26 November, is %o', (date, expected) => {
    expect(dateStatus({ date }, '2026-11-26')).toEqual(expected);
  });

  it('an undated item has no marker and sorts after every dated one', () => {
    expect(dateStatus({}, '2026-11-26')).toEqual({ status: 'none' });
    const undated = item({ id: '00000000-0000-4000-8000-000000000002' });
    const dated = item({ date: '2027-01-01' });
    expect([undated, dated].sort(byEarliestDate)).toEqual([dated, undated]);
  });
});
