import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealSchema } from './meal';
import { namedMeal } from './named-meal';

describe('namedMeal', () => {
  it('is the meal the schema makes of an id and a name, defaults and all', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,40}$/), fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,40}[A-Za-z]$/), (id, name) => {
        expect(namedMeal(id, name)).toEqual(mealSchema.parse({ id, name, description: '' }));
      }),
    );
  });
});
