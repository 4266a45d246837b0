import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeQuantities, parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['200 g', { value: 200, dimension: 'mass', unit: 'g' }],
    ['0.3 kg', { value: 300, dimension: 'mass', unit: 'kg' }],
    ['250ml', { value: 250, dimension: 'volume', unit: 'ml' }],
    ['1 l', { value: 1000, dimension: 'volume', unit: 'l' }],
    ['2 tbsp', { value: 30, dimension: 'volume', unit: 'tbsp' }],
    ['½ tsp', { value: 2.5, dimension: 'volume', unit: 'tsp' }],
    ['1/2 tsp', { value: 2.5, dimension: 'volume', unit: 'tsp' }],
    ['2 onions', { value: 2, dimension: 'count', unit: 'onion' }],
    ['1 large onion', { value: 1, dimension: 'count', unit: 'onion' }],
    ['3', { value: 3, dimension: 'count', unit: '' }],
    ['1 jar', { value: 1, dimension: 'unit', unit: 'jar' }],
    ['2 cans', { value: 2, dimension: 'unit', unit: 'tin' }],
    ['120 g, butterflied and flattened', { value: 120, dimension: 'mass', unit: 'g' }],
  ])('%s', (text, expected) => {
    const parsed = parseQuantity(text);
    expect(parsed?.dimension).toBe(expected.dimension);
    expect(parsed?.unit).toBe(expected.unit);
    expect(parsed?.value).toBeCloseTo(expected.value, 5);
  });

  it.each(['to taste', 'a pinch', '', 'some'])('has no number in %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });
});

describe('mergeQuantities', () => {
  it.each([
    [['200 g', '0.3 kg'], '500 g'],
    [['1 onion', '2 onions'], '3 onions'],
    [['250 ml', '1 l'], '1.25 l'],
    [['2 tbsp', '1 jar'], '2 tbsp, 1 jar'],
    [['1 tbsp', '2 tbsp'], '3 tbsp'],
    [['1 tbsp', '100 ml'], '115 ml'],
    [['1', '2'], '3'],
    [['1 onion', '2'], '3 onions'],
    [['700 g', '600 g'], '1.3 kg'],
    [['to taste', '1 tsp'], '1 tsp, to taste'],
  ])('%j → %s', (parts, expected) => {
    expect(mergeQuantities(parts).text).toBe(expected);
  });

  it('gives a total only when everything measured one thing', () => {
    expect(mergeQuantities(['200 g', '0.3 kg']).total).toEqual({ value: 500, dimension: 'mass' });
    expect(mergeQuantities(['200 g', '1 jar']).total).toBeUndefined();
  });

  it('never loses grams, whatever the mix of g and kg', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean()), { minLength: 1, maxLength: 8 }), (parts) => {
        const grams = parts.reduce((sum, [g]) => sum + g, 0);
        const merged = mergeQuantities(parts.map(([g, inKg]) => (inKg ? `${g / 1000} kg` : `${g} g`)));
        expect(merged.total?.value).toBeCloseTo(grams, 6);
      }),
    );
  });
});
