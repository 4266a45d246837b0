import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECIPES, excludes, exclusionsOf, identifyIngredient, ingredientById, recipeToMeal } from '../../catalog';
import { GENERATION_STAGES, createSseDecoder, generationEventSchema, retryDelayMs, type GenerationEvent } from '../../domain/generation';
import { mealSchema, type Meal } from '../../domain/meal';
import { NUT_MEAL_NAME, TINY_PNG_BASE64, startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai';
import { createClient, readJson, type ErrorBody } from '../../../tests/support/http-client';
import { signUpAndVerify, type TestClient } from '../../../tests/support/accounts';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Database } from '../db/database';
import type { Tuning } from '../context';
import { createLogger } from '../logger';

type TimedEvent = GenerationEvent & { at: number };
type App = ReturnType<typeof createTestApp>;

const FAST: Tuning = { generationTimeoutMs: 10_000, retryDelay: () => 10, sleep: async () => undefined };
const SERVER_KEY = 'sk-proj-server0key0for0the0fake0model0abcdefghij';
/** The server's model for every visitor, pictures on: what these tests of the model path need. */
const MODEL_FOR_ANYONE = { OPENAI_API_KEY: SERVER_KEY, GENERATION_ACCESS: 'anyone', OPENAI_IMAGES: 'on' };
const USER_KEY = 'sk-user0key0sent0by0the0cook0123456789';
const SPEC_STAGES = Object.values(GENERATION_STAGES).map(({ stage, percent }) => ({ stage, percent }));
/** A stored picture's address: its id, then the illustration it falls back to. */
const UUID = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\?name=/;
const ILLUSTRATION = /^\/api\/illustrations\/meal\.svg\?/;

const body = (count: number, preferences: Record<string, unknown> = {}) => ({
  preferences: { mealCount: { main: Math.min(count, 7) }, ...preferences },
  count,
});

type Answer = {
  events: TimedEvent[];
  text: string;
  /** Events the shared schema (what the web client parses with) refuses, one line per issue. */
  problems: string[];
};

/**
 * Reads an SSE answer as it arrives: every event validated with the schema the web client uses,
 * with its arrival time (ms after `started`). An event the schema refuses is kept, unvalidated,
 * and its issues listed in `problems`.
 */
async function readEvents(response: Response, started: number): Promise<Answer> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: TimedEvent[] = [];
  const problems: string[] = [];
  const decoder = createSseDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    for (const { event, data } of decoder.push(value)) {
      const raw = { event, data: JSON.parse(data) as unknown };
      const parsed = generationEventSchema.safeParse(raw);
      if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${event}: ${issue.path.join('.')} ${issue.message}`));
      events.push({ ...(parsed.success ? parsed.data : (raw as GenerationEvent)), at: performance.now() - started });
    }
  }
  expect(decoder.pending.trim()).toBe('');
  return { events, text, problems };
}

/** Every event must pass the schema the web client reads them with. */
const unexpectedProblems = (answer: Answer) => answer.problems;

const mealsOf = (events: readonly TimedEvent[]): Meal[] => events.flatMap((event) => (event.event === 'meal' ? [event.data.meal] : []));
const stagesOf = (events: readonly TimedEvent[]) => events.flatMap((event) => (event.event === 'stage' ? [event.data] : []));
const doneOf = (events: readonly TimedEvent[]) => {
  const done = events.find((event) => event.event === 'done');
  if (done?.event !== 'done') throw new Error(`no done event in ${events.map((event) => event.event).join(', ')}`);
  return done;
};
const errorOf = (events: readonly TimedEvent[]) => {
  const error = events.find((event) => event.event === 'error');
  if (error?.event !== 'error') throw new Error(`no error event in ${events.map((event) => event.event).join(', ')}`);
  return error;
};
const userPromptOf = (request: { body: unknown }) =>
  ((request.body as { messages: { role: string; content: string }[] }).messages.find((message) => message.role === 'user')?.content ??
    '') as string;

describe('catalog meals and the shared event schema', () => {
  // Every recipe and serving count at once: a long ingredient note once made meals the web dropped.
  it('every catalog recipe, for 1-6 servings, is a meal that mealSchema accepts', () => {
    const refused = RECIPES.flatMap((recipe) =>
      [1, 2, 3, 4, 5, 6].flatMap((servings) => {
        const result = mealSchema.safeParse(recipeToMeal(recipe, servings));
        return result.success
          ? []
          : result.error.issues.map((issue) => `${recipe.id} ×${servings}: ${issue.path.join('.')} ${issue.message}`);
      }),
    );
    expect(refused).toEqual([]);
  });
});

describe.each(testDatabases())('meal generation on $name', ({ open }) => {
  let database: Database;
  let fake: FakeOpenAi;
  let catalogApp: App;
  let modelApp: App;
  let ipCounter = 1;
  const newClient = (app: App) => createClient(app, `10.7.0.${ipCounter++}`);
  const mailer = createMemoryMailer();
  /** A signed-in cook on `app` (the image test is for cooks with an account). */
  const signedIn = (app: App) => signUpAndVerify(app, mailer, { email: `cook${ipCounter}@example.com`, ip: `10.7.1.${ipCounter++}` });

  async function generate(app: App, request: unknown, headers?: Record<string, string>) {
    const started = performance.now();
    const response = await newClient(app).request('/api/generations', { json: request, headers });
    return readEvents(response, started);
  }

  beforeAll(async () => {
    database = await open();
    fake = await startFakeOpenAi();
    catalogApp = createTestApp(database, { tuning: FAST, mailer });
    modelApp = createTestApp(database, { tuning: FAST, mailer, envOverrides: { ...MODEL_FOR_ANYONE, OPENAI_BASE_URL: fake.baseURL } });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => {
    fake.setScenario('success');
    fake.clearRequests();
  });

  describe('catalog path (no key)', () => {
    it('streams the stages in order with the spec percentages, meals before done, and done holds the streamed meals', async () => {
      const answer = await generate(catalogApp, body(6));
      const { events } = answer;
      expect(unexpectedProblems(answer)).toEqual([]);
      expect(stagesOf(events)).toEqual(SPEC_STAGES);
      const kinds = events.map((event) => event.event);
      expect(kinds.at(-1)).toBe('done');
      expect(kinds).not.toContain('error');
      expect(kinds.lastIndexOf('meal')).toBeLessThan(kinds.indexOf('done'));
      // Each stage is reported when the work reaches it: meals between 'processing' and 'images'.
      const at = (percent: number) => events.findIndex((event) => event.event === 'stage' && event.data.percent === percent);
      expect(kinds.indexOf('meal')).toBeGreaterThan(at(50));
      expect(kinds.lastIndexOf('meal')).toBeLessThan(at(70));

      const meals = mealsOf(events);
      expect(meals).toHaveLength(6);
      const done = doneOf(events);
      expect(done.data.provider).toBe('catalog');
      expect(done.data.meals).toEqual(meals);
      expect(new Set(meals.map((meal) => meal.id)).size).toBe(6);
      expect(fake.requests).toHaveLength(0);

      for (const meal of meals) expect(meal.imageUrl).toMatch(ILLUSTRATION);
      const picture = await newClient(catalogApp).request(meals[0]?.imageUrl ?? '');
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await picture.text()).toMatch(/^<svg/);
    });

    it('never returns an excluded ingredient or a non-vegan one for a vegan cook with exclusions', async () => {
      const excludedItems = ['nuts', 'mushroom', 'soy'];
      const answer = await generate(catalogApp, body(7, { dietaryPreferences: 'Vegan', excludedItems }));
      const { events } = answer;
      expect(unexpectedProblems(answer)).toEqual([]);
      const meals = doneOf(events).data.meals;
      expect(meals.length).toBeGreaterThan(0);
      const cook = exclusionsOf({ excludedItems, allergies: [] });
      for (const meal of meals) {
        expect(meal.allergens ?? []).not.toContain('peanuts');
        expect(meal.allergens ?? []).not.toContain('tree-nuts');
        expect(meal.allergens ?? []).not.toContain('soya');
        for (const line of meal.ingredients) {
          const ingredient = (line.ingredientId ? ingredientById(line.ingredientId) : undefined) ?? identifyIngredient(line.name);
          expect(ingredient, `${meal.name}: ${line.name} is a known ingredient`).toBeDefined();
          if (!ingredient) continue;
          expect(ingredient.diet, `${meal.name}: ${line.name}`).toContain('vegan');
          expect(excludes(cook, ingredient), `${meal.name}: ${line.name}`).toBe(false);
          expect(line.name).not.toMatch(/mushroom|peanut|cashew|almond|walnut|pecan|hazelnut|pistachio|tofu|soy/i);
        }
      }
    });

    // Ingredient notes ride in the quantity ('20 g, or Sichuan chilli bean paste…'); the web drops any event its schema refuses, so such meals must still pass it.
    it('streams only events the web client accepts, even for recipes with long ingredient notes', async () => {
      const pinned = ['fish-fragrant-aubergine-tofu', 'mapo-tofu'];
      const excludeIds = RECIPES.map((recipe) => recipe.id).filter((id) => !pinned.includes(id));
      const answer = await generate(catalogApp, { ...body(2), excludeIds });
      expect(
        mealsOf(answer.events)
          .map((meal) => meal.id)
          .sort(),
      ).toEqual(pinned);
      expect(answer.problems).toEqual([]);
    });

    it("never offers a dish the cook asked not to see again, named in avoidNames (Don't recommend again)", async () => {
      const pinned = ['fish-fragrant-aubergine-tofu', 'mapo-tofu'];
      const excludeIds = RECIPES.map((recipe) => recipe.id).filter((id) => !pinned.includes(id));
      const dismissed = RECIPES.find((recipe) => recipe.id === 'mapo-tofu')?.name ?? '';
      const answer = await generate(catalogApp, { ...body(2), excludeIds, avoidNames: [` ${dismissed.toUpperCase()} `] });
      expect(mealsOf(answer.events).map((meal) => meal.id)).toEqual(['fish-fragrant-aubergine-tofu']);
    });

    it('answers 400 for preferences without mealCount.main, with the spec message', async () => {
      const client = newClient(catalogApp);
      for (const preferences of [{ servings: 2 }, { mealCount: {} }, null, 'x']) {
        const response = await client.request('/api/generations', { json: { preferences, count: 4 } });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: { type: 'validation', message: 'Invalid meal preferences configuration' } });
      }
    });

    it.each([
      ['count 0', { ...body(1), count: 0 }],
      ['count 100', { ...body(7), count: 100 }],
      ['no count', { preferences: { mealCount: { main: 4 } } }],
      ['a bad preference', body(4, { servings: 99 })],
      ['not JSON', '{"preferences": {'],
    ])('answers 400 for a bad body: %s', async (_label, request) => {
      const response = await newClient(catalogApp).request('/api/generations', { json: request });
      expect(response.status).toBe(400);
      const answer = await readJson<ErrorBody>(response);
      expect(answer.error.type).toBe('validation');
      expect(typeof answer.error.message).toBe('string');
    });

    it('limits one client address to CATALOG_RATE_LIMIT_PER_10_MIN generations in 10 minutes (429), without touching another address', async () => {
      const app = createTestApp(database, { tuning: FAST, envOverrides: { CATALOG_RATE_LIMIT_PER_10_MIN: '12' } });
      const client = newClient(app);
      for (let i = 0; i < 12; i += 1) {
        const response = await client.request('/api/generations', { json: body(1) });
        expect(response.status).toBe(200);
        await response.text();
      }
      const limited = await client.request('/api/generations', { json: body(1) });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await limited.json()).toMatchObject({ error: { type: 'rate_limit' } });
      const other = await newClient(app).request('/api/generations', { json: body(1) });
      expect(other.status).toBe(200);
      await other.text();
    });
  });

  describe('OpenAI-compatible path (fake model on 127.0.0.1)', () => {
    it('sends a streamed structured-output request with the server key, and streams each meal before done', async () => {
      const answer = await generate(modelApp, body(5));
      const { events, text } = answer;
      expect(answer.problems).toEqual([]);
      expect(events.map((event) => event.event)).not.toContain('error');
      expect(stagesOf(events)).toEqual(SPEC_STAGES);
      const meals = mealsOf(events);
      expect(meals).toHaveLength(5);
      const done = doneOf(events);
      expect(done.data.provider).toBe('openai');
      expect(done.data.notices).toEqual([]);
      expect(done.data.meals.map((meal) => meal.id)).toEqual(meals.map((meal) => meal.id));
      expect(events.findLastIndex((event) => event.event === 'meal')).toBeLessThan(events.findIndex((event) => event.event === 'done'));
      // Vetted and completed from the ingredient table.
      expect(meals[0]).toMatchObject({
        totalMinutes: 25,
        prepMinutes: 10,
        pricePence: 420,
        nutritionalInformation: { calories: 620, protein: 38 },
      });
      expect(meals[0]?.ingredients[0]).toMatchObject({
        name: 'chicken breast',
        ingredientId: 'chicken-breast',
        category: 'Meat & Seafood',
      });
      for (const meal of meals) expect(meal).toMatchObject({ imageLoading: true });

      const [chat] = fake.requestsTo('chat');
      expect(fake.requestsTo('chat')).toHaveLength(1);
      expect(chat?.authorization).toBe(`Bearer ${SERVER_KEY}`);
      expect(chat?.body).toMatchObject({
        model: 'gpt-4o-mini',
        stream: true,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'meals', schema: { type: 'object', required: ['elements'], properties: { elements: { type: 'array' } } } },
        },
      });
      expect(userPromptOf(chat ?? { body: {} })).toContain('Suggest 5 different main meals.');
      expect(userPromptOf(chat ?? { body: {} })).not.toContain('Do not repeat');
      // The key never travels back to the browser.
      expect(text).not.toContain(SERVER_KEY);
      expect(text).not.toContain('sk-proj-server');
    });

    it('tells the model the dishes the cook dismissed, and drops one it offers anyway', async () => {
      const first = mealsOf((await generate(modelApp, body(3))).events)[0]?.name ?? '';
      fake.clearRequests();
      const answer = await generate(modelApp, { ...body(3), avoidNames: [first] });
      expect(userPromptOf(fake.requestsTo('chat')[0] ?? { body: {} })).toContain(`Do not repeat these dishes: ${first.toLowerCase()}`);
      expect(mealsOf(answer.events).map((meal) => meal.name)).not.toContain(first);
    });

    it('delivers the first meal well before done when the model streams at a steady rate', async () => {
      fake.setScenario('success', { tokensPerSecond: 100, charsPerToken: 16 });
      const answer = await generate(modelApp, body(4));
      const { events } = answer;
      expect(answer.problems).toEqual([]);
      const meals = events.filter((event) => event.event === 'meal');
      expect(meals).toHaveLength(4);
      const first = meals[0]?.at ?? Infinity;
      const last = meals.at(-1)?.at ?? 0;
      const done = doneOf(events).at;
      expect(done).toBeGreaterThan(1_000);
      expect(first).toBeLessThan(done / 2);
      expect(last - first).toBeGreaterThan(done / 3);
    });

    it('uses the x-openai-key header for that request only and never sends it back', async () => {
      const app = createTestApp(database, { tuning: FAST, envOverrides: { OPENAI_BASE_URL: fake.baseURL, OPENAI_IMAGES: 'on' } });
      const answer = await generate(app, body(3), { 'x-openai-key': USER_KEY });
      const { events, text } = answer;
      expect(answer.problems).toEqual([]);
      expect(doneOf(events).data.provider).toBe('openai');
      expect(mealsOf(events)).toHaveLength(3);
      expect(fake.requests.length).toBeGreaterThan(1);
      for (const request of fake.requests) expect(request.authorization).toBe(`Bearer ${USER_KEY}`);
      expect(text).not.toContain(USER_KEY);

      fake.clearRequests();
      const after = await generate(app, body(3));
      expect(doneOf(after.events).data.provider).toBe('catalog');
      expect(fake.requests).toHaveLength(0);

      const short = await newClient(app).request('/api/generations', { json: body(3), headers: { 'x-openai-key': 'abc' } });
      expect(short.status).toBe(400);
    });

    // A malformed answer must reach the cook as a spec error, not as silent retries and a catalog top-up.
    it('reports malformed JSON from the model as an error event with a spec message, and logs why', async () => {
      fake.setScenario('malformed');
      const lines: string[] = [];
      const stream = { write: (chunk: string) => lines.push(chunk) > 0, writableLength: 0, once: () => undefined, on: () => undefined };
      const logged = createTestApp(database, {
        tuning: FAST,
        mailer,
        logger: createLogger('info', stream),
        envOverrides: { ...MODEL_FOR_ANYONE, OPENAI_BASE_URL: fake.baseURL },
      });
      const answer = await generate(logged, body(3));
      const { events } = answer;
      expect(unexpectedProblems(answer)).toEqual([]);
      expect(fake.requestsTo('chat').length).toBeGreaterThanOrEqual(1);
      expect(mealsOf(events)).toHaveLength(0);
      expect(errorOf(events).data).toEqual({ type: 'unknown', message: 'Failed to generate meal options. Please try again later.' });
      // Spec §8: the cause, for the operator; the cook sees the final message above.
      expect(lines.join('')).toContain('"msg":"Could not process the AI meal response"');
    });

    it('after malformed JSON from the model, never streams a broken meal and still finishes (today: catalog top-up)', async () => {
      fake.setScenario('malformed');
      const answer = await generate(modelApp, body(3));
      const { events } = answer;
      expect(unexpectedProblems(answer)).toEqual([]);
      expect(fake.requestsTo('chat')).toHaveLength(3);
      const last = events.at(-1);
      expect(last?.event === 'done' || last?.event === 'error').toBe(true);
      for (const meal of mealsOf(events)) expect(meal.id).not.toMatch(/^ai-/);
    });

    it('401: error type authentication after exactly one request, and the echoed key is not passed on', async () => {
      fake.setScenario(401);
      const answer = await generate(modelApp, body(3));
      const { events, text } = answer;
      expect(answer.problems).toEqual([]);
      expect(fake.requestsTo('chat')).toHaveLength(1);
      expect(errorOf(events).data).toEqual({
        type: 'authentication',
        message: 'Failed to generate meal options. Please check API key settings.',
      });
      expect(events.filter((event) => event.event === 'meal' || event.event === 'done')).toEqual([]);
      expect(text).not.toContain(SERVER_KEY);
      expect(text).not.toContain('Incorrect API key');
    });

    it('429: error type rate_limit after 3 attempts', async () => {
      fake.setScenario(429);
      const answer = await generate(modelApp, body(3));
      const { events } = answer;
      expect(answer.problems).toEqual([]);
      expect(fake.requestsTo('chat')).toHaveLength(3);
      expect(errorOf(events).data).toEqual({
        type: 'rate_limit',
        message: 'Failed to generate meal options. API rate limit reached. Please wait a few minutes and try again.',
      });
      expect(events.at(-1)?.event).toBe('error');
    });

    it('500: error type server after 3 attempts', async () => {
      fake.setScenario(500);
      const answer = await generate(modelApp, body(3));
      const { events } = answer;
      expect(answer.problems).toEqual([]);
      expect(fake.requestsTo('chat')).toHaveLength(3);
      expect(errorOf(events).data).toEqual({
        type: 'server',
        message: 'Failed to generate meal options. The system might be busy - please try again later.',
      });
    });

    it('a failing model is tried again after 2 s, then after 4 s', async () => {
      fake.setScenario(500);
      const waits: number[] = [];
      const app = createTestApp(database, {
        tuning: {
          ...FAST,
          retryDelay: (attempt) => {
            waits.push(retryDelayMs(attempt));
            return 1;
          },
        },
        envOverrides: { ...MODEL_FOR_ANYONE, OPENAI_BASE_URL: fake.baseURL },
      });
      await generate(app, body(3));
      expect(waits).toEqual([2_000, 4_000]);
    });

    const slowApp = () =>
      createTestApp(database, {
        tuning: { ...FAST, generationTimeoutMs: 1_000 },
        envOverrides: { ...MODEL_FOR_ANYONE, OPENAI_BASE_URL: fake.baseURL },
      });

    it('a model slower than the time-out: error type timeout with the spec message, as the last event', async () => {
      fake.setScenario('slow', { slowMs: 10_000 });
      const started = performance.now();
      const answer = await generate(slowApp(), body(3));
      const { events } = answer;
      expect(unexpectedProblems(answer)).toEqual([]);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(errorOf(events).data).toEqual({ type: 'timeout', message: 'Generation timed out after 120 seconds' });
      expect(events.at(-1)?.event).toBe('error');
      expect(events.map((event) => event.event)).not.toContain('done');
    });

    // A malformed answer must reach the cook as a spec error, not as three silent retries.
    it('a model slower than the time-out: no meal is streamed after the deadline', async () => {
      fake.setScenario('slow', { slowMs: 10_000 });
      const answer = await generate(slowApp(), body(3));
      const { events } = answer;
      expect(unexpectedProblems(answer)).toEqual([]);
      expect(errorOf(events).data.type).toBe('timeout');
      expect(mealsOf(events)).toEqual([]);
      expect(events.map((event) => event.event)).not.toContain('image');
    });

    it('drops a meal with an excluded allergen and asks again, so the count is still met', async () => {
      fake.setScenario('allergen');
      const answer = await generate(modelApp, body(4, { excludedItems: ['nuts'] }));
      const { events, text } = answer;
      expect(answer.problems).toEqual([]);
      expect(text).not.toContain(NUT_MEAL_NAME);
      expect(text).not.toMatch(/peanut|cashew/i);
      const meals = mealsOf(events);
      expect(meals).toHaveLength(4);
      const done = doneOf(events);
      expect(done.data.meals).toHaveLength(4);
      expect(done.data.provider).toBe('openai');
      expect(done.data.notices).toEqual([]);
      for (const meal of done.data.meals) expect(meal.id).toMatch(/^ai-/);

      const chats = fake.requestsTo('chat');
      expect(chats).toHaveLength(2);
      expect(userPromptOf(chats[0] ?? { body: {} })).toContain('Suggest 4 different main meals.');
      expect(userPromptOf(chats[0] ?? { body: {} })).toContain('NEVER include (allergies and exclusions): nuts.');
      expect(userPromptOf(chats[1] ?? { body: {} })).toContain('Suggest 1 different main meals.');
      // The dropped dish is named among those not to repeat.
      expect(userPromptOf(chats[1] ?? { body: {} })).toContain(NUT_MEAL_NAME.toLowerCase());
    });

    it('images from the image model are stored and served at /api/images/<uuid>', async () => {
      const answer = await generate(modelApp, body(3));
      const { events } = answer;
      expect(answer.problems).toEqual([]);
      const images = events.flatMap((event) => (event.event === 'image' ? [event.data] : []));
      const meals = mealsOf(events);
      expect(images.map((image) => image.mealId).sort()).toEqual(meals.map((meal) => meal.id).sort());
      expect(fake.requestsTo('images')).toHaveLength(3);
      expect(fake.requestsTo('images')[0]?.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1024' });
      expect(fake.requestsTo('images')[0]?.authorization).toBe(`Bearer ${SERVER_KEY}`);
      const lastImage = events.findLastIndex((event) => event.event === 'image');
      expect(lastImage).toBeLessThan(events.findIndex((event) => event.event === 'done'));
      expect(events.findIndex((event) => event.event === 'image')).toBeGreaterThan(
        events.findIndex((event) => event.event === 'stage' && event.data.percent === 70),
      );

      for (const image of images) expect(image.imageUrl).toMatch(UUID);
      const done = doneOf(events);
      for (const meal of done.data.meals) {
        expect(meal.imageUrl).toBe(images.find((image) => image.mealId === meal.id)?.imageUrl);
        expect(meal.imageLoading).toBeUndefined();
      }
      const picture = await newClient(modelApp).request(images[0]?.imageUrl ?? '');
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(Buffer.from(TINY_PNG_BASE64, 'base64'));

      expect((await newClient(modelApp).request('/api/images/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await newClient(modelApp).request('/api/images/not-a-uuid')).status).toBe(400);
    });

    it('falls back to illustrations when the image model fails', async () => {
      fake.setScenario('success', { images: 'fail' });
      const answer = await generate(modelApp, body(2));
      const { events } = answer;
      expect(answer.problems).toEqual([]);
      expect(events.map((event) => event.event)).not.toContain('error');
      const images = events.flatMap((event) => (event.event === 'image' ? [event.data] : []));
      expect(images).toHaveLength(2);
      for (const image of images) expect(image.imageUrl).toMatch(ILLUSTRATION);
      for (const meal of doneOf(events).data.meals) expect(meal.imageUrl).toMatch(ILLUSTRATION);
      const picture = await newClient(modelApp).request(images[0]?.imageUrl ?? '');
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    });
  });

  describe('configuration check and image test', () => {
    const check = async (envOverrides: Record<string, string>) => {
      const app = createTestApp(database, { tuning: FAST, envOverrides });
      const response = await newClient(app).request('/api/config/check');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      return { text, answer: JSON.parse(text) as Record<string, unknown> & { diagnostics: Record<string, unknown> } };
    };

    it('with no key: the catalog, and the spec message', async () => {
      const { answer } = await check({});
      expect(answer).toMatchObject({
        hasServerKey: false,
        isConfigured: false,
        keyPresent: false,
        keyFormatValid: false,
        provider: 'catalog',
        message: 'The server API key is not configured correctly. Please contact an administrator.',
        diagnostics: { keyLength: 0, potentiallyModified: false },
      });
      expect(Number.isNaN(Date.parse(String(answer.diagnostics.timestamp)))).toBe(false);
    });

    it('with an sk-proj- key: configured, masked, and the key nowhere in the answer', async () => {
      const key = 'sk-proj-abcDEF0123456789abcDEF0123456789abcDEF01';
      const { answer, text } = await check({ OPENAI_API_KEY: key });
      expect(answer).toMatchObject({
        hasServerKey: true,
        isConfigured: true,
        keyPresent: true,
        keyFormatValid: true,
        provider: 'openai',
        message: 'The server has a valid OpenAI API key configured.',
        diagnostics: { keyLength: key.length, keyFormat: 'sk-proj-…', potentiallyModified: false },
      });
      expect(text).not.toContain(key);
      expect(text).not.toContain(key.slice(8, 20));
    });

    it('tells where the model runs (host and port) to a signed-in cook only', async () => {
      const envOverrides = { OPENAI_API_KEY: 'sk-abc', OPENAI_BASE_URL: 'http://10.1.2.3:11434/v1', OPENAI_MODEL: 'llama3' };
      const anonymous = await check(envOverrides);
      expect(anonymous.answer.providerMessage).toBe('Meals come from llama3.');
      expect(anonymous.text).not.toContain('10.1.2.3');
      expect(anonymous.text).not.toContain('11434');
      const cook = await signedIn(createTestApp(database, { tuning: FAST, mailer, envOverrides }));
      const signedInAnswer = (await (await cook.request('/api/config/check')).json()) as { providerMessage: string };
      expect(signedInAnswer.providerMessage).toBe('Meals come from llama3 at 10.1.2.3:11434.');
    });

    it('with spaces around the key: potentially modified', async () => {
      const { answer } = await check({ OPENAI_API_KEY: ' sk-abc ' });
      expect(answer).toMatchObject({ keyPresent: true, diagnostics: { keyLength: 6, keyFormat: 'sk-…', potentiallyModified: true } });
    });

    it('with a key of the wrong shape for api.openai.com: invalid format, spec message', async () => {
      const { answer, text } = await check({ OPENAI_API_KEY: 'abc' });
      expect(answer).toMatchObject({
        hasServerKey: true,
        isConfigured: false,
        keyFormatValid: false,
        message: 'The OpenAI API key is invalid or in the wrong format.',
        diagnostics: { keyLength: 3, keyFormat: '…' },
      });
      expect(text).not.toContain('"abc"');
      // Another OpenAI-compatible server takes keys of any shape.
      expect((await check({ OPENAI_API_KEY: 'abc', OPENAI_BASE_URL: fake.baseURL })).answer).toMatchObject({
        keyFormatValid: true,
        isConfigured: true,
      });
    });

    it('test-image with no key: success false', async () => {
      const response = await (await signedIn(catalogApp)).request('/api/config/test-image', { method: 'POST', json: {} });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        success: false,
        message: 'OpenAI API key not configured. Please add your API key in settings.',
        imageUrl: null,
      });
      expect(fake.requests).toHaveLength(0);
    });

    it('test-image with the fake model: success true and the image is served', async () => {
      const response = await (await signedIn(modelApp)).request('/api/config/test-image', { method: 'POST', json: {} });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(SERVER_KEY);
      const answer = JSON.parse(text);
      expect(answer).toMatchObject({ success: true, error: null, imageUrl: expect.stringMatching(UUID) });
      expect(fake.requestsTo('images')).toHaveLength(1);
      expect(fake.requestsTo('images')[0]?.authorization).toBe(`Bearer ${SERVER_KEY}`);
      const picture = await newClient(modelApp).request(answer.imageUrl);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
    });

    it('test-image when the model refuses the key: success false, and the echoed key is redacted', async () => {
      const cook: TestClient = await signedIn(modelApp);
      fake.setScenario(401);
      const response = await cook.request('/api/config/test-image', { method: 'POST', json: {} });
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ success: false, imageUrl: null, details: { type: 'authentication', status: 401 } });
      expect(text).not.toContain(SERVER_KEY);
    });
  });
});
