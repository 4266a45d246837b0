import { describe, expect, it } from 'vitest';
import { TYPED_PHRASINGS } from '../../../tests/support/allergen-corpus/typed-phrasings';
import { inUkOrder } from './allergen';
import { cookExclusions } from './cook-exclusions';
import { describeEntry, readAllergenNames, resolveEntries, resolveEntry, splitEntries } from './resolve-entry';

describe('what a cook types', () => {
  it('has a table of at least 300 phrasings', () => {
    expect(TYPED_PHRASINGS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(TYPED_PHRASINGS.map((row) => [row.typed, row] as const))('%j rules out what it says', (_typed, row) => {
    const entries = resolveEntries(row.typed);
    expect(inUkOrder(entries.flatMap((entry) => entry.allergens))).toEqual(inUkOrder(row.allergens));
    if (row.entries !== undefined) expect(entries).toHaveLength(row.entries);
    if (row.kind !== undefined) for (const entry of entries) expect(entry.kind).toBe(row.kind);
  });
});

describe('splitting a box', () => {
  it.each([
    ['peanuts, milk', ['peanuts', 'milk']],
    ['gluten; dairy', ['gluten', 'dairy']],
    ['nuts\nshellfish', ['nuts', 'shellfish']],
    ['eggs and sesame', ['eggs', 'sesame']],
    ['salt and vinegar crisps', ['salt and vinegar crisps']],
    ['fish and chips', ['fish and chips']],
    ['gluten (coeliac)', ['gluten', 'coeliac']],
    ['peanuts (severe)', ['peanuts']],
    ['  , ,  ', []],
  ])('%j → %j', (text, expected) => {
    expect(splitEntries(text)).toEqual(expected);
  });
});

describe('what the form says back', () => {
  it.each([
    ['nut-free', 'Tree nuts, Peanuts'],
    ['dairy-free', 'Milk'],
    ['sesame seeds', 'Sesame seeds'],
    ['SO2', 'Sulphur dioxide and sulphites'],
    ['coeliac', 'Cereals containing gluten'],
    ['prawn allergy', 'Prawn (Crustaceans)'],
    ['mushrooms', 'Mushrooms: mushroom, button mushroom, white mushroom, closed cup mushroom…'],
    ['courgettes', 'Courgette'],
  ])('%j → %j', (text, said) => {
    expect(describeEntry(resolveEntry(text))).toBe(said);
  });

  it('says which known word a misspelt entry was read as', () => {
    expect(resolveEntry('penuts')).toMatchObject({ kind: 'allergen', allergens: ['peanuts'], readAs: 'peanut' });
    expect(resolveEntry('seseme')).toMatchObject({ allergens: ['sesame'], readAs: 'sesame' });
  });

  it('does not guess across first letters: "benne seeds" is sesame, never fennel', () => {
    expect(resolveEntry('benne seeds').allergens).toEqual(['sesame']);
    expect(resolveEntry('xennel seeds').kind).toBe('unknown');
  });

  it('keeps the words of an entry it does not know, so they are still excluded', () => {
    expect(resolveEntry('xyzzy')).toMatchObject({ kind: 'unknown', words: ['xyzzy'], allergens: [] });
    expect(resolveEntry('vegan')).toMatchObject({ kind: 'unknown', diet: 'Vegan' });
  });

  it('reads a bare food as that food; as an allergy, as what it holds', () => {
    expect(resolveEntry('prawns')).toMatchObject({ kind: 'food', allergens: [], foodAllergens: ['crustaceans'] });
    expect(resolveEntry('prawn allergy')).toMatchObject({ kind: 'food', allergens: ['crustaceans'] });
    expect(resolveEntry('cheese allergy')).toMatchObject({ kind: 'group', allergens: ['milk'] });
  });
});

describe('cook exclusions', () => {
  it('joins the ticked allergies and the typed ones, without counting the toggles as entries', () => {
    const cook = cookExclusions({ allergies: ['peanuts'], excludedItems: ['dairy-free, sesame seeds', 'mushrooms'] });
    expect([...cook.allergens].sort()).toEqual(['milk', 'peanuts', 'sesame']);
    expect(cook.entries.map((entry) => entry.text)).toEqual(['dairy-free', 'sesame seeds', 'mushrooms']);
    expect(cook.any).toBe(true);
  });

  it('reads preferences saved before allergies existed (no allergies field, typed entries only)', () => {
    const cook = cookExclusions({ excludedItems: ['nuts', 'Cereals containing gluten'] });
    expect([...cook.allergens].sort()).toEqual(['gluten', 'peanuts', 'tree-nuts']);
    expect(cookExclusions({}).any).toBe(false);
  });
});

describe('allergens a model names', () => {
  it('reads labels, synonyms and foods, and leaves the rest out', () => {
    expect(readAllergenNames(['Milk', 'Cereals containing gluten', 'nuts', 'shellfish', 'prawns', 'glitter'])).toEqual([
      'gluten',
      'crustaceans',
      'milk',
      'molluscs',
      'tree-nuts',
      'peanuts',
    ]);
  });
});
