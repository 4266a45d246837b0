import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_LINES, type ModelLine } from '../../../tests/support/allergen-corpus/model-lines';
import { TYPED_PHRASINGS } from '../../../tests/support/allergen-corpus/typed-phrasings';
import { mealWithLine, startFakeOpenAi, type FakeMeal, type FakeOpenAi } from '../../../tests/support/fake-openai';
import { createClient } from '../../../tests/support/http-client';
import { createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import { ALLERGENS, type Allergen } from '../../domain/allergens';
import { generationEventSchema, MAX_GENERATION_COUNT } from '../../domain/generation';
import type { Meal } from '../../domain/meal';
import type { Database } from '../db/database';

/** Wide enough that only allergies and exclusions decide which meals are let through. */
const OPEN = { cookingTime: '90 minutes+', maxPricePerMeal: '£15.00+', caloriesRange: [250, 2000], proteinRange: [0, 120] };

type Served = { meal: FakeMeal; line: ModelLine };

/**
 * The model path with a fake model that writes the corpus: every meal it serves is built around one
 * line a model might write. Whatever the cook declares, not one meal holding it may come through.
 * The database plays no part in vetting, so the embedded one is enough.
 */
describe('allergies on the model path (fake OpenAI server, corpus answers)', () => {
  const [first] = testDatabases();
  let database: Database;
  let fake: FakeOpenAi;
  let app: ReturnType<typeof createTestApp>;
  let clients = 0;

  beforeAll(async () => {
    if (!first) throw new Error('no test database');
    database = await first.open();
    fake = await startFakeOpenAi();
    app = createTestApp(database, {
      tuning: { generationTimeoutMs: 20_000, retryDelay: () => 5, sleep: async () => undefined },
      // Visitors reach the model here (the default keeps them on the catalog when a server key is set).
      envOverrides: {
        OPENAI_API_KEY: 'sk-proj-fake0key0for0the0allergy0corpus0abcdefghij',
        OPENAI_BASE_URL: fake.baseURL,
        GENERATION_ACCESS: 'anyone',
      },
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  /** Serves the meals to one generation for these preferences; answers every meal the cook was shown. */
  async function generate(served: readonly FakeMeal[], preferences: Record<string, unknown>): Promise<Meal[]> {
    fake.setScenario('scripted', { meals: served });
    clients += 1;
    const client = createClient(app, `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`);
    const count = Math.min(Math.max(served.length, 1), MAX_GENERATION_COUNT);
    const response = await client.request('/api/generations', {
      json: { preferences: { mealCount: { main: Math.min(count, 7) }, ...OPEN, ...preferences }, count },
    });
    expect(response.status).toBe(200);
    const shown: Meal[] = [];
    for (const block of (await response.text()).split('\n\n')) {
      const event = /^event: (\w+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || !data) continue;
      const parsed = generationEventSchema.parse({ event, data: JSON.parse(data) });
      if (parsed.event === 'meal') shown.push(parsed.data.meal);
      if (parsed.event === 'done') shown.push(...parsed.data.meals);
      if (parsed.event === 'error') throw new Error(parsed.data.message);
    }
    return shown;
  }

  const corpusMeals = (lines: readonly ModelLine[], tag: string): Served[] =>
    lines.map((line, index) => ({ line, meal: mealWithLine(`Corpus ${tag} ${index + 1}`, line.line) }));

  function chunks<T>(items: readonly T[], size: number): T[][] {
    const out: T[][] = [];
    for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
    return out;
  }

  it.each([...ALLERGENS])('lets no meal through that holds %s when the cook ticks it', async (allergen) => {
    const holding = MODEL_LINES.filter((line) => line.holds.includes(allergen));
    expect(holding.length).toBeGreaterThan(0);
    for (const batch of chunks(corpusMeals(holding, allergen), MAX_GENERATION_COUNT)) {
      const shown = await generate(
        batch.map(({ meal }) => meal),
        { allergies: [allergen] },
      );
      const names = new Set(shown.map((meal) => meal.name));
      for (const { meal, line } of batch) expect(names.has(meal.name), `${line.line} reached a cook allergic to ${allergen}`).toBe(false);
      for (const meal of shown) expect([...(meal.allergens ?? []), ...(meal.mayContain ?? [])]).not.toContain(allergen);
    }
  });

  it('refuses every meal with a line it cannot identify, when the cook has any allergy', async () => {
    const vague = corpusMeals(
      MODEL_LINES.filter((line) => !line.identified),
      'vague',
    );
    const shown = await generate(
      vague.map(({ meal }) => meal),
      { allergies: ['celery'] },
    );
    const names = new Set(shown.map((meal) => meal.name));
    for (const { meal, line } of vague) expect(names.has(meal.name), line.line).toBe(false);
  });

  it('lets clean meals through, labelled and checked by Larder', async () => {
    const clean = corpusMeals(
      MODEL_LINES.filter((line) => line.identified && line.holds.length === 0),
      'clean',
    ).slice(0, MAX_GENERATION_COUNT);
    const shown = await generate(
      clean.map(({ meal }) => meal),
      { allergies: ['peanuts', 'sesame'] },
    );
    expect(shown.filter((meal) => meal.name.startsWith('Corpus clean')).length).toBe(clean.length * 2);
    for (const meal of shown) expect(meal.allergenSource).toBe('checked');
  });

  const ruling = TYPED_PHRASINGS.filter((row) => row.allergens.length > 0);
  /** One corpus line holding each allergen: the meals a typed entry must keep away. */
  const holderOf = (allergen: Allergen) => MODEL_LINES.find((line) => line.holds.includes(allergen) && line.holds.length === 1);

  it(`keeps away what each of the ${ruling.length} typed phrasings rules out`, async () => {
    const leaks: string[] = [];
    for (const [index, row] of ruling.entries()) {
      const lines = row.allergens.map(holderOf).filter((line): line is ModelLine => line !== undefined);
      const served = corpusMeals(lines, `typed ${index}`);
      const shown = await generate(
        served.map(({ meal }) => meal),
        { excludedItems: [row.typed] },
      );
      const names = new Set(shown.map((meal) => meal.name));
      for (const { meal, line } of served) if (names.has(meal.name)) leaks.push(`'${row.typed}' let through ${line.line}`);
    }
    expect(leaks).toEqual([]);
  }, 600_000);
});
