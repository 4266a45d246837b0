import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayDescription, displayPrice, poundsIn } from './display-rules';

describe('displayPrice', () => {
  it.each([
    ['$4.50', '£4.50'],
    ['4.5', '£4.50'],
    ['£3.20', '£3.20'],
    ['', '£0.00'],
    [undefined, '£0.00'],
    [null, '£0.00'],
    [7, '£7.00'],
    ['about 5', '£about 5'],
  ])('%s is shown as %s', (price, shown) => {
    expect(displayPrice(price)).toBe(shown);
  });

  it('always shows pounds, never dollars', () => {
    fc.assert(
      fc.property(fc.string(), (price) => {
        const shown = displayPrice(price);
        return shown.includes('£') && !shown.includes('$');
      }),
    );
  });

  it('reads the pounds back out of a price', () => {
    expect(poundsIn('£4.20')).toBe(4.2);
    expect(poundsIn('$3')).toBe(3);
    expect(poundsIn('free')).toBeUndefined();
  });
});

describe('displayDescription', () => {
  const fallback = "A delicious Dal that's perfect for a satisfying meal.";
  it.each([
    [undefined, fallback],
    ['   ', fallback],
    ['x'.repeat(101), fallback],
    ['Step 1: fry the onions', fallback],
    ['First, a few steps', fallback],
    ['Comforting spiced lentils.', 'Comforting spiced lentils.'],
    ['x'.repeat(100), 'x'.repeat(100)],
  ])('%s becomes %s', (description, shown) => {
    expect(displayDescription(description, 'Dal')).toBe(shown);
  });
});
