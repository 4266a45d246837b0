import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../../tests/support/accounts';
import { createClient } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { RECIPES, recipeFacts, recipeToMeal } from '../../../catalog';
import { MAX_SUGGEST_BODY_BYTES, suggestResponseSchema, type SuggestResponse } from '../../../domain/week-plan';
import type { Database } from '../../db/database';

const WIDE = { cookingTime: '60 minutes', maxPricePerMeal: '£15.00+', caloriesRange: [250, 2000], proteinRange: [0, 120] };

describe.each(testDatabases())('POST /api/plans/suggest on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(61);
  const newClient = () => createClient(app, nextIp());
  const suggest = (json: unknown, client = newClient()) => client.request('/api/plans/suggest', { json });
  const week = async (json: unknown, client = newClient()): Promise<SuggestResponse> => {
    const response = await suggest(json, client);
    expect(response.status, await response.clone().text()).toBe(200);
    return suggestResponseSchema.parse(await response.json());
  };

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers a vegan week of seven dinners in day order, with packs for every ingredient and totals that add up', async () => {
    const answer = await week({
      preferences: { ...WIDE, dietaryPreferences: 'Vegan', servings: 2 },
      days: 7,
      startDate: '2026-12-07',
      seed: 4,
    });
    expect(answer.days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(answer.days[0]?.date).toBe('2026-12-07');
    expect(answer.days[6]?.date).toBe('2026-12-13');
    for (const day of answer.days) {
      const recipe = RECIPES.find((candidate) => candidate.id === day.mealId);
      expect(recipe && recipeFacts(recipe).dietaryOptions, day.mealId).toContain('Vegan');
      expect(day.servings).toBe(2);
      if (day.kind === 'leftover') expect(answer.days.find((other) => other.day === day.cookedOnDay)?.mealId).toBe(day.mealId);
    }
    const cooked = answer.days.filter((day) => day.kind === 'cook');
    expect(new Set(cooked.map((day) => day.mealId)).size).toBe(cooked.length);
    for (const item of answer.ingredients) {
      expect(item.packsToBuy * item.packSize + item.amountFromInventory + 1e-6).toBeGreaterThanOrEqual(item.amountNeeded - 0.01);
      expect(item.keepsDays).toBeGreaterThan(0);
    }
    const { totals } = answer;
    expect(totals.perishableGramsUsed).toBeLessThanOrEqual(totals.perishableGramsBought);
    expect(totals.perishableShareUsed).toBeGreaterThan(0.9);
    const wasted = answer.ingredients.reduce((sum, item) => sum + item.poundsWasted, 0);
    expect(totals.poundsWasted).toBeCloseTo(wasted, 1);
    expect(totals.poundsBought).toBeCloseTo(
      answer.ingredients.reduce((sum, item) => sum + item.poundsBought, 0),
      1,
    );
    expect(answer.notices).toEqual([]);
  });

  it('answers meals as values: price in pence, time in minutes, amounts as { amount, unit }', async () => {
    const response = await suggest({ preferences: { ...WIDE, servings: 2 }, days: 3, startDate: '2026-12-07', seed: 2 });
    expect(response.status).toBe(200);
    // Read as sent, before any schema could upgrade an older shape.
    const sent = (await response.json()) as { days: { meal: Record<string, unknown> & { ingredients: Record<string, unknown>[] } }[] };
    expect(sent.days.length).toBeGreaterThan(0);
    for (const { meal } of sent.days) {
      expect(Number.isInteger(meal.pricePence)).toBe(true);
      expect(Number.isInteger(meal.totalMinutes)).toBe(true);
      expect(meal).not.toHaveProperty('maxPricePerMeal');
      expect(meal).not.toHaveProperty('cookingTime');
      for (const line of meal.ingredients) {
        expect(line.quantity).toEqual({ amount: expect.any(Number) as number, unit: expect.any(String) as string });
        expect(line).not.toHaveProperty('price');
      }
    }
  });

  it("labels every day's meal with its allergens, none of them one the cook declared (issue 13)", async () => {
    const answer = await week({
      preferences: { ...WIDE, servings: 2, allergies: ['peanuts'], excludedItems: ['dairy-free, sesame seeds'] },
      days: 7,
      startDate: '2026-12-07',
      seed: 3,
    });
    expect(answer.days.length).toBeGreaterThan(0);
    for (const day of answer.days) {
      const recipe = RECIPES.find((candidate) => candidate.id === day.mealId);
      if (!recipe) throw new Error(`no recipe ${day.mealId}`);
      const facts = recipeFacts(recipe);
      expect(day.allergens, day.mealId).toEqual(facts.allergens);
      expect(day.mayContain, day.mealId).toEqual(facts.mayContain);
      for (const allergen of ['peanuts', 'milk', 'sesame'] as const) {
        expect([...day.allergens, ...day.mayContain], `${day.mealId} holds ${allergen}`).not.toContain(allergen);
      }
    }
  });

  it('keeps the meals a cook chose, takes the inventory first and says what it could not read', async () => {
    const answer = await week({
      preferences: { ...WIDE, servings: 2 },
      days: 4,
      startDate: '2026-12-07',
      chosenIds: ['tarka-dal-with-basmati'],
      inventory: [
        { ingredient: 'red lentils', amount: 1, unit: 'kg' },
        { ingredient: 'baby spinach', amount: 100, unit: 'g', useBy: '2026-12-08' },
        { ingredient: 'dragon fruit jam', amount: 1, unit: 'item' },
        { ingredient: 'coriander', amount: 30, unit: 'g', useBy: '2026-12-01' },
      ],
    });
    const dal = answer.days.find((day) => day.mealId === 'tarka-dal-with-basmati');
    expect(dal).toMatchObject({ chosen: true, kind: 'cook' });
    const lentils = answer.ingredients.find((item) => item.id === 'red-lentils');
    expect(lentils?.amountFromInventory).toBeGreaterThan(0);
    expect(lentils?.packsToBuy).toBe(0);
    expect(answer.inventory.find((line) => line.ingredientId === 'spinach')).toMatchObject({ amount: 100, useBy: '2026-12-08' });
    expect(answer.notices).toEqual([
      "'dragon fruit jam' is not an ingredient Larder knows, so the plan does not count it.",
      'The coriander is past its use-by date, so the plan does not count it.',
    ]);
  });

  it('adds a signed-in cook’s stored favourites to the week', async () => {
    const client = await signUpAndVerify(app, mailer, { email: 'fav@example.com', ip: nextIp() });
    const favourite = RECIPES.find((recipe) => recipe.id === 'chana-masala-with-chapati');
    if (!favourite) throw new Error('no chana masala');
    expect((await client.request('/api/favorites', { json: { meal: recipeToMeal(favourite, 2) } })).status).toBe(201);
    const answer = await week({ preferences: { ...WIDE, servings: 2, dietaryPreferences: 'Vegetarian' }, days: 7, seed: 11 }, client);
    expect(answer.days.map((day) => day.mealId)).toContain('chana-masala-with-chapati');
  });

  it("answers each day's meal for the portions it cooks, so the shopping list buys a dish's leftovers once", async () => {
    const answer = await week({
      preferences: { ...WIDE, dietaryPreferences: 'Vegetarian', servings: 1 },
      days: 7,
      startDate: '2026-12-07',
      seed: 1,
    });
    const leftovers = answer.days.filter((day) => day.kind === 'leftover');
    expect(leftovers.length).toBeGreaterThan(0);
    for (const day of answer.days) {
      const recipe = RECIPES.find((candidate) => candidate.id === day.mealId);
      if (!recipe) throw new Error(`no recipe ${day.mealId}`);
      const portions = day.kind === 'cook' ? day.portionsCooked : day.servings;
      expect(day.meal).toMatchObject({ id: day.mealId, name: day.name, servings: portions });
      expect(day.meal.ingredients.map((line) => line.amount)).toEqual(
        recipe.ingredients.map((line) => Math.round(line.amount * (portions ?? 0) * 100) / 100),
      );
    }
    for (const day of leftovers) {
      const cooked = answer.days.find((other) => other.day === day.cookedOnDay);
      expect(cooked?.portionsCooked).toBeGreaterThan(cooked?.servings ?? Infinity);
    }
  });

  it('forecasts the fresh food bought and left over from the same accounting as the totals, with a meal for each leftover', async () => {
    const preferences = { ...WIDE, dietaryPreferences: 'Vegetarian', servings: 1, allergies: ['eggs'] };
    const answer = await week({ preferences, days: 7, startDate: '2026-12-07', seed: 2 });
    const { forecast, totals } = answer;
    expect(forecast.freshBought.grams).toBe(totals.perishableGramsBought);
    const perishable = answer.ingredients.filter((item) => item.perishable);
    expect(forecast.freshBought.pounds).toBeCloseTo(
      perishable.reduce((sum, item) => sum + item.poundsBought, 0),
      1,
    );
    expect(forecast.leftOver.grams).toBe(totals.perishableGramsBought - totals.perishableGramsUsed);
    expect(forecast.leftOver.pounds).toBe(totals.poundsWasted);
    expect(forecast.shareUsed).toBe(totals.perishableShareUsed);
    expect(forecast.items.length).toBeGreaterThan(0);
    const planned = new Set(answer.days.map((day) => day.mealId));
    for (const item of forecast.items) {
      const wasted = perishable.find((ingredient) => ingredient.id === item.ingredientId);
      expect(wasted?.amountWasted, item.ingredientId).toBe(item.amount);
      if (!item.useIn) continue;
      const recipe = RECIPES.find((candidate) => candidate.id === item.useIn?.mealId);
      if (!recipe) throw new Error(`no recipe ${item.useIn.mealId}`);
      expect(planned.has(recipe.id), recipe.id).toBe(false);
      expect(recipe.ingredients.map((line) => line.id)).toContain(item.ingredientId);
      const facts = recipeFacts(recipe);
      expect(facts.dietaryOptions).toContain('Vegetarian');
      expect([...facts.allergens, ...facts.mayContain]).not.toContain('eggs');
    }
    expect(forecast.items.some((item) => item.useIn)).toBe(true);
  });

  it('fills the week from the options offered when enough fit, and adds catalog meals when they are too few', async () => {
    const vegetarian = RECIPES.filter(
      (recipe) =>
        recipe.mealType === 'main' && recipeFacts(recipe).dietaryOptions.includes('Vegetarian') && recipeFacts(recipe).totalMinutes <= 60,
    ).map((recipe) => recipe.id);
    const preferences = { ...WIDE, dietaryPreferences: 'Vegetarian', servings: 2 };
    const chosenIds = vegetarian.slice(0, 2);
    const many = vegetarian.slice(2, 14);
    const fromOptions = await week({ preferences, days: 7, chosenIds, optionIds: [...chosenIds, ...many, 'a-model-meal'], seed: 5 });
    expect(fromOptions.days).toHaveLength(7);
    for (const day of fromOptions.days) expect([...chosenIds, ...many]).toContain(day.mealId);
    const chosenCooked = fromOptions.days.filter((day) => day.chosen && day.kind === 'cook');
    expect(chosenCooked.map((day) => day.mealId).sort()).toEqual([...chosenIds].sort());

    const few = vegetarian.slice(2, 5);
    const joined = await week({ preferences, days: 7, chosenIds, optionIds: few, seed: 5 });
    expect(joined.days).toHaveLength(7);
    expect(joined.days.some((day) => ![...chosenIds, ...few].includes(day.mealId))).toBe(true);
    expect(joined.notices).toEqual([]);
  });

  it('plans a model’s meals sent as values: chosen ones placed, their identified food counted in packs and the forecast', async () => {
    const pasta = (id: string, spinachId?: string) => ({
      id,
      name: `Model pasta ${id}`,
      cuisine: 'Italian',
      servings: 2,
      totalMinutes: 25,
      allergens: ['gluten'],
      lines: [
        { name: 'baby spinach', ...(spinachId ? { ingredientId: spinachId } : {}), amount: 120, unit: 'g' },
        { name: 'penne', ingredientId: 'penne', amount: 200, unit: 'g' },
        { name: 'a secret spice blend' },
      ],
    });
    const body = { preferences: { ...WIDE, servings: 2 }, days: 2, startDate: '2026-12-07', seed: 2 };
    const both = await week({
      ...body,
      chosenIds: ['model-a', 'model-b'],
      meals: [pasta('model-a', 'spinach'), pasta('model-b', 'spinach')],
    });
    expect(both.days.map((day) => [day.mealId, day.chosen, day.kind])).toEqual(
      expect.arrayContaining([
        ['model-a', true, 'cook'],
        ['model-b', true, 'cook'],
      ]),
    );
    expect(both.days.find((day) => day.mealId === 'model-a')?.meal.ingredients.map((line) => line.name)).toEqual([
      'baby spinach',
      'penne',
      'a secret spice blend',
    ]);
    expect(both.ingredients.find((item) => item.id === 'spinach')).toMatchObject({ amountNeeded: 240, packsToBuy: 1, amountWasted: 0 });
    expect(both.forecast.items.find((item) => item.ingredientId === 'spinach')).toBeUndefined();

    // The same week with one meal's spinach not identified: only half the bag is counted, the rest forecast left over.
    const one = await week({ ...body, chosenIds: ['model-a', 'model-b'], meals: [pasta('model-a', 'spinach'), pasta('model-b')] });
    expect(one.ingredients.find((item) => item.id === 'spinach')).toMatchObject({ amountNeeded: 120, packsToBuy: 1, amountWasted: 120 });
    expect(one.forecast.items.find((item) => item.ingredientId === 'spinach')).toMatchObject({ grams: 120 });

    // A cook with a gluten allergy: the chosen model meal is left out, and the notice says why.
    const allergic = await week({
      ...body,
      preferences: { ...WIDE, servings: 2, allergies: ['gluten'] },
      chosenIds: ['model-a'],
      meals: [pasta('model-a', 'spinach')],
    });
    expect(allergic.days.map((day) => day.mealId)).not.toContain('model-a');
    expect(allergic.notices).toContain('Model pasta model-a was left out: it contains, or may contain, food you are allergic to.');
  });

  it.each([
    [{ meals: [{ id: 'm', name: 'M', servings: 2, totalMinutes: 20, lines: [] }] }, 'meals.0.lines', 'A meal needs its ingredients'],
    [
      { meals: [{ id: 'm', name: 'M', servings: 2, totalMinutes: 20, lines: Array.from({ length: 41 }, () => ({ name: 'salt' })) }] },
      'meals.0.lines',
      undefined,
    ],
    [
      { meals: [{ id: 'm', name: 'M', servings: 2, totalMinutes: 20, lines: [{ name: 'salt', amount: 1, unit: 'pinch' }] }] },
      'meals.0.lines.0.unit',
      undefined,
    ],
    [
      {
        meals: Array.from({ length: 25 }, (_, index) => ({
          id: `m${index}`,
          name: 'M',
          servings: 2,
          totalMinutes: 20,
          lines: [{ name: 'salt' }],
        })),
      },
      'meals',
      undefined,
    ],
    [
      { meals: ['m', 'm'].map((id) => ({ id, name: 'M', servings: 2, totalMinutes: 20, lines: [{ name: 'salt' }] })) },
      'meals',
      'Send each meal once',
    ],
  ])('refuses a model meal out of bounds %#, naming the field', async (body, field, message) => {
    const response = await suggest(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields)).toContain(field);
    if (message) expect(error.fields[field]).toBe(message);
  });

  it.each([
    [{ days: 0 }, 'days', 'Plan at least 1 day'],
    [{ days: 15 }, 'days', 'Plan at most 14 days'],
    [{ days: 2, chosenIds: ['a', 'b', 'c'] }, 'chosenIds', 'Choose no more meals than days to plan'],
    [{ inventory: [{ ingredient: 'milk', amount: 1, unit: 'pint' }] }, 'inventory.0.unit', undefined],
    [{ inventory: [{ ingredient: 'milk', amount: -1, unit: 'l' }] }, 'inventory.0.amount', 'The amount must be more than 0'],
    [{ startDate: '2026-02-30' }, 'startDate', 'That date does not exist'],
    [{ optionIds: Array.from({ length: 61 }, (_, index) => `meal-${index}`) }, 'optionIds', undefined],
    [{ preferences: { servings: 9 } }, 'preferences.servings', undefined],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const response = await suggest(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { type: string; message: string; fields: Record<string, string> } };
    expect(error.type).toBe('validation');
    expect(Object.keys(error.fields)).toContain(field);
    if (message) expect(error.fields[field]).toBe(message);
  });

  it('refuses a body over its size limit', async () => {
    const response = await suggest({ favouriteIds: ['x'.repeat(MAX_SUGGEST_BODY_BYTES)] });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { type: 'too_large', message: 'The request is too large: this address takes at most 98 KB.' },
    });
  });

  it('limits one client address to 30 plans in 10 minutes (429), without touching another address', async () => {
    const client = newClient();
    for (let i = 0; i < 30; i += 1) expect((await suggest({ days: 1 }, client)).status).toBe(200);
    const limited = await suggest({ days: 1 }, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await limited.json()).toMatchObject({ error: { type: 'rate_limit' } });
    expect((await suggest({ days: 1 })).status).toBe(200);
  });
});
