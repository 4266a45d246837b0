import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity';
import { mergeQuantities, scaleQuantity } from './merge-quantities';
import { readQuantityText } from './parse-ingredient-line';

/** Lines as a cook writes their amounts, read once by the one parser. */
const lines = (texts: readonly string[]) => texts.map(readQuantityText);

describe('mergeQuantities', () => {
  it.each([
    [['200 g', '0.3 kg'], '500 g'],
    [['1 onion', '2 onions'], '3'],
    [['250 ml', '1 l'], '1.25 l'],
    [['2 tbsp', '1 jar'], '2 tbsp, 1 jar'],
    [['1 tbsp', '2 tbsp'], '3 tbsp'],
    [['1 tbsp', '100 ml'], '115 ml'],
    [['1', '2'], '3'],
    [['1 onion', '2'], '3'],
    [['700 g', '600 g'], '1.3 kg'],
    [['to taste', '1 tsp'], '1 tsp, to taste'],
    [['2 cloves', '1 clove'], '3 cloves'],
  ])('%j → %s', (parts, expected) => {
    expect(mergeQuantities(lines(parts)).text).toBe(expected);
  });

  it('gives a total only when everything measured one thing', () => {
    expect(mergeQuantities(lines(['200 g', '0.3 kg'])).total).toEqual({ value: 500, dimension: 'mass' });
    expect(mergeQuantities(lines(['200 g', '1 jar'])).total).toBeUndefined();
  });

  it('never loses grams, whatever the mix of g and kg', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean()), { minLength: 1, maxLength: 8 }), (parts) => {
        const grams = parts.reduce((sum, [g]) => sum + g, 0);
        const merged = mergeQuantities(lines(parts.map(([g, inKg]) => (inKg ? `${g / 1000} kg` : `${g} g`))));
        expect(merged.total?.value).toBeCloseTo(grams, 6);
      }),
    );
  });
});

describe('formatQuantity', () => {
  it.each([
    [{ amount: 400, unit: 'g' }, '400 g'],
    [{ amount: 1250, unit: 'g' }, '1.25 kg'],
    [{ amount: 0.5, unit: 'g' }, '0.5 g'],
    [{ amount: 280, unit: 'ml' }, '280 ml'],
    [{ amount: 1500, unit: 'ml' }, '1.5 l'],
    [{ amount: 2, unit: 'tbsp' }, '2 tbsp'],
    [{ amount: 0.5, unit: 'tsp' }, '½ tsp'],
    [{ amount: 1.25, unit: 'tin' }, '1¼ tins'],
    [{ amount: 1, unit: 'tin' }, '1 tin'],
    [{ amount: 3, unit: 'item' }, '3'],
    [{ amount: 0.5, unit: 'item' }, '½'],
    [{ amount: 2, max: 3, unit: 'clove' }, '2-3 cloves'],
    [{ amount: 1, unit: 'pinch' }, '1 pinch'],
    // Never '0 g': a positive amount too small for a number is named as a cook would.
    [{ amount: 0.04, unit: 'g' }, 'a pinch'],
    [{ amount: 0.02, unit: 'tsp' }, 'a pinch'],
    [{ amount: 0.03, unit: 'ml' }, 'a few drops'],
    [{ amount: 0.01, unit: 'tin' }, 'a little'],
    [{ amount: 0.05, unit: 'g' }, '0.1 g'],
  ] as const)('%j is %s', (quantity, shown) => {
    expect(formatQuantity(quantity)).toBe(shown);
  });

  it('writes an amount scaled to the servings planned as a cook reads it', () => {
    expect(formatQuantity(scaleQuantity({ amount: 500, unit: 'ml' }, 3))).toBe('1.5 l');
    expect(formatQuantity(scaleQuantity({ amount: 1, unit: 'tin' }, 0.5))).toBe('½ tin');
    expect(formatQuantity(scaleQuantity({ amount: 1, unit: 'leaf' }, 2))).toBe('2 leaves');
    expect(formatQuantity(scaleQuantity({ amount: 2, max: 3, unit: 'clove' }, 2))).toBe('4-6 cloves');
  });

  it('never writes a positive amount as zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 5000, noNaN: true }),
        fc.constantFrom('g', 'ml', 'tsp', 'tbsp', 'item', 'tin', 'clove'),
        (amount, unit) => {
          expect(formatQuantity({ amount, unit })).not.toMatch(/^0(?![.\d])/);
        },
      ),
    );
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900 }), fc.constantFrom('g', 'ml', 'tbsp', 'tsp', 'clove', 'tin'), (amount, unit) => {
        const written = formatQuantity({ amount, unit });
        expect(readQuantityText(written).quantity).toEqual({ amount, unit });
      }),
    );
  });
});
