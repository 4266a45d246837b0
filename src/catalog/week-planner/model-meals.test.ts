import { describe, expect, it } from 'vitest';
import { preferencesSchema, type PreferencesInput } from '../../domain/preferences';
import { plannerMealSchema, type PlannerMeal, type PlannerMealInput } from '../../domain/week-plan';
import { RECIPES } from '../data/recipes';
import { MODEL_MEAL_ALLERGEN, MODEL_MEAL_UNMATCHED, modelMealPool } from './model-meals';
import { planWeek } from './plan-week';

const WIDE: PreferencesInput = {
  cookingTime: '60 minutes',
  maxPricePerMeal: '£15.00+',
  caloriesRange: [250, 2000],
  proteinRange: [0, 120],
};
const prefs = (extra: PreferencesInput = {}) => preferencesSchema.parse({ ...WIDE, servings: 2, ...extra });

/** A model's pasta for two: 120 g of spinach (half a 240 g bag), penne, and a line vetting could not identify. */
const modelMeal = (
  id: string,
  spinach: { identified: boolean } = { identified: true },
  extra: Partial<PlannerMealInput> = {},
): PlannerMeal =>
  plannerMealSchema.parse({
    id,
    name: `Model pasta ${id}`,
    cuisine: 'Italian',
    servings: 2,
    totalMinutes: 25,
    lines: [
      spinach.identified
        ? { name: 'baby spinach', ingredientId: 'spinach', amount: 120, unit: 'g' }
        : { name: 'baby spinach', amount: 120, unit: 'g' },
      { name: 'penne', ingredientId: 'penne', amount: 200, unit: 'g' },
      { name: 'a secret spice blend', amount: 1, unit: 'item' },
    ],
    ...extra,
  });

function plan(meals: PlannerMeal[], input: { chosenIds?: string[]; offeredIds?: string[]; days: number }) {
  const preferences = prefs();
  const pool = modelMealPool(meals, preferences);
  return planWeek({ preferences, ...input, candidates: [...RECIPES, ...pool.recipes], seed: 3 });
}

describe('a model’s meals as candidates of the week planner', () => {
  it('counts two chosen model meals’ spinach in whole packs: one 240 g bag, all of it eaten', () => {
    const week = plan([modelMeal('model-a'), modelMeal('model-b')], { chosenIds: ['model-a', 'model-b'], days: 2 });
    expect(week.entries.map((entry) => [entry.recipe.id, entry.chosen]).sort()).toEqual([
      ['model-a', true],
      ['model-b', true],
    ]);
    const spinach = week.accounting.ingredients.find((item) => item.ingredient.id === 'spinach');
    expect(spinach).toMatchObject({ amountNeeded: 240, packsToBuy: 1, amountWasted: 0 });
    expect(week.accounting.totals.perishableShareUsed).toBe(1);
  });

  it('gives a line without an ingredient id no shared-pack credit: it buys nothing and shares nothing', () => {
    const week = plan([modelMeal('model-a'), modelMeal('model-b', { identified: false })], { chosenIds: ['model-a', 'model-b'], days: 2 });
    const spinach = week.accounting.ingredients.find((item) => item.ingredient.id === 'spinach');
    // Only model-a's half bag is counted, so half the bag is forecast to go off.
    expect(spinach).toMatchObject({ amountNeeded: 120, packsToBuy: 1, amountWasted: 120 });
  });

  it('fills the week from offered model meals when enough of them fit, like the catalog’s options', () => {
    const offered = Array.from({ length: 6 }, (_, index) => modelMeal(`model-${index}`));
    const week = plan(offered, { offeredIds: offered.map((meal) => meal.id), days: 3 });
    expect(week.entries).toHaveLength(3);
    for (const entry of week.entries) expect(entry.recipe.id).toMatch(/^model-\d$/);
    // Six dishes share one ingredient list: the planner pairs them so the spinach bags are finished.
    const spinach = week.accounting.ingredients.find((item) => item.ingredient.id === 'spinach');
    expect(spinach?.amountNeeded).toBeGreaterThan(0);
  });

  it('keeps out, fail-closed, a meal with an unmatched line for a cook with an allergy, and one whose allergens clash', () => {
    const preferences = prefs({ allergies: ['peanuts'] });
    const pool = modelMealPool(
      [
        modelMeal('model-a'),
        modelMeal(
          'model-b',
          { identified: true },
          { allergens: ['peanuts'], lines: [{ name: 'penne', ingredientId: 'penne', amount: 200, unit: 'g' }] },
        ),
      ],
      preferences,
    );
    expect(pool.recipes).toEqual([]);
    expect(pool.refused.get('model-a')).toBe(MODEL_MEAL_UNMATCHED('Model pasta model-a'));
    expect(pool.refused.get('model-b')).toBe(MODEL_MEAL_ALLERGEN('Model pasta model-b'));
    // Without the allergy, the same meals are candidates with their identified lines per serving.
    const open = modelMealPool([modelMeal('model-a')], prefs());
    expect(open.recipes[0]?.ingredients).toEqual([
      { id: 'spinach', amount: 60 },
      { id: 'penne', amount: 100 },
    ]);
  });
});

describe('the cook’s inventory in the week planner', () => {
  it('plans the food that goes off first early, and eats most of what the cook already holds', () => {
    const preferences = prefs();
    const without = planWeek({ preferences, days: 7, seed: 4 });
    const inventory = [{ ingredientId: 'spinach', amount: 240, useByDay: 2 }];
    const week = planWeek({ preferences, days: 7, seed: 4, inventory });
    const spinachDays = week.entries
      .filter((entry) => entry.kind === 'cook' && entry.recipe.ingredients.some((line) => line.id === 'spinach'))
      .map((entry) => entry.day);
    expect(Math.min(...spinachDays)).toBeLessThanOrEqual(2);
    const held = week.accounting.inventory.find((line) => line.ingredient.id === 'spinach');
    expect(held?.used).toBeGreaterThanOrEqual(120);
    // Without the bag in the fridge, this seed's week has no spinach dish in its first two days.
    const early = without.entries.filter((entry) => entry.day <= 2 && entry.recipe.ingredients.some((line) => line.id === 'spinach'));
    expect(early).toEqual([]);
  });
});
