import fc from 'fast-check';
import { ALLERGENS } from '../../domain/allergens';
import {
  COOKING_SKILLS,
  COOKING_TIME_OPTIONS,
  CUISINES,
  DIETARY_OPTIONS,
  MAX_PRICE_OPTIONS,
  preferencesSchema,
  type Preferences,
} from '../../domain/preferences';

/** Words a cook types as exclusions: allergen words the lexicon resolves, and plain foods it matches by name. */
export const EXCLUSION_WORDS = [
  'nuts',
  'dairy',
  'gluten',
  'eggs',
  'fish',
  'shellfish',
  'sesame',
  'soy',
  'peanuts',
  'mushroom',
  'pork',
  'garlic',
  'tomato',
  'celery',
  'mustard',
  'beef',
  'coriander',
  'onion',
  'pepper',
  'sulphites',
] as const;

/**
 * Random preference sets for the planners' property tests and the bench (one generator, so they
 * test the same space): every option of every field, allergies among the 14, up to five
 * exclusions, calorie and protein ranges of every width the form allows.
 */
export const preferencesArbitrary: fc.Arbitrary<Preferences> = fc
  .record({
    cookingTime: fc.constantFrom(...COOKING_TIME_OPTIONS),
    maxPricePerMeal: fc.constantFrom(...MAX_PRICE_OPTIONS),
    dietaryPreferences: fc.constantFrom(...DIETARY_OPTIONS),
    cuisines: fc.subarray([...CUISINES], { maxLength: 7 }),
    excludedItems: fc.subarray([...EXCLUSION_WORDS], { maxLength: 5 }),
    allergies: fc.subarray([...ALLERGENS], { maxLength: 4 }),
    cookingSkill: fc.constantFrom(...COOKING_SKILLS),
    servings: fc.integer({ min: 1, max: 6 }),
    includeBreakfastOptions: fc.boolean(),
    caloriesLow: fc.integer({ min: 5, max: 20 }),
    caloriesSpan: fc.integer({ min: 2, max: 30 }),
    proteinLow: fc.integer({ min: 0, max: 10 }),
    proteinSpan: fc.integer({ min: 2, max: 24 }),
  })
  .map(({ caloriesLow, caloriesSpan, proteinLow, proteinSpan, ...rest }) =>
    preferencesSchema.parse({
      ...rest,
      caloriesRange: [caloriesLow * 50, Math.min(2000, (caloriesLow + caloriesSpan) * 50)],
      proteinRange: [proteinLow * 5, Math.min(120, (proteinLow + proteinSpan) * 5)],
    }),
  );
