import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai';
import { createClient } from '../../../tests/support/http-client';
import { createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Database } from '../db/database';
import { EnvError, parseEnv } from '../env';

const TOKEN = 'metrics-token-for-the-tests-0123';
const FAST = { generationTimeoutMs: 10_000, retryDelay: () => 1, sleep: async () => undefined };
const generation = { preferences: { mealCount: { main: 2 } }, count: 2 };

/** One sample's value from Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe.each(testDatabases())('GET /metrics on $name', ({ name, open }) => {
  let database: Database;
  let fake: FakeOpenAi;
  let app: ReturnType<typeof createTestApp>;
  const scrape = async () => {
    const response = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    database = await open();
    fake = await startFakeOpenAi();
    app = createTestApp(database, { tuning: FAST, envOverrides: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('does not exist without METRICS_TOKEN: a JSON 404 like any unknown path', async () => {
    const response = await createTestApp(database).request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: 'not_found' } });
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token in another scheme', { Authorization: `Basic ${TOKEN}` }],
  ])('refuses %s with a JSON 401 naming the bearer scheme', async (_, headers) => {
    const response = await app.request('/metrics', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { type: 'unauthenticated' } });
    expect(text).not.toContain('larder_');
  });

  it('counts requests by route pattern, never by the raw path', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/favorites/:mealId', status: '401' };
    const counted = sample(before, 'larder_http_requests_total', route) ?? 0;
    for (const id of ['meal-one', 'meal-two', 'meal-three']) await app.request(`/api/favorites/${id}`);
    await app.request('/api/favorites/count');
    await app.request('/api/no-such-route-42');

    const after = await scrape();
    expect(after).toContain(`# TYPE larder_http_requests_total counter`);
    expect(sample(after, 'larder_http_requests_total', route)).toBe(counted + 3);
    expect(sample(after, 'larder_http_requests_total', { route: '/api/favorites/count', status: '401' })).toBe(1);
    expect(sample(after, 'larder_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(after, 'larder_http_request_duration_seconds_count', { method: 'GET', route: '/api/favorites/:mealId' })).toBe(
      counted + 3,
    );
    for (const raw of ['meal-one', 'meal-two', 'no-such-route-42']) expect(after).not.toContain(raw);
  });

  it('counts generations by provider and outcome, and model calls with the tokens the provider reported', async () => {
    const catalog = await createClient(app, '10.95.0.1').request('/api/generations', { json: generation });
    await catalog.text();
    const modelApp = createTestApp(database, {
      tuning: FAST,
      envOverrides: {
        METRICS_TOKEN: TOKEN,
        OPENAI_API_KEY: 'sk-test-metrics-0123456789',
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MODEL: 'gpt-fake',
        // A visitor on the server's model, with pictures: every kind of model call is counted.
        GENERATION_ACCESS: 'anyone',
        OPENAI_IMAGES: 'on',
      },
    });
    const model = await createClient(modelApp, '10.95.0.2').request('/api/generations', { json: generation });
    expect(await model.text()).toContain('event: done');

    expect(sample(await scrape(), 'larder_generations_total', { provider: 'catalog', outcome: 'success' })).toBe(1);
    const text = await (await modelApp.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    expect(sample(text, 'larder_generations_total', { provider: 'openai', outcome: 'success' })).toBe(1);
    const calls = fake.requestsTo('chat').length;
    expect(sample(text, 'larder_model_calls_total', { operation: 'chat', model: 'gpt-fake', outcome: 'success' })).toBe(calls);
    // The fake model reports 400 prompt tokens per answer.
    expect(sample(text, 'larder_model_tokens_total', { operation: 'chat', model: 'gpt-fake', direction: 'input' })).toBe(400 * calls);
    expect(sample(text, 'larder_model_tokens_total', { direction: 'output' })).toBeGreaterThan(0);
    expect(fake.requestsTo('images').length).toBeGreaterThan(0);
    expect(sample(text, 'larder_model_images_total', { model: 'gpt-image-1' })).toBe(fake.requestsTo('images').length);
  });

  it('shows the database connections in use, idle and waiting, and the most it opens', async () => {
    const text = await scrape();
    for (const state of ['in_use', 'idle', 'waiting']) expect(sample(text, 'larder_db_connections', { state })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'larder_db_connections_max')).toBe(name === 'pglite' ? 1 : database.poolStats().max);
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long enough to be a secret', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(EnvError);
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
  });
});
