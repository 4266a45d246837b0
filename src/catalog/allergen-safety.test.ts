import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_LINES } from '../../tests/support/allergen-corpus/model-lines';
import { TYPED_PHRASINGS } from '../../tests/support/allergen-corpus/typed-phrasings';
import { ALLERGENS, identifyLine, lexiconIndex, type Allergen } from '../domain/allergens';
import type { Meal } from '../domain/meal';
import type { PreferencesInput } from '../domain/preferences';
import { INGREDIENTS } from './data/ingredients';
import { identifyCatalogLine, requireIngredient } from './ingredient-index';
import { planMeals } from './plan-meals';

/** Preferences that let every recipe through but the cook's allergies. */
const OPEN: PreferencesInput = {
  cookingTime: '90 minutes+',
  maxPricePerMeal: '£15.00+',
  caloriesRange: [250, 2000],
  proteinRange: [0, 120],
  cookingSkill: 'advanced',
  includeBreakfastOptions: true,
};

/** What a catalog meal holds or may hold, read from the table rows of its lines, not from the meal. */
function heldBy(meal: Meal): Set<Allergen> {
  return new Set(
    meal.ingredients.flatMap((line) => {
      const ingredient = requireIngredient(line.ingredientId ?? '');
      return [...ingredient.allergens, ...(ingredient.mayContain ?? [])];
    }),
  );
}

describe('the ingredient table and the lexicon agree', () => {
  const names = INGREDIENTS.flatMap((ingredient) => [ingredient.name, ...ingredient.aliases].map((name) => [name, ingredient] as const));

  it.each(names.map(([name, ingredient]) => [name, ingredient.id, ingredient] as const))('%j (%s)', (name, _id, ingredient) => {
    const found = identifyLine(name, lexiconIndex());
    if (!found.identified) {
      // Only an over-general alias ('chips', 'cheese') may stay unidentified, and then by design.
      expect(
        found.terms.every(({ term }) => term.generic),
        `${name}: ${found.unknown.join(', ')}`,
      ).toBe(true);
      return;
    }
    const table = new Set([...ingredient.allergens, ...(ingredient.mayContain ?? [])]);
    const lexicon = new Set([...found.contains, ...found.mayContain]);
    for (const allergen of found.contains) expect(table.has(allergen), `the lexicon says ${name} holds ${allergen}`).toBe(true);
    for (const allergen of ingredient.allergens) expect(lexicon.has(allergen), `the table says ${name} holds ${allergen}`).toBe(true);
  });
});

describe('model lines read against the catalog (lexicon and table together)', () => {
  it.each(MODEL_LINES.map((row) => [row.line, row] as const))('%j', (_line, row) => {
    const found = identifyCatalogLine(row.line);
    const reported = [...found.contains, ...found.mayContain];
    expect(found.identified).toBe(row.identified);
    for (const allergen of row.holds) expect(reported).toContain(allergen);
    for (const allergen of row.free) expect(reported).not.toContain(allergen);
  });
});

describe('typed phrasings on the catalog planner', () => {
  const ruling = TYPED_PHRASINGS.filter((row) => row.allergens.length > 0);

  it.each(ruling.map((row) => [row.typed, row] as const))('%j: no suggested meal holds what it rules out', (typed, row) => {
    const { meals } = planMeals({ ...OPEN, excludedItems: [typed] }, { count: 14, seed: typed.length });
    expect(meals.length).toBeGreaterThan(0);
    for (const meal of meals) {
      const held = heldBy(meal);
      for (const allergen of row.allergens) expect(held.has(allergen), `${meal.name} holds ${allergen}`).toBe(false);
    }
  });
});

describe('random allergies on the catalog planner', () => {
  it('never suggests a meal that holds or may hold a declared allergen', () => {
    const phrasing = fc.constantFrom(...TYPED_PHRASINGS.filter((row) => row.allergens.length > 0));
    fc.assert(
      fc.property(
        fc.subarray([...ALLERGENS], { maxLength: 6 }),
        fc.array(phrasing, { maxLength: 3 }),
        fc.boolean(),
        fc.integer(),
        (allergies, typed, breakfasts, seed) => {
          const declared = new Set<Allergen>([...allergies, ...typed.flatMap((row) => row.allergens)]);
          const { meals } = planMeals(
            { ...OPEN, includeBreakfastOptions: breakfasts, allergies, excludedItems: typed.map((row) => row.typed) },
            { count: 10, seed },
          );
          for (const meal of meals) {
            for (const allergen of heldBy(meal)) if (declared.has(allergen)) throw new Error(`${meal.name} holds ${allergen}`);
            // The label says so too: never less than the table.
            const labelled = new Set([...(meal.allergens ?? []), ...(meal.mayContain ?? [])]);
            for (const allergen of heldBy(meal)) if (!labelled.has(allergen)) throw new Error(`${meal.name} does not label ${allergen}`);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
