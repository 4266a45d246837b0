import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS, RECIPES } from '../../catalog';
import { compareNames } from './compare-names';

const collator = new Intl.Collator('en-GB');

describe('compareNames', () => {
  it('orders names as a reader would, ignoring case and accents first', () => {
    expect(['onions', 'Apples', 'crème fraîche', 'bananas', 'cream'].sort(compareNames)).toEqual([
      'Apples',
      'bananas',
      'cream',
      'crème fraîche',
      'onions',
    ]);
    expect(['café', 'Cafe', 'cafe'].sort(compareNames)).toEqual(['cafe', 'Cafe', 'café']);
    expect(['Balık Ekmek', 'Balinese Sate Lilit', 'Gołąbki', 'Gohan'].sort(compareNames)).toEqual([
      'Balinese Sate Lilit',
      'Balık Ekmek',
      'Gohan',
      'Gołąbki',
    ]);
  });

  it('gives the en-GB collator’s order for every name in the catalog', () => {
    const names = [...INGREDIENTS.map((ingredient) => ingredient.name), ...RECIPES.map((recipe) => recipe.name), '2 eggs', 'éclair'];
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });

  it('agrees with the collator wherever names differ in their letters, and is a total order', () => {
    // Names that differ only in accents or case are ordered too, but not always as the collator
    // does: it files é before è by the accents' own order; compareNames by code point.
    const letters = new Intl.Collator('en-GB', { sensitivity: 'base' });
    const letter = fc.constantFrom(...'aAbBcCeEiInNoOsSzZ éèêçñüöäàåÉÇØøłıß'.split(''));
    const name = fc.string({ unit: letter, minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        const order = Math.sign(compareNames(a, b));
        expect(order === -Math.sign(compareNames(b, a))).toBe(true);
        expect(order === 0).toBe(a === b);
        const byLetters = Math.sign(letters.compare(a, b));
        if (byLetters !== 0) expect(order).toBe(byLetters);
      }),
      { numRuns: 5000 },
    );
  });
});
