import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../../tests/support/accounts';
import { createClient } from '../../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import { IMPORT_RATE, MAX_RECIPES_PER_COOK, type ImportedRecipe, type OwnRecipe, type OwnRecipeInput } from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { CORPUS, corpusHtml } from './extract/recipe-corpus';

/** A 1×1 PNG: the smallest real picture. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const soup = (port: number) => `<!doctype html><html><head><title>Soup</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Pea and Mint Soup",
"image":"http://recipes.test:${port}/pea.png","author":{"@type":"Person","name":"Ruth Calder"},
"publisher":{"@type":"Organization","name":"Soup Season"},"recipeYield":"4","prepTime":"PT5M","cookTime":"PT15M",
"recipeIngredient":["1 tbsp olive oil","1 onion, chopped","500g frozen peas","750ml vegetable stock","a handful of mint leaves","2 dragon fruits"],
"recipeInstructions":[{"@type":"HowToStep","text":"Soften the onion in the oil."},{"@type":"HowToStep","text":"Add the peas and stock, simmer 5 minutes, blend with the mint."}]}</script>
</head><body><h1>Pea and Mint Soup</h1></body></html>`;

const recipeInput = (overrides: Partial<OwnRecipeInput> = {}): OwnRecipeInput => ({
  name: 'Weeknight Dal',
  description: 'Red lentils with a spiced butter.',
  cuisine: 'Indian',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 30,
  ingredients: [{ text: '250g red lentils' }, { text: '1 onion, sliced' }, { text: '2 tbsp ghee' }, { text: '1 litre water' }],
  steps: [{ text: 'Simmer the lentils.' }, { text: 'Fry the onion in the ghee and stir it in.' }],
  notes: 'Better the next day.',
  ...overrides,
});

describe.each(testDatabases())('own recipes on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let site: Server;
  let port = 0;
  const siteRequests: string[] = [];
  const mailer = createMemoryMailer();
  const nextIp = addressPool(31);
  let ann: TestClient;
  let bob: TestClient;
  let cookCount = 0;

  const newCook = () => signUpAndVerify(app, mailer, { email: `cook${++cookCount}@example.com`, ip: nextIp() });
  const json = async <T>(response: Response) => (await response.json()) as T;
  /** Rows of a raw query, on either driver. */
  const query = async <T>(statement: SQL): Promise<T[]> => {
    const result: unknown = await database.db.execute(statement);
    return (typeof result === 'object' && result !== null && 'rows' in result ? (result as { rows: T[] }).rows : result) as T[];
  };
  const save = async (client: TestClient, input: OwnRecipeInput = recipeInput()) => {
    const response = await client.request('/api/recipes', { json: input });
    expect(response.status).toBe(201);
    return (await json<{ recipe: OwnRecipe }>(response)).recipe;
  };

  beforeAll(async () => {
    site = createServer((request, response) => {
      siteRequests.push(request.url ?? '');
      if (request.url === '/soup') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(soup(port));
      else if (request.url === '/pea.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      else if (request.url === '/to-metadata') response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    database = await open();
    app = createTestApp(database, {
      mailer,
      recipeImport: {
        resolve: async (hostname) => {
          if (hostname === 'recipes.test') return [{ address: '127.0.0.1', family: 4 }];
          if (hostname === 'intranet.test') return [{ address: '10.0.0.7', family: 4 }];
          throw new Error('not found');
        },
        alsoAllow: (address) => address === '127.0.0.1',
      },
    });
    ann = await newCook();
    bob = await newCook();
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await database.close();
  });

  it('is for signed-in cooks only', async () => {
    const stranger = createClient(app, nextIp());
    for (const [method, path] of [
      ['GET', '/api/recipes'],
      ['POST', '/api/recipes/import'],
      ['GET', '/api/recipes/export'],
    ] as const) {
      const response = await stranger.request(path, { method, ...(method === 'POST' ? { json: { url: 'https://example.com' } } : {}) });
      expect(response.status).toBe(401);
    }
  });

  describe('import', () => {
    it('reads a pasted page into a recipe with parsed, matched lines, and saves nothing', async () => {
      const page = CORPUS.find((entry) => entry.file.includes('yoast-graph-chilli'))!;
      const response = await ann.request('/api/recipes/import', { json: { html: corpusHtml(page), url: page.pageUrl } });
      expect(response.status).toBe(200);
      const { recipe } = await json<{ recipe: ImportedRecipe }>(response);
      expect(recipe).toMatchObject({
        name: 'Easy Chilli con Carne',
        servings: 4,
        prepMinutes: 15,
        cookMinutes: 60,
        cuisine: 'Mexican',
        foundIn: 'json-ld',
        source: { url: page.pageUrl, name: 'Weeknight Kitchen', author: 'Jane Hollis' },
      });
      expect(recipe.ingredients[7]).toMatchObject({
        text: '500g lean beef mince',
        quantity: { amount: 500, unit: 'g' },
        food: 'lean beef mince',
        match: 'ingredient',
      });
      expect(recipe.ingredients[9]).toMatchObject({
        text: '1 x 400g tin chopped tomatoes',
        quantity: { amount: 400, unit: 'g' },
        ingredientId: 'tinned-chopped-tomatoes',
      });
      expect(recipe.steps).toHaveLength(5);
      expect(recipe.facts.nutrition.calories).toBeGreaterThan(200);
      expect((await json<{ recipes: unknown[] }>(await ann.request('/api/recipes'))).recipes).toEqual([]);
    });

    it('fetches a link through the guard, keeps its picture once, and marks the lines it could not match', async () => {
      const before = siteRequests.length;
      const response = await ann.request('/api/recipes/import', { json: { url: `http://recipes.test:${port}/soup` } });
      expect(response.status).toBe(200);
      const { recipe } = await json<{ recipe: ImportedRecipe }>(response);
      expect(siteRequests.slice(before)).toEqual(['/soup', '/pea.png']);
      expect(recipe.name).toBe('Pea and Mint Soup');
      expect(recipe.imageUrl).toMatch(/^\/api\/recipes\/images\/[0-9a-f-]{36}$/);
      const picture = await ann.request(recipe.imageUrl!);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
      expect((await bob.request(recipe.imageUrl!)).status).toBe(404);
      const unmatched = recipe.ingredients.filter((line) => line.match === 'unmatched').map((line) => line.text);
      expect(unmatched).toEqual(['2 dragon fruits']);
      expect(recipe.facts.allergens.state).toBe('unknown');
      expect(recipe.warnings.join(' ')).toMatch(/1 ingredient line was not found/);
    });

    it.each([
      ['loopback (any address but the fixture site)', () => `http://127.0.0.2:${port}/soup`],
      ['10/8', () => 'http://10.0.0.7/recipe'],
      ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a name resolving to 10/8', () => 'http://intranet.test/recipe'],
      ['IPv6 loopback', () => `http://[::1]:${port}/soup`],
      ['a redirect to the metadata service', () => `http://recipes.test:${port}/to-metadata`],
    ])('refuses %s with a message a cook understands', async (_name, url) => {
      const response = await ann.request('/api/recipes/import', { json: { url: url() } });
      expect(response.status).toBe(400);
      expect((await json<{ error: { message: string } }>(response)).error.message).toMatch(/private network/);
    });

    it('answers 400 for a page with no recipe and for a body that is neither a link nor a page', async () => {
      const none = await ann.request('/api/recipes/import', { json: { html: '<html><body><h1>Hello</h1></body></html>' } });
      expect(none.status).toBe(400);
      expect((await json<{ error: { message: string } }>(none)).error.message).toMatch(/No recipe was found/);
      for (const body of [{}, { url: 'ftp://example.com/x' }, { url: 'https://example.com', html: 5 }, { html: '' }]) {
        expect((await ann.request('/api/recipes/import', { json: body })).status).toBe(400);
      }
    });

    it(`limits each cook to ${IMPORT_RATE.max} imports in ten minutes`, async () => {
      const cook = await newCook();
      const html = soup(port).replace(/"image":"[^"]+",/, '');
      const statuses: number[] = [];
      for (let i = 0; i <= IMPORT_RATE.max; i += 1) statuses.push((await cook.request('/api/recipes/import', { json: { html } })).status);
      expect(statuses.slice(0, IMPORT_RATE.max).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('CRUD', () => {
    it('saves a recipe with numbers, not display text, and answers it with facts', async () => {
      const recipe = await save(ann);
      expect(recipe.ingredients.map((line) => [line.quantity, line.ingredientId, line.match])).toEqual([
        [{ amount: 250, unit: 'g' }, 'red-lentils', 'ingredient'],
        [{ amount: 1, unit: 'item' }, 'onion', 'ingredient'],
        [{ amount: 2, unit: 'tbsp' }, 'ghee', 'ingredient'],
        [{ amount: 1000, unit: 'ml' }, null, 'skip'],
      ]);
      expect(recipe.facts).toMatchObject({ totalMinutes: 40, allergens: { state: 'known', contains: ['milk'] }, diet: { state: 'known' } });
      expect(recipe.facts.diet.dietaryOptions).toContain('Vegetarian');
      const [row] = await query<{ amount: number; unit: string; prep: number }>(
        sql`select l.amount, l.unit, r.prep_minutes as prep from own_recipe_lines l join own_recipes r on r.id = l.recipe_id where r.id = ${recipe.id} and l.position = 0`,
      );
      expect(row).toEqual({ amount: 250, unit: 'g', prep: 10 });
      expect((await json<{ recipe: OwnRecipe }>(await ann.request(`/api/recipes/${recipe.id}`))).recipe).toEqual(recipe);
    });

    it("keeps the cook's match, and unknown allergens while a line is unmatched", async () => {
      const recipe = await save(
        ann,
        recipeInput({ name: 'Dragon bowl', ingredients: [{ text: '2 dragon fruits' }, { text: '100g greek yoghurt' }] }),
      );
      expect(recipe.facts.allergens.state).toBe('unknown');
      const fixed = await ann.request(`/api/recipes/${recipe.id}`, {
        method: 'PUT',
        json: recipeInput({
          name: 'Dragon bowl',
          ingredients: [
            { text: '2 dragon fruits', matchedBy: 'cook', match: 'ingredient', ingredientId: 'mango' },
            { text: '100g greek yoghurt' },
          ],
        }),
      });
      expect(fixed.status).toBe(200);
      const { recipe: after } = await json<{ recipe: OwnRecipe }>(fixed);
      expect(after.ingredients[0]).toMatchObject({ ingredientId: 'mango', matchedBy: 'cook', match: 'ingredient' });
      expect(after.facts.allergens).toMatchObject({ state: 'known', contains: ['milk'] });
    });

    it('lists with search and filters', async () => {
      const cook = await newCook();
      await save(
        cook,
        recipeInput({ name: 'Cheese on toast', cuisine: 'British', ingredients: [{ text: '2 slices bread' }, { text: '50g cheddar' }] }),
      );
      await save(
        cook,
        recipeInput({ name: 'Tofu stir-fry', cuisine: 'Chinese', ingredients: [{ text: '200g firm tofu' }, { text: '1 head broccoli' }] }),
      );
      await save(cook, recipeInput({ name: 'Mystery stew', cuisine: 'British', ingredients: [{ text: '2 dragon fruits' }] }));
      const names = async (query: string) =>
        (await json<{ recipes: { name: string }[] }>(await cook.request(`/api/recipes${query}`))).recipes.map((recipe) => recipe.name);
      expect(await names('')).toEqual(['Cheese on toast', 'Mystery stew', 'Tofu stir-fry']);
      expect(await names('?q=tofu')).toEqual(['Tofu stir-fry']);
      expect(await names('?q=cheddar')).toEqual(['Cheese on toast']);
      expect(await names('?cuisine=British')).toEqual(['Cheese on toast', 'Mystery stew']);
      expect(await names('?diet=Vegan')).toEqual(['Tofu stir-fry']);
      expect(await names('?free=milk')).toEqual(['Tofu stir-fry']);
      expect((await cook.request('/api/recipes?free=nuts')).status).toBe(400);
    });

    it("never shows, changes or deletes another cook's recipe", async () => {
      const recipe = await save(ann, recipeInput({ name: "Ann's secret stew" }));
      expect((await bob.request(`/api/recipes/${recipe.id}`)).status).toBe(404);
      expect((await bob.request(`/api/recipes/${recipe.id}`, { method: 'PUT', json: recipeInput({ name: 'Hijacked' }) })).status).toBe(404);
      expect((await bob.request(`/api/recipes/${recipe.id}`, { method: 'DELETE' })).status).toBe(404);
      const bobs = await json<{ recipes: { name: string }[] }>(await bob.request('/api/recipes'));
      expect(bobs.recipes.map((entry) => entry.name)).not.toContain("Ann's secret stew");
      expect((await json<{ recipe: OwnRecipe }>(await ann.request(`/api/recipes/${recipe.id}`))).recipe.name).toBe("Ann's secret stew");
    });

    it('deletes a recipe with its lines and its picture', async () => {
      const cook = await newCook();
      const upload = await cook.request('/api/recipes/images', {
        json: undefined,
        method: 'POST',
        headers: { 'Content-Type': 'image/png' },
      });
      expect(upload.status).toBe(400);
      const image = await uploadPng(cook);
      const recipe = await save(cook, recipeInput({ imageId: image.id }));
      expect((await cook.request(`/api/recipes/${recipe.id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await cook.request(`/api/recipes/${recipe.id}`)).status).toBe(404);
      expect((await cook.request(image.url)).status).toBe(404);
    });

    it('refuses bad input with a 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ ...recipeInput(), name: '' }, 'name'],
        [{ ...recipeInput(), servings: 0 }, 'servings'],
        [{ ...recipeInput(), ingredients: [] }, 'ingredients'],
        [{ ...recipeInput(), prepMinutes: 9_999 }, 'prepMinutes'],
        [
          { ...recipeInput(), ingredients: [{ text: '1 egg', matchedBy: 'cook', match: 'ingredient', ingredientId: 'unicorn-egg' }] },
          'ingredients.0.ingredientId',
        ],
        [{ ...recipeInput(), source: { url: 'javascript:alert(1)' } }, 'source.url'],
        [{ ...recipeInput(), imageId: '00000000-0000-4000-8000-000000000000' }, 'imageId'],
      ];
      for (const [body, field] of cases) {
        const response = await ann.request('/api/recipes', { json: body });
        expect(response.status).toBe(400);
        expect(Object.keys((await json<{ error: { fields?: Record<string, string> } }>(response)).error.fields ?? {})).toContain(field);
      }
      expect((await ann.request('/api/recipes/not-a-uuid')).status).toBe(400);
    });

    it(`keeps at most ${MAX_RECIPES_PER_COOK} recipes per cook`, async () => {
      const cook = await newCook();
      const [owner] = await query<{ id: string }>(sql`select id from "user" where email = ${`cook${cookCount}@example.com`}`);
      const userId = owner?.id ?? '';
      await database.db.execute(
        sql`insert into own_recipes (user_id, name, servings, steps, bytes) select ${userId}, 'Filler ' || n, 1, '[]'::jsonb, 100 from generate_series(1, ${MAX_RECIPES_PER_COOK}) n`,
      );
      const refused = await cook.request('/api/recipes', { json: recipeInput() });
      expect(refused.status).toBe(409);
      expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(/up to 500 recipes/);
    });
  });

  async function uploadPng(client: TestClient) {
    const response = await app.request('/api/recipes/images', {
      method: 'POST',
      headers: {
        'Content-Type': 'image/png',
        Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'X-Forwarded-For': nextIp(),
      },
      body: PNG,
    });
    expect(response.status).toBe(201);
    return (await json<{ image: { id: string; url: string } }>(response)).image;
  }

  describe('pictures', () => {
    it('keeps a real picture and refuses anything else', async () => {
      const image = await uploadPng(ann);
      expect((await ann.request(image.url)).headers.get('cache-control')).toMatch(/private/);
      const cookie = [...ann.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const svg = await app.request('/api/recipes/images', {
        method: 'POST',
        headers: { 'Content-Type': 'image/svg+xml', Cookie: cookie },
        body: '<svg onload="alert(1)"/>',
      });
      expect(svg.status).toBe(400);
      const huge = await app.request('/api/recipes/images', {
        method: 'POST',
        headers: { 'Content-Type': 'image/png', Cookie: cookie },
        body: Buffer.concat([PNG, Buffer.alloc(1_100_000)]),
      });
      expect(huge.status).toBe(413);
      expect((await json<{ error: { message: string } }>(huge)).error.message).toMatch(/too large/);
    });
  });

  describe('export and import', () => {
    it('brings every recipe back from the exported file with nothing lost, and does not double them', async () => {
      const author = await newCook();
      const image = await uploadPng(author);
      await save(
        author,
        recipeInput({
          name: 'Crumble',
          mealType: 'main',
          imageId: image.id,
          source: { url: 'https://www.example.com/crumble', name: 'Pudding Club', author: 'Margaret Lowe' },
          ingredients: [
            { text: 'For the filling:' },
            { text: '4 Bramley apples, peeled' },
            { text: '2 dragon fruits', matchedBy: 'cook', match: 'skip' },
            { text: 'For the crumble:' },
            { text: '200g plain flour' },
            { text: '100g cold butter, cubed', matchedBy: 'cook', match: 'ingredient', ingredientId: 'unsalted-butter' },
          ],
          steps: [
            { text: 'Toss the fruit.', section: 'For the filling' },
            { text: 'Rub in the butter.', section: 'For the crumble' },
          ],
        }),
      );
      await save(
        author,
        recipeInput({ name: 'Porridge', mealType: 'breakfast', cuisine: null, prepMinutes: null, cookMinutes: 5, notes: '' }),
      );
      const exported = await json<Record<string, unknown>>(await author.request('/api/recipes/export'));
      expect(exported['@context']).toBe('https://schema.org');

      const heir = await newCook();
      const imported = await heir.request('/api/recipes/import-file', { json: exported });
      expect(imported.status).toBe(201);
      expect(await json(imported)).toMatchObject({ imported: 2, skipped: 0 });
      const again = await heir.request('/api/recipes/import-file', { json: exported });
      expect(await json(again)).toMatchObject({ imported: 0, skipped: 2 });

      const reexported = await json<{ '@graph': Record<string, unknown>[] }>(await heir.request('/api/recipes/export'));
      const strip = ({ dateCreated: _created, dateModified: _modified, ...rest }: Record<string, unknown>) => rest;
      expect(reexported['@graph'].map(strip)).toEqual((exported['@graph'] as Record<string, unknown>[]).map(strip));
      const crumble = (await json<{ recipes: OwnRecipe[] }>(await heir.request('/api/recipes'))).recipes.find(
        (recipe) => recipe.name === 'Crumble',
      )!;
      expect(Buffer.from(await (await heir.request(crumble.imageUrl!)).arrayBuffer())).toEqual(PNG);
    });

    it('reads a schema.org Recipe from another app, and refuses a file that holds none', async () => {
      const cook = await newCook();
      const other = {
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Beans on toast',
        recipeYield: '2',
        recipeIngredient: ['1 x 400g tin baked beans', '2 slices bread'],
      };
      const response = await cook.request('/api/recipes/import-file', { json: other });
      expect(response.status).toBe(201);
      const { recipes } = await json<{ recipes: { name: string; servings: number }[] }>(await cook.request('/api/recipes'));
      expect(recipes).toMatchObject([{ name: 'Beans on toast', servings: 2 }]);
      expect((await cook.request('/api/recipes/import-file', { json: { hello: 'world' } })).status).toBe(400);
      expect((await cook.request('/api/recipes/import-file', { json: '{not json' })).status).toBe(400);
    });
  });

  it('previews lines and facts without saving', async () => {
    const response = await ann.request('/api/recipes/preview', {
      json: { servings: 2, ingredients: [{ text: '200g chicken breast' }, { text: 'salt, to taste' }] },
    });
    expect(response.status).toBe(200);
    const preview = await json<{ ingredients: { ingredientId: string | null }[]; facts: { nutrition: { protein: number } } }>(response);
    expect(preview.ingredients.map((line) => line.ingredientId)).toEqual(['chicken-breast', 'salt']);
    expect(preview.facts.nutrition.protein).toBeGreaterThan(20);
  });
});
