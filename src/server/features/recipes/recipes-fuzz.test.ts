import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { payloadsFor, text, type Payload } from '../../../../tests/support/fuzz';
import { TEST_BASE_URL, createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import type { OwnRecipe } from '../../../domain/recipes';
import type { Database } from '../../db/database';

/**
 * docs/design.md §4 for the recipe routes: any body, query or id gets a 2xx or a 4xx with a message,
 * never a 500. Import is fuzzed with pasted pages only, and the app's resolver answers no name,
 * so nothing here can fetch from outside this machine.
 */

const RUNS = 40;

const VALID = {
  recipe: {
    name: 'Dal',
    description: 'Lentils.',
    cuisine: 'Indian',
    mealType: 'main',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 30,
    ingredients: [{ text: '250g red lentils' }, { text: '2 dragon fruits', matchedBy: 'cook', match: 'ingredient', ingredientId: 'mango' }],
    steps: [{ text: 'Simmer.', section: 'Dal' }],
    notes: '',
    imageId: null,
    source: { url: 'https://example.com/dal', name: 'Site', author: 'Ann' },
  },
  page: {
    html: '<script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeYield":"4","prepTime":"PT5M","recipeIngredient":["1 onion","500g peas"],"recipeInstructions":[{"@type":"HowToStep","text":"Cook."}]}</script>',
  },
  file: {
    '@context': 'https://schema.org',
    '@graph': [{ '@type': 'Recipe', name: 'Toast', recipeIngredient: ['2 slices bread'], larder: { version: 1 } }],
  },
};

describe.each(testDatabases())('fuzzing the recipe routes on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let cook: TestClient;
  let recipeId = '';
  const mailer = createMemoryMailer();
  const nextIp = addressPool(52);

  async function check(method: string, path: string, payload?: Payload) {
    const headers = new Headers({ 'X-Forwarded-For': nextIp(), Origin: TEST_BASE_URL });
    headers.set('Cookie', [...cook.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (payload?.contentType !== undefined) headers.set('Content-Type', payload.contentType);
    const response = await app.request(path, {
      method,
      headers,
      body: payload === undefined ? undefined : new TextEncoder().encode(payload.body),
    });
    const body = await response.text();
    const where = `${method} ${path.slice(0, 100)} ${JSON.stringify(payload?.body.slice(0, 160) ?? '')} → ${response.status} ${body.slice(0, 300)}`;
    expect(response.status, where).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.headers.get('content-type'), where).toMatch(/^application\/json/);
      const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
      expect(typeof message === 'string' && message.length > 0, where).toBe(true);
    }
  }

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, {
      mailer,
      recipeImport: {
        resolve: async () => {
          throw new Error('no names resolve in the fuzz');
        },
        timeoutMs: 200,
      },
    });
    cook = await signUpAndVerify(app, mailer, { email: 'recipe-fuzz@example.com', ip: nextIp() });
    const created = await cook.request('/api/recipes', { json: VALID.recipe });
    recipeId = ((await created.json()) as { recipe: OwnRecipe }).recipe.id;
  });
  afterAll(async () => {
    await database.close();
  });

  it('POST /api/recipes, PUT /api/recipes/:id and POST /api/recipes/preview answer any body', async () => {
    const probe = fc.tuple(
      fc.constantFrom('POST /api/recipes', `PUT /api/recipes/:id`, 'POST /api/recipes/preview'),
      payloadsFor(VALID.recipe),
    );
    await fc.assert(
      fc.asyncProperty(probe, async ([route, payload]) => {
        const [method = 'POST', path = ''] = route.split(' ');
        await check(method, path.replace(':id', recipeId), payload);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('POST /api/recipes/import answers any pasted page', async () => {
    await fc.assert(
      fc.asyncProperty(payloadsFor(VALID.page), (payload) => check('POST', '/api/recipes/import', payload)),
      { numRuns: RUNS },
    );
  });

  it('POST /api/recipes/import-file answers any file', async () => {
    await fc.assert(
      fc.asyncProperty(payloadsFor(VALID.file), (payload) => check('POST', '/api/recipes/import-file', payload)),
      { numRuns: RUNS },
    );
  });

  it('GET, PUT and DELETE /api/recipes/:id and GET /api/recipes?… answer odd ids and queries', async () => {
    const probe = fc.oneof(
      fc.tuple(
        fc.constantFrom('GET', 'DELETE'),
        text(40).map((raw) => `/api/recipes/${encodeURIComponent(raw)}`),
      ),
      fc
        .record({ q: text(40), cuisine: text(12), mealType: text(10), diet: text(10), free: text(30) })
        .map(
          ({ q, cuisine, mealType, diet, free }) =>
            ['GET', `/api/recipes?${new URLSearchParams({ q, cuisine, mealType, diet, free })}`] as const,
        ),
      fc.constant(['GET', '/api/recipes/images/not-an-id'] as const),
    );
    await fc.assert(
      fc.asyncProperty(probe, ([method, path]) => check(method, path)),
      { numRuns: RUNS },
    );
  });
});
