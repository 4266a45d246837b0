import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../tests/support/accounts';
import { createClient } from '../../../tests/support/http-client';
import { doneOf, readGeneration } from '../../../tests/support/sse';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Meal } from '../../domain/meal';
import type { OwnRecipe, OwnRecipeInput } from '../../domain/recipes';
import type { Database } from '../db/database';

/** Wide enough that only the constraint a test is about can rule a recipe out. */
const WIDE = { cookingTime: '60 minutes', maxPricePerMeal: '£15.00+', caloriesRange: [250, 2000], proteinRange: [0, 120], servings: 2 };

const DAL: OwnRecipeInput = {
  name: 'Nan’s Red Lentil Dal',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 30,
  ingredients: [{ text: '250g red lentils' }, { text: '1 onion, sliced' }, { text: '2 tbsp ghee' }, { text: '1 litre water' }],
  steps: [{ text: 'Simmer the lentils in the water.' }, { text: 'Fry the onion in the ghee and stir it in.' }],
};
/** One line Larder cannot match: its allergens stay unknown. */
const STEW: OwnRecipeInput = {
  name: 'Grandad’s Mystery Stew',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 40,
  ingredients: [{ text: '400g chicken thighs' }, { text: '2 tbsp secret family sauce' }, { text: '1 x 400g tin chopped tomatoes' }],
  steps: [{ text: 'Stew it all.' }],
};

describe.each(testDatabases())('generation with the cook’s own recipes on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(83);
  let cook: TestClient;
  let dal: OwnRecipe;
  let stew: OwnRecipe;

  const generate = async (client: TestClient, preferences: Record<string, unknown>, count: number): Promise<Meal[]> => {
    const response = await client.request('/api/generations', {
      json: { preferences: { ...WIDE, mealCount: { main: count }, ...preferences }, count },
    });
    expect(response.status).toBe(200);
    return doneOf(await readGeneration(response).finished).meals;
  };
  const save = async (input: OwnRecipeInput) => {
    const response = await cook.request('/api/recipes', { json: input });
    expect(response.status).toBe(201);
    return ((await response.json()) as { recipe: OwnRecipe }).recipe;
  };

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
    cook = await signUpAndVerify(app, mailer, { email: 'own-gen@example.com', ip: nextIp() });
    dal = await save(DAL);
    stew = await save(STEW);
  });
  afterAll(async () => {
    await database.close();
  });

  it('fixtures: the dal is fully matched, the stew keeps one line unmatched', () => {
    expect(dal.facts.unmatchedLines).toEqual([]);
    expect(stew.facts.unmatchedLines).toEqual([1]);
  });

  it('"Only my recipes" plans from the cook’s recipes alone, each line scaled and priced, the unmatched one kept', async () => {
    const meals = await generate(cook, { recipeSource: 'mine' }, 3);
    expect(meals.map((meal) => meal.id).sort()).toEqual([`own-${dal.id}`, `own-${stew.id}`].sort());
    const planned = meals.find((meal) => meal.id === `own-${stew.id}`);
    expect(planned?.name).toBe('Grandad’s Mystery Stew');
    expect(planned?.ingredients.map((line) => line.name)).toContain('secret family sauce');
    expect(planned?.allergenSource).toBeUndefined();
    expect(planned?.unidentified).toEqual(['2 tbsp secret family sauce']);
    const lentils = meals.find((meal) => meal.id === `own-${dal.id}`)?.ingredients.find((line) => line.ingredientId);
    expect(lentils?.amount).toBeGreaterThan(0);
    // Water is not bought: it is not a line of the planned meal.
    expect(meals.find((meal) => meal.id === `own-${dal.id}`)?.ingredients.map((line) => line.name)).not.toContain('water');
  });

  it('never offers a recipe with an unmatched line to a cook with an allergy', async () => {
    const meals = await generate(cook, { recipeSource: 'mine', allergies: ['mustard'] }, 3);
    expect(meals.map((meal) => meal.id)).toEqual([`own-${dal.id}`]);
  });

  it('keeps the same hard constraints: an own recipe over the time limit is not offered', async () => {
    const meals = await generate(cook, { recipeSource: 'mine', cookingTime: '15 minutes' }, 2);
    expect(meals).toEqual([]);
  });

  it('"Mine and Larder’s" mixes the cook’s recipes in with the catalog’s', async () => {
    const meals = await generate(cook, { recipeSource: 'both' }, 5);
    expect(meals).toHaveLength(5);
    expect(meals.filter((meal) => meal.id.startsWith('own-'))).toHaveLength(2);
  });

  it('"Larder’s" and a signed-out visitor get only the catalog', async () => {
    const larders = await generate(cook, { recipeSource: 'larder' }, 4);
    expect(larders.some((meal) => meal.id.startsWith('own-'))).toBe(false);
    const visitor = await generate(createClient(app, nextIp()), { recipeSource: 'mine' }, 4);
    expect(visitor).toHaveLength(4);
    expect(visitor.some((meal) => meal.id.startsWith('own-'))).toBe(false);
  });

  it('tells a cook with no recipes of their own why nothing came back', async () => {
    const newcomer = await signUpAndVerify(app, mailer, { email: 'own-gen-new@example.com', ip: nextIp() });
    const response = await newcomer.request('/api/generations', {
      json: { preferences: { ...WIDE, mealCount: { main: 2 }, recipeSource: 'mine' }, count: 2 },
    });
    const done = doneOf(await readGeneration(response).finished);
    expect(done.meals).toEqual([]);
    expect(done.notices.join(' ')).toMatch(/no recipes of your own yet/);
  });
});
