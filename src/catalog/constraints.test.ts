import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSTRAINT_CACHE_SIZE, CONSTRAINT_FIELDS, brokenConstraints, cachedConstraintCheck, constraintContext } from './constraints';
import { RECIPES } from './data/recipes';
import { preferencesArbitrary } from './testing/random-preferences';

describe('the remembered constraint check', () => {
  it('finds what brokenConstraints finds, for every recipe and any preferences', () => {
    fc.assert(
      fc.property(fc.array(preferencesArbitrary, { minLength: 1, maxLength: 4 }), (sets) => {
        // Several sets in turn, some twice, so both new and remembered checks are compared.
        for (const preferences of [...sets, ...sets]) {
          const check = cachedConstraintCheck(preferences);
          const fresh = constraintContext(preferences);
          for (const recipe of RECIPES) expect(check.broken(recipe)).toEqual(brokenConstraints(recipe, fresh));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('shares one check between preferences alike in every field the constraints read', () => {
    fc.assert(
      fc.property(preferencesArbitrary, preferencesArbitrary, (preferences, other) => {
        const alike = { ...other, ...Object.fromEntries(CONSTRAINT_FIELDS.map((field) => [field, preferences[field]])) };
        expect(cachedConstraintCheck(alike).context).toBe(cachedConstraintCheck(preferences).context);
        for (const recipe of RECIPES) {
          expect(brokenConstraints(recipe, constraintContext(alike))).toEqual(brokenConstraints(recipe, constraintContext(preferences)));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('keeps only the fields the constraints read', () => {
    const [preferences] = fc.sample(preferencesArbitrary, { numRuns: 1, seed: 1 });
    if (!preferences) throw new Error('no sample');
    expect(Object.keys(cachedConstraintCheck(preferences).context.preferences).sort()).toEqual([...CONSTRAINT_FIELDS].sort());
  });

  it(`forgets the least recently used set past ${CONSTRAINT_CACHE_SIZE}`, () => {
    const sets = fc.sample(preferencesArbitrary, { numRuns: CONSTRAINT_CACHE_SIZE * 3, seed: 7 });
    const distinct = [
      ...new Map(sets.map((preferences) => [JSON.stringify(CONSTRAINT_FIELDS.map((f) => preferences[f])), preferences])).values(),
    ];
    const [first, second, ...rest] = distinct;
    if (!first || !second || rest.length < CONSTRAINT_CACHE_SIZE) throw new Error('too few distinct sets');
    const firstContext = cachedConstraintCheck(first).context;
    const secondContext = cachedConstraintCheck(second).context;
    for (const preferences of rest.slice(0, CONSTRAINT_CACHE_SIZE - 2)) {
      cachedConstraintCheck(preferences);
      // Used again, the first stays among the most recent.
      cachedConstraintCheck(first);
    }
    cachedConstraintCheck(rest[CONSTRAINT_CACHE_SIZE - 2] ?? first);
    expect(cachedConstraintCheck(first).context).toBe(firstContext);
    expect(cachedConstraintCheck(second).context).not.toBe(secondContext);
  });
});
