import { describe, expect, it } from 'vitest';
import { ALLERGENS, ALLERGEN_LABELS, allergenLabels, readAllergens } from './allergen';
import { foodGroups } from './groups';
import { ALLERGEN_FOODS, PLAIN_FOODS, lexiconTerms } from './lexicon';
import { lexiconIndex } from './term-index';

describe('the allergen lexicon', () => {
  it('names the 14 in the FSA order and words', () => {
    expect(ALLERGENS.map((allergen) => ALLERGEN_LABELS[allergen])).toEqual([
      'Celery',
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Lupin',
      'Milk',
      'Molluscs',
      'Mustard',
      'Tree nuts',
      'Peanuts',
      'Sesame seeds',
      'Soybeans',
      'Sulphur dioxide and sulphites',
    ]);
    expect(allergenLabels(['soya', 'milk', 'celery'])).toEqual(['Celery', 'Milk', 'Soybeans']);
  });

  it('covers every allergen, with at least a hundred foods for each but lupin', () => {
    expect(ALLERGEN_FOODS.map((foods) => foods.allergen)).toEqual([...ALLERGENS]);
    for (const foods of ALLERGEN_FOODS) {
      const held = new Set([...foods.names, ...foods.contains, ...(foods.groups ?? []).flatMap((group) => group.members)]);
      expect(held.size, foods.allergen).toBeGreaterThanOrEqual(foods.allergen === 'lupin' ? 15 : 100);
      expect(foods.mayContain.length, foods.allergen).toBeGreaterThan(10);
    }
    expect(PLAIN_FOODS.length).toBeGreaterThan(1000);
    expect(lexiconIndex().terms.size).toBeGreaterThan(3500);
  });

  it('spells each term once per list, so the data stays readable', () => {
    for (const foods of ALLERGEN_FOODS) {
      const contains = foods.contains.map((term) => term.toLowerCase());
      expect(contains.length - new Set(contains).size, foods.allergen).toBeLessThanOrEqual(5);
    }
  });

  it('keeps every food group resolvable, with names and members', () => {
    for (const group of foodGroups().values()) {
      expect(group.names.length, group.id).toBeGreaterThan(0);
      expect(group.members.length, group.id).toBeGreaterThan(3);
    }
    expect(
      foodGroups()
        .get('red-meat')
        ?.members.map((words) => words.join(' ')),
    ).toContain('bacon');
  });

  it('never lists a term as both containing an allergen and merely maybe containing it', () => {
    for (const term of lexiconIndex().terms.values()) {
      for (const allergen of term.mayContain) expect(term.contains, term.key).not.toContain(allergen);
    }
  });

  it('reads stored allergen lists, ids and labels alike, leaving out what it does not know', () => {
    expect(readAllergens(['milk', 'Sesame seeds', 'tree-nuts', 'glitter', 'milk'])).toEqual(['milk', 'tree-nuts', 'sesame']);
    expect(lexiconTerms().length).toBeGreaterThan(4000);
  });
});
