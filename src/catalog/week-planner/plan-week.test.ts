import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookExclusions, resolveEntry } from '../../domain/allergens';
import {
  COOKING_SKILLS,
  COOKING_TIME_OPTIONS,
  CUISINES,
  DIETARY_OPTIONS,
  MAX_PRICE_OPTIONS,
  cookingTimeLimitMinutes,
  maxPriceLimitPounds,
  preferencesSchema,
  type Preferences,
  type PreferencesInput,
} from '../../domain/preferences';
import { MAX_DISHES_PER_CUISINE } from '../../domain/week-plan';
import { brokenConstraints, constraintContext } from '../constraints';
import { RECIPES } from '../data/recipes';
import { requireIngredient } from '../ingredient-index';
import { recipeFacts } from '../recipe-facts';
import type { Recipe } from '../types';
import { planWeek, type WeekPlan } from './plan-week';

const WIDE: PreferencesInput = {
  cookingTime: '60 minutes',
  maxPricePerMeal: '£15.00+',
  caloriesRange: [250, 2000],
  proteinRange: [0, 120],
};
const prefs = (extra: PreferencesInput = {}) => preferencesSchema.parse({ ...WIDE, ...extra });
const byId = (id: string): Recipe => {
  const recipe = RECIPES.find((candidate) => candidate.id === id);
  if (!recipe) throw new Error(`no recipe ${id}`);
  return recipe;
};

/** What a cook would object to, read from the recipe and the ingredient table directly. */
function objections(recipe: Recipe, preferences: Preferences): string[] {
  const problems: string[] = [];
  const facts = recipeFacts(recipe);
  const ingredients = recipe.ingredients.map((line) => requireIngredient(line.id));
  const allergens = new Set(ingredients.flatMap((ingredient) => [...ingredient.allergens, ...(ingredient.mayContain ?? [])]));
  for (const allergen of cookExclusions(preferences).allergens) if (allergens.has(allergen)) problems.push(`holds ${allergen}`);
  for (const term of preferences.excludedItems) {
    if (resolveEntry(term).kind === 'allergen') continue;
    const word = term.toLowerCase().replace(/s$/, '');
    if (ingredients.some((ingredient) => ingredient.name.split(/[\s-]+/).some((part) => part.replace(/s$/, '') === word)))
      problems.push(`contains ${term}`);
  }
  if (recipe.mealType !== 'main') problems.push('not a dinner');
  if (preferences.dietaryPreferences !== 'None' && !facts.dietaryOptions.includes(preferences.dietaryPreferences)) problems.push('diet');
  if (recipe.prepMinutes + recipe.cookMinutes > cookingTimeLimitMinutes(preferences.cookingTime)) problems.push('time');
  if (facts.price * preferences.servings > maxPriceLimitPounds(preferences.maxPricePerMeal) + 1e-9) problems.push('price');
  const [low, high] = preferences.caloriesRange;
  if (facts.nutrition.calories < low || facts.nutrition.calories > high) problems.push('calories');
  const [pLow, pHigh] = preferences.proteinRange;
  if (facts.nutrition.protein < pLow || facts.nutrition.protein > pHigh) problems.push('protein');
  // And the catalog's own check, so rules added there (may-contain…) bind the planner's test too.
  problems.push(...brokenConstraints(recipe, constraintContext(preferences)));
  return problems;
}

/** The week's own promises, whatever the preferences. */
function weekProblems(plan: WeekPlan, days: number): string[] {
  const problems: string[] = [];
  plan.entries.forEach((entry, position) => {
    if (entry.day !== position + 1) problems.push(`day ${entry.day} out of order`);
    if (entry.kind === 'leftover') {
      const gap = entry.day - (entry.cookedOnDay ?? Number.NaN);
      if (!(gap >= 1 && gap <= entry.recipe.leftovers.fridgeDays)) problems.push(`${entry.recipe.id} eaten ${gap} days after cooking`);
    }
  });
  const cooked = plan.entries.filter((entry) => entry.kind === 'cook').map((entry) => entry.recipe.id);
  if (new Set(cooked).size !== cooked.length) problems.push('a dish cooked twice');
  if (plan.entries.length > days) problems.push('too many days');
  if (plan.accounting.totals.portionsWasted > 0) problems.push(`${plan.accounting.totals.portionsWasted} cooked portions wasted`);
  return problems;
}

const EXCLUSIONS = [
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
];
const preferencesArbitrary = fc
  .record({
    cookingTime: fc.constantFrom(...COOKING_TIME_OPTIONS),
    maxPricePerMeal: fc.constantFrom(...MAX_PRICE_OPTIONS),
    dietaryPreferences: fc.constantFrom(...DIETARY_OPTIONS),
    cuisines: fc.subarray([...CUISINES], { maxLength: 5 }),
    excludedItems: fc.subarray(EXCLUSIONS, { maxLength: 5 }),
    cookingSkill: fc.constantFrom(...COOKING_SKILLS),
    servings: fc.integer({ min: 1, max: 6 }),
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

describe('the week planner', () => {
  it('never plans a meal that breaks a hard constraint, over 1,000 random preference sets', () => {
    // A light search: the guarantee comes from which meals may be chosen, not from how hard
    // the search looks among them; 1,000 full searches would take minutes.
    fc.assert(
      fc.property(preferencesArbitrary, fc.integer({ min: 1, max: 7 }), fc.nat(1000), (preferences, days, seed) => {
        const plan = planWeek({ preferences, days, seed }, { effort: { starts: 1, steps: 300 } });
        for (const entry of plan.entries) expect(objections(entry.recipe, preferences), entry.recipe.id).toEqual([]);
        expect(weekProblems(plan, days)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it.each([1, 2, 4])('plans seven dinners for %i, each day a dish or a leftover placed within its fridge life', (servings) => {
    const plan = planWeek({ preferences: prefs({ servings }), days: 7, seed: 3 });
    expect(plan.entries).toHaveLength(7);
    expect(weekProblems(plan, 7)).toEqual([]);
    expect(plan.notices).toEqual([]);
  });

  it('uses nearly all the fresh food it buys, where today’s picks leave much of it', () => {
    const plan = planWeek({ preferences: prefs({ servings: 2 }), days: 7, seed: 1 });
    expect(plan.accounting.totals.perishableShareUsed).toBeGreaterThan(0.9);
  });

  it('keeps every cuisine to twice a week when the cook picked none', () => {
    for (const seed of [1, 2, 3]) {
      const plan = planWeek({ preferences: prefs({ servings: 2 }), days: 7, seed });
      const counts = new Map<string, number>();
      for (const entry of plan.entries)
        if (entry.kind === 'cook') counts.set(entry.recipe.cuisine, (counts.get(entry.recipe.cuisine) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(MAX_DISHES_PER_CUISINE);
    }
  });

  it('lets the one cuisine a cook picked fill the week', () => {
    const plan = planWeek({ preferences: prefs({ servings: 2, cuisines: ['Indian'] }), days: 7, seed: 1 });
    const indian = plan.entries.filter((entry) => entry.kind === 'cook' && entry.recipe.cuisine === 'Indian').length;
    expect(indian).toBeGreaterThan(MAX_DISHES_PER_CUISINE);
  });

  it('cooks what keeps least first: fish and salad leaves early, tins and roots late', () => {
    // Chosen meals fill the three days; the planner only orders them.
    const tins = 'chana-masala-with-chapati';
    const fish = 'salmon-teriyaki';
    const leaves = byId('salade-nicoise').id;
    const plan = planWeek({ preferences: prefs({ servings: 2 }), days: 3, chosenIds: [tins, leaves, fish], seed: 1 });
    const order = plan.entries.map((entry) => entry.recipe.id);
    expect(order).toHaveLength(3);
    expect(order.indexOf(tins)).toBe(2);
  });

  it('keeps the meals a cook chose and names one it had to leave out', () => {
    const plan = planWeek({
      preferences: prefs({ servings: 2, dietaryPreferences: 'Vegan' }),
      days: 7,
      chosenIds: ['tarka-dal-with-basmati', 'chicken-tikka-masala'],
      seed: 1,
    });
    expect(plan.entries.filter((entry) => entry.chosen).map((entry) => entry.recipe.id)).toContain('tarka-dal-with-basmati');
    expect(plan.entries.some((entry) => entry.recipe.id === 'chicken-tikka-masala')).toBe(false);
    expect(plan.notices).toEqual(['Chicken Tikka Masala was left out: it does not fit your diet.']);
  });

  it('says so when fewer meals fit than days', () => {
    const plan = planWeek({
      preferences: prefs({ dietaryPreferences: 'Vegan', cookingTime: '15 minutes', maxPricePerMeal: '£5.00' }),
      days: 7,
    });
    expect(plan.entries.length).toBeLessThan(7);
    expect(plan.notices.at(-1)).toMatch(/^(Only \d of 7 dinners could be planned|No meal fits)/);
  });

  it('places what it can, and says so, when no week of its few meals can be ordered (found by the bench)', () => {
    const preferences = prefs({
      cookingTime: '90 minutes+',
      dietaryPreferences: 'Paleo',
      excludedItems: ['shellfish', 'sesame', 'soy', 'peanuts', 'garlic'],
      servings: 3,
      caloriesRange: [500, 650],
      proteinRange: [15, 105],
    });
    const plan = planWeek({ preferences, days: 12, seed: 41 }, { effort: { starts: 1, steps: 300 } });
    expect(plan.entries.length).toBeGreaterThan(0);
    expect(weekProblems(plan, 12)).toEqual([]);
    expect(plan.notices).toEqual([`Only ${plan.entries.length} of 12 dinners could be planned within your preferences.`]);
  });

  it('gives the same week for the same seed', () => {
    const one = planWeek({ preferences: prefs({ servings: 2 }), days: 7, seed: 9 });
    const two = planWeek({ preferences: prefs({ servings: 2 }), days: 7, seed: 9 });
    expect(two.entries.map((entry) => entry.recipe.id)).toEqual(one.entries.map((entry) => entry.recipe.id));
  });

  it('plans a cook’s own recipes of one cuisine every day, not held to the shortlist’s few per cuisine', () => {
    const preferences = prefs({ servings: 2 });
    const context = constraintContext(preferences);
    // As own recipes are planned: no leftovers (their storage is not known), and most are British.
    const own = RECIPES.filter((recipe) => recipe.cuisine === 'British' && recipe.mealType === 'main')
      .filter((recipe) => brokenConstraints(recipe, context).length === 0)
      .slice(0, 8)
      .map((recipe) => ({ ...recipe, id: `own-${recipe.id}`, leftovers: { fridgeDays: 0, freezes: false } }));
    expect(own).toHaveLength(8);
    const input = { preferences, days: 7, seed: 3, candidates: own };
    expect(planWeek(input).entries.length).toBeLessThan(7);
    const plan = planWeek({ ...input, ownIds: new Set(own.map((recipe) => recipe.id)) });
    expect(plan.entries).toHaveLength(7);
    expect(new Set(plan.entries.map((entry) => entry.recipe.id)).size).toBe(7);
  });
});
