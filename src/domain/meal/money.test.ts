import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPence, penceAsPounds, readPence } from './money';

describe('money in pence', () => {
  it.each([
    [420, '£4.20'],
    [1000, '£10.00'],
    [5, '£0.05'],
    [0, '£0.00'],
    [123456, '£1234.56'],
    [undefined, '£0.00'],
    [null, '£0.00'],
  ])('%s pence is shown as %s', (pence, shown) => {
    expect(formatPence(pence)).toBe(shown);
  });

  // Spec meal-planning-flow §5: '$' is shown with '£', a bare number gets '£', a missing price is '£0.00'.
  it.each([
    ['$4.50', '£4.50'],
    ['4.5', '£4.50'],
    ['£3.20', '£3.20'],
    ['£10', '£10.00'],
    ['', '£0.00'],
    [undefined, '£0.00'],
    [null, '£0.00'],
    [7, '£7.00'],
    ['about 5', '£5.00'],
    ['£1,250.00', '£1250.00'],
    ['4,50', '£4.50'],
  ])('a price written %j is read and shown as %s', (price, shown) => {
    expect(formatPence(readPence(price))).toBe(shown);
  });

  it("reads a real '£10' as 1000 pence, and a price with no number as unknown", () => {
    expect(readPence('£10')).toBe(1000);
    expect(readPence('£4.20')).toBe(420);
    expect(readPence('$3')).toBe(300);
    expect(readPence('free')).toBeUndefined();
    expect(readPence('')).toBeUndefined();
  });

  it('always shows pounds, never dollars, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (price) => {
        const shown = formatPence(readPence(price));
        return /^£\d+\.\d\d$/.test(shown) && !shown.includes('$');
      }),
    );
  });

  it('shows any whole pence and reads it back unchanged', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => readPence(formatPence(pence)) === pence));
  });

  it('writes purchase prices as the spec keeps them, pounds without the sign', () => {
    expect(penceAsPounds(0)).toBe('0.00');
    expect(penceAsPounds(420)).toBe('4.20');
  });
});
