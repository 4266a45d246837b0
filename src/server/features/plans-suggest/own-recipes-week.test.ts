import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { RECIPES } from '../../../catalog';
import type { Cuisine } from '../../../domain/preferences';
import { ownMealId, type OwnRecipe, type OwnRecipeInput } from '../../../domain/recipes';
import { suggestResponseSchema, type SuggestResponse } from '../../../domain/week-plan';
import type { Database } from '../../db/database';

/** Wide enough that only the constraint a test is about can rule a recipe out. */
const WIDE = { cookingTime: '60 minutes', maxPricePerMeal: '£15.00+', caloriesRange: [250, 2000], proteinRange: [0, 120], servings: 2 };

const recipe = (name: string, lines: string[], cuisine?: Cuisine): OwnRecipeInput => ({
  name,
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 30,
  ...(cuisine ? { cuisine } : {}),
  ingredients: lines.map((text) => ({ text })),
  steps: [{ text: 'Cook it all through.' }],
});

const DAL = recipe('Nan’s Red Lentil Dal', ['250g red lentils', '1 onion, sliced', '2 tbsp ghee', '1 litre water'], 'Indian');
const CHILLI = recipe('Weeknight Chilli', ['500g beef mince', '1 onion', '1 x 400g tin kidney beans', '1 x 400g tin chopped tomatoes']);
const PASTA = recipe('Store-cupboard Tomato Pasta', [
  '200g spaghetti',
  '2 tbsp olive oil',
  '2 cloves garlic',
  '1 x 400g tin chopped tomatoes',
]);
/** One line Larder cannot match: its allergens stay unknown. */
const STEW = recipe('Grandad’s Mystery Stew', ['400g chicken thighs', '2 tbsp secret family sauce', '1 x 400g tin chopped tomatoes']);
const PIE = recipe('Neighbour’s Cottage Pie', ['500g beef mince', '1kg potatoes', '1 onion', '2 carrots']);

const catalogIds = new Set(RECIPES.map((entry) => entry.id));

describe.each(testDatabases())('the week planner with the cook’s own recipes on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(63);
  let cook: TestClient;
  let neighbour: TestClient;
  let mine: OwnRecipe[];
  let stew: OwnRecipe;
  let pie: OwnRecipe;

  const week = async (
    client: TestClient,
    preferences: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ): Promise<SuggestResponse> => {
    const response = await client.request('/api/plans/suggest', {
      json: { preferences: { ...WIDE, ...preferences }, days: 4, startDate: '2026-12-07', seed: 5, ...extra },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return suggestResponseSchema.parse(await response.json());
  };
  const save = async (client: TestClient, input: OwnRecipeInput) => {
    const response = await client.request('/api/recipes', { json: input });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { recipe: OwnRecipe }).recipe;
  };
  const mealIds = (answer: SuggestResponse) => answer.days.map((day) => day.mealId);

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
    cook = await signUpAndVerify(app, mailer, { email: 'own-week@example.com', ip: nextIp() });
    neighbour = await signUpAndVerify(app, mailer, { email: 'own-week-neighbour@example.com', ip: nextIp() });
    mine = [await save(cook, DAL), await save(cook, CHILLI), await save(cook, PASTA)];
    stew = await save(cook, STEW);
    pie = await save(neighbour, PIE);
  });
  afterAll(async () => {
    await database.close();
  });

  it('fixtures: every line matched but the stew’s secret sauce', () => {
    for (const entry of [...mine, pie]) expect(entry.facts.unmatchedLines, entry.name).toEqual([]);
    expect(stew.facts.unmatchedLines).toEqual([1]);
  });

  it('"Only my recipes": the completed week’s dinners are the cook’s recipes, each as they wrote it', async () => {
    const answer = await week(cook, { recipeSource: 'mine' });
    const own = [...mine, stew].map((entry) => ownMealId(entry.id));
    expect(mealIds(answer).sort()).toEqual([...own].sort());
    expect(answer.days.every((day) => day.kind === 'cook')).toBe(true);
    const stewDay = answer.days.find((day) => day.mealId === ownMealId(stew.id));
    expect(stewDay?.name).toBe('Grandad’s Mystery Stew');
    expect(stewDay?.meal.ingredients.map((line) => line.name)).toContain('secret family sauce');
    expect(stewDay?.meal.unidentified).toEqual(['2 tbsp secret family sauce']);
    const dalDay = answer.days.find((day) => day.mealId === ownMealId(mine[0]?.id ?? ''));
    // Ghee is butter: the cook's recipe's own allergen label.
    expect(dalDay?.allergens).toContain('milk');
    expect(dalDay?.meal.ingredients.map((line) => line.name)).not.toContain('water');
    // Their food is what the week buys.
    expect(answer.ingredients.map((item) => item.id)).toEqual(expect.arrayContaining(['red-lentils']));
    expect(answer.notices).toEqual([]);
  });

  it('"Mine and Larder’s" mixes the cook’s recipes with the catalog’s', async () => {
    const answer = await week(cook, { recipeSource: 'both' }, { days: 7 });
    expect(answer.days).toHaveLength(7);
    const ids = mealIds(answer);
    expect(ids.some((id) => id.startsWith('own-'))).toBe(true);
    expect(ids.some((id) => catalogIds.has(id))).toBe(true);
    expect(ids.every((id) => catalogIds.has(id) || [...mine, stew].some((entry) => ownMealId(entry.id) === id))).toBe(true);
  });

  it('never offers an own recipe with an unmatched line to a cook with an allergy, a diet or an exclusion', async () => {
    const strict = [{ allergies: ['mustard'] }, { dietaryPreferences: 'Pescatarian' }, { excludedItems: ['celery'] }];
    for (const preferences of strict) {
      const answer = await week(cook, { recipeSource: 'mine', ...preferences });
      expect(mealIds(answer), JSON.stringify(preferences)).not.toContain(ownMealId(stew.id));
      expect(answer.days.length, JSON.stringify(preferences)).toBeGreaterThan(0);
      expect(
        mealIds(answer).every((id) => id.startsWith('own-')),
        JSON.stringify(preferences),
      ).toBe(true);
    }
    const both = await week(cook, { recipeSource: 'both', allergies: ['mustard'] }, { days: 7 });
    expect(mealIds(both)).not.toContain(ownMealId(stew.id));
  });

  it('plans only with the signed-in cook’s own recipes: another cook’s are never used, not even by id', async () => {
    const answer = await week(neighbour, { recipeSource: 'mine' }, { days: 2 });
    expect(mealIds(answer)).toEqual([ownMealId(pie.id)]);
    const theirs = [...mine, stew].map((entry) => ownMealId(entry.id));
    const asked = await week(neighbour, { recipeSource: 'both' }, { days: 7, chosenIds: [theirs[0]], optionIds: theirs });
    expect(mealIds(asked).some((id) => theirs.includes(id))).toBe(false);
    expect(asked.notices).toContain(
      'A recipe of yours that you chose was left out: it is no longer in My recipes, or one of its lines is not matched to an ingredient, so Larder cannot be sure it fits your allergies, exclusions or diet.',
    );
    expect(asked.notices.join(' ')).not.toContain(theirs[0]);
    const cooks = await week(cook, { recipeSource: 'both' }, { days: 7, seed: 9 });
    expect(mealIds(cooks)).not.toContain(ownMealId(pie.id));
  });

  it('keeps a chosen own recipe and plans the rest around it', async () => {
    const chosen = ownMealId(mine[1]?.id ?? '');
    const answer = await week(cook, { recipeSource: 'both' }, { days: 5, chosenIds: [chosen] });
    expect(answer.days.find((day) => day.mealId === chosen)).toMatchObject({ chosen: true, kind: 'cook', name: 'Weeknight Chilli' });
  });

  it('a signed-out visitor and "Larder’s" get the catalog only', async () => {
    const visitor = await week(createClient(app, nextIp()), { recipeSource: 'mine' }, { days: 7 });
    expect(visitor.days).toHaveLength(7);
    expect(mealIds(visitor).every((id) => catalogIds.has(id))).toBe(true);
    const larders = await week(cook, { recipeSource: 'larder' }, { days: 7 });
    expect(mealIds(larders).every((id) => catalogIds.has(id))).toBe(true);
  });

  it('tells a cook with no recipes of their own why the week is empty', async () => {
    const newcomer = await signUpAndVerify(app, mailer, { email: 'own-week-new@example.com', ip: nextIp() });
    const answer = await week(newcomer, { recipeSource: 'mine' });
    expect(answer.days).toEqual([]);
    expect(answer.notices).toEqual(['You have no recipes of your own yet. Add some in My Recipes, or plan with Larder’s recipes too.']);
  });
});
