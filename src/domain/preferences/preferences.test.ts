import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUISINES, DIETARY_OPTIONS, MAX_EXCLUDED_ITEMS, cookingTimeLimitMinutes, maxPriceLimitPounds } from './constants';
import { DEFAULT_PREFERENCES, MAX_ITEMS_MESSAGE, preferencesChanged, preferencesSchema } from './preferences';

describe('preferences schema', () => {
  it('fills the spec defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      cookingTime: '30 minutes',
      maxPricePerMeal: '£10.00',
      nutritionalRequirements: 'Balanced',
      caloriesRange: [500, 800],
      proteinRange: [20, 40],
      dietaryPreferences: 'None',
      cuisines: [],
      mealCount: { main: 5 },
      excludedItems: [],
      allergies: [],
      cookingSkill: 'intermediate',
      servings: 1,
      isFlexible: false,
      includeBreakfastOptions: false,
      ingredientsToUse: [],
      recipeSource: 'both',
    });
  });

  it('offers the 34 cuisines and 12 dietary options of the spec', () => {
    expect(CUISINES).toHaveLength(34);
    expect(new Set(CUISINES).size).toBe(34);
    expect(DIETARY_OPTIONS).toHaveLength(12);
  });

  it('drops blank list entries and trims the rest', () => {
    const parsed = preferencesSchema.parse({ excludedItems: ['  peanuts ', '', '   ', 'milk'] });
    expect(parsed.excludedItems).toEqual(['peanuts', 'milk']);
  });

  it(`refuses more than ${MAX_EXCLUDED_ITEMS} excluded items with the spec's message`, () => {
    const result = preferencesSchema.safeParse({ excludedItems: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MAX_ITEMS_MESSAGE);
  });

  it.each([
    [{ mealCount: { main: 0 } }, 'mealCount.main'],
    [{ mealCount: { main: 8 } }, 'mealCount.main'],
    [{ mealCount: {} }, 'mealCount.main'],
    [{ servings: 7 }, 'servings'],
    [{ servings: 2.5 }, 'servings'],
    [{ caloriesRange: [200, 800] }, 'caloriesRange.0'],
    [{ caloriesRange: [900, 600] }, 'caloriesRange'],
    [{ proteinRange: [0, 130] }, 'proteinRange.1'],
    [{ cookingTime: '20 minutes' }, 'cookingTime'],
    [{ maxPricePerMeal: '£3.00' }, 'maxPricePerMeal'],
    [{ dietaryPreferences: 'Carnivore' }, 'dietaryPreferences'],
    [{ cuisines: ['Martian'] }, 'cuisines.0'],
    [{ cookingSkill: 'expert' }, 'cookingSkill'],
  ])('rejects %j at %s', (input, path) => {
    const result = preferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('accepts every combination of valid options', () => {
    fc.assert(
      fc.property(
        fc.record({
          mealCount: fc.record({ main: fc.integer({ min: 1, max: 7 }) }),
          servings: fc.integer({ min: 1, max: 6 }),
          cuisines: fc.subarray([...CUISINES]),
          dietaryPreferences: fc.constantFrom(...DIETARY_OPTIONS),
          caloriesRange: fc.tuple(fc.integer({ min: 250, max: 1000 }), fc.integer({ min: 1000, max: 2000 })),
        }),
        (input) => preferencesSchema.safeParse(input).success,
      ),
    );
  });
});

describe('option limits', () => {
  it('reads minutes and pounds from the option text, open-ended for the + options', () => {
    expect(cookingTimeLimitMinutes('45 minutes')).toBe(45);
    expect(cookingTimeLimitMinutes('90 minutes+')).toBe(Number.POSITIVE_INFINITY);
    expect(maxPriceLimitPounds('£7.50')).toBe(7.5);
    expect(maxPriceLimitPounds('£15.00+')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('preferencesChanged', () => {
  it('notices a change in a generation field and ignores the others', () => {
    expect(preferencesChanged(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, cuisines: ['Thai'] })).toBe(true);
    expect(preferencesChanged(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, mealCount: { main: 3 } })).toBe(true);
    expect(preferencesChanged(DEFAULT_PREFERENCES, { ...DEFAULT_PREFERENCES, isFlexible: true })).toBe(false);
  });
});
