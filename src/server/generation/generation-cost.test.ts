import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../tests/support/accounts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai';
import { createClient } from '../../../tests/support/http-client';
import { doneOf, readGeneration } from '../../../tests/support/sse';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Tuning } from '../context';
import type { Database } from '../db/database';
import { appRateLimits, generatedImages, modelUsage, user } from '../db/schema';
import { loadImage, saveImage, trimImages } from './image-store';

/**
 * Issue #14 'Cost': who may spend the server's model budget, how many generations run at once and
 * wait, the daily caps counted in the database, one retry policy, a client going away, pictures.
 */

const FAST: Tuning = { generationTimeoutMs: 20_000, retryDelay: () => 10, sleep: async () => undefined };
const SERVER_KEY = 'sk-proj-server0key0for0the0cost0tests0abcdefgh';
const USER_KEY = 'sk-cook0own0key0for0the0cost0tests0123456';
const body = (count = 2, preferences: Record<string, unknown> = {}) => ({
  preferences: { mealCount: { main: count }, ...preferences },
  count,
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('the operator’s bill on $name', ({ open }) => {
  let database: Database;
  let fake: FakeOpenAi;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(92);
  let cooks = 0;

  const appWith = (envOverrides: Record<string, string> = {}) =>
    createTestApp(database, {
      tuning: FAST,
      mailer,
      envOverrides: { OPENAI_API_KEY: SERVER_KEY, OPENAI_BASE_URL: fake.baseURL, ...envOverrides },
    });
  type App = ReturnType<typeof appWith>;
  const visitor = (app: App) => createClient(app, nextIp());
  const cook = (app: App) => signUpAndVerify(app, mailer, { email: `cost-cook-${(cooks += 1)}@example.com`, ip: nextIp() });
  /** Someone else's client on `app` carrying `client`'s session (a second server, say). */
  const sameCookOn = (app: App, client: TestClient) => {
    const other = createClient(app, nextIp());
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    return other;
  };
  const start = (client: TestClient, headers?: Record<string, string>, request: unknown = body()) =>
    client.request('/api/generations', { json: request, headers });
  async function generate(client: TestClient, headers?: Record<string, string>, request?: unknown) {
    const response = await start(client, headers, request);
    expect(response.status).toBe(200);
    return readGeneration(response).finished;
  }
  const status = async (client: TestClient) =>
    ((await (await client.request('/api/config/check')).json()) as { generation: Record<string, unknown> }).generation;

  beforeAll(async () => {
    database = await open();
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    fake.setScenario('success');
    fake.clearRequests();
    await database.db.delete(modelUsage);
    await database.db.delete(appRateLimits);
  });

  describe('who may use the server’s model (GENERATION_ACCESS)', () => {
    it('by default gives a visitor without an account the catalog, says why, and spends nothing', async () => {
      const events = await generate(visitor(appWith()));
      const done = doneOf(events);
      expect(done.provider).toBe('catalog');
      expect(done.catalogReason).toEqual({
        reason: 'account_required',
        message:
          "AI meal suggestions are for signed-in cooks, so these come from Larder's own recipe catalog. Sign in to get suggestions from the AI model.",
      });
      expect(done.meals.length).toBe(2);
      expect(fake.requests).toHaveLength(0);
    });

    it('gives a signed-in cook the model', async () => {
      const done = doneOf(await generate(await cook(appWith())));
      expect(done.provider).toBe('openai');
      expect(done.catalogReason).toBeUndefined();
      expect(fake.requestsTo('chat')).toHaveLength(1);
    });

    it('with GENERATION_ACCESS=anyone gives visitors the model too', async () => {
      expect(doneOf(await generate(visitor(appWith({ GENERATION_ACCESS: 'anyone' })))).provider).toBe('openai');
    });

    it('lets a cook’s own key past the access rule and the daily caps: the cook pays', async () => {
      const app = appWith({ MODEL_DAILY_LIMIT: '0', MODEL_DAILY_LIMIT_PER_USER: '0' });
      const done = doneOf(await generate(visitor(app), { 'X-OpenAI-Key': USER_KEY }));
      expect(done.provider).toBe('openai');
      for (const request of fake.requests) expect(request.authorization).toBe(`Bearer ${USER_KEY}`);
      expect(await database.db.select().from(modelUsage)).toEqual([]);
    });

    it('keeps the image test for signed-in cooks', async () => {
      const response = await visitor(appWith({ OPENAI_IMAGES: 'on' })).request('/api/config/test-image', { method: 'POST', json: {} });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { type: 'unauthenticated', message: 'Please sign in to test image generation.' } });
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('pictures (OPENAI_IMAGES)', () => {
    it('are off by default: every meal gets its illustration and the image model is never asked', async () => {
      const events = await generate(await cook(appWith()));
      expect(events.some((event) => event.event === 'image')).toBe(false);
      for (const meal of doneOf(events).meals) expect(meal.imageUrl).toMatch(/^\/api\/illustrations\/meal\.svg\?/);
      expect(fake.requestsTo('images')).toHaveLength(0);
    });

    it('with OPENAI_IMAGES=on come from the image model', async () => {
      const events = await generate(await cook(appWith({ OPENAI_IMAGES: 'on' })));
      expect(fake.requestsTo('images')).toHaveLength(2);
      for (const meal of doneOf(events).meals) expect(meal.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\?name=/);
    });

    it('with OPENAI_IMAGES=off make the image test say so, without asking the model', async () => {
      const answer = await (await (await cook(appWith())).request('/api/config/test-image', { method: 'POST', json: {} })).json();
      expect(answer).toMatchObject({ success: false, imageUrl: null, details: { images: 'off' } });
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe('daily caps, counted in the database', () => {
    it('hold across two servers: per cook, then in all, with the catalog and the reason past them', async () => {
      const limits = { MODEL_DAILY_LIMIT_PER_USER: '2', MODEL_DAILY_LIMIT: '3' };
      const [one, two] = [appWith(limits), appWith(limits)];
      const ann = await cook(one);
      expect(doneOf(await generate(ann)).provider).toBe('openai');
      expect(doneOf(await generate(sameCookOn(two, ann))).provider).toBe('openai');
      const third = doneOf(await generate(ann));
      expect(third.provider).toBe('catalog');
      expect(third.catalogReason?.reason).toBe('user_daily_limit');
      expect(third.catalogReason?.message).toMatch(/^You have had today's 2 AI meal suggestions/);

      const bea = await cook(two);
      expect(doneOf(await generate(bea)).provider).toBe('openai');
      const cat = await cook(one);
      const overall = doneOf(await generate(cat));
      expect(overall.provider).toBe('catalog');
      expect(overall.catalogReason?.reason).toBe('daily_limit');
      expect(fake.requestsTo('chat')).toHaveLength(3);

      expect(await status(ann)).toMatchObject({ usedToday: 3, dailyLimit: 3, yoursToday: 2, perCookLimit: 2, access: 'account' });
      expect(await status(visitor(one))).toMatchObject({ usedToday: 3, yoursToday: null });
    });

    it('count a generation once, however many times vetting asks the model again', async () => {
      fake.setScenario('allergen');
      const ann = await cook(appWith());
      const done = doneOf(await generate(ann, undefined, body(3, { excludedItems: ['nuts'] })));
      expect(done.provider).toBe('openai');
      expect(fake.requestsTo('chat')).toHaveLength(2);
      expect(await status(ann)).toMatchObject({ usedToday: 1, yoursToday: 1 });
    });

    it('go with the account when a cook’s account is deleted; the count in all stays', async () => {
      const ann = await cook(appWith());
      await generate(ann);
      const annId = ((await (await ann.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
      const subjects = async () =>
        (await database.db.select({ subject: modelUsage.subject }).from(modelUsage)).map((row) => row.subject).sort();
      expect(await subjects()).toEqual(['all', `user:${annId}`]);
      await database.db.delete(user).where(eq(user.id, annId));
      expect(await subjects()).toEqual(['all']);
    });
  });

  describe('model generations at once (MODEL_CONCURRENCY) and the queue (MODEL_QUEUE_LENGTH)', () => {
    it('queue past the cap with the place shown, refuse past the queue with 429 and Retry-After, and move on as slots free', async () => {
      const app = appWith({ GENERATION_ACCESS: 'anyone', MODEL_CONCURRENCY: '1', MODEL_QUEUE_LENGTH: '1' });
      fake.setScenario('slow', { slowMs: 60_000 });
      const first = readGeneration(await start(visitor(app)));
      await expect.poll(() => fake.requestsTo('chat').length).toBe(1);

      const second = readGeneration(await start(visitor(app)));
      await expect.poll(() => second.events[0]).toEqual({ event: 'queued', data: { position: 1 } });

      const full = await start(visitor(app));
      expect(full.status).toBe(429);
      expect(full.headers.get('retry-after')).toBe('30');
      expect(await full.json()).toEqual({
        error: {
          type: 'rate_limit',
          message: 'Larder is making as many meals with its AI model as it can just now. Please try again in a minute.',
        },
      });
      // A cook's own key skips the daily caps, not this one.
      expect((await start(visitor(app), { 'X-OpenAI-Key': USER_KEY })).status).toBe(429);

      // The queued client goes away: its place is free again.
      await second.stop();
      const third = readGeneration(await start(visitor(app)));
      await expect.poll(() => third.events[0]).toEqual({ event: 'queued', data: { position: 1 } });

      // The running one goes away: the queued one runs, its stages after its place in the queue.
      fake.setScenario('success');
      await first.stop();
      const events = await third.finished;
      expect(events[0]?.event).toBe('queued');
      expect(events[1]).toMatchObject({ event: 'stage', data: { stage: 'Verifying configuration' } });
      expect(doneOf(events).provider).toBe('openai');
      expect(fake.requestsTo('chat')).toHaveLength(2);
    });

    it('never hold back catalog generations', async () => {
      const app = appWith({ MODEL_CONCURRENCY: '1', MODEL_QUEUE_LENGTH: '0' });
      fake.setScenario('slow', { slowMs: 60_000 });
      const running = readGeneration(await start(await cook(app)));
      await expect.poll(() => fake.requestsTo('chat').length).toBe(1);
      expect(doneOf(await generate(visitor(app))).provider).toBe('catalog');
      await running.stop();
    });
  });

  describe('one retry policy, and a client that goes away', () => {
    it('retries on the server only, telling the page before each retry', async () => {
      fake.setScenario(500);
      const events = await generate(await cook(appWith()));
      expect(events.filter((event) => event.event === 'retry').map((event) => event.data)).toEqual([
        { attempt: 2, attempts: 3 },
        { attempt: 3, attempts: 3 },
      ]);
      expect(events.at(-1)).toMatchObject({ event: 'error', data: { type: 'server' } });
      expect(fake.requestsTo('chat')).toHaveLength(3);
    });

    it('stops the model call in flight when the client goes away, and asks nothing more', async () => {
      fake.setScenario('slow', { slowMs: 60_000 });
      const generation = readGeneration(await start(await cook(appWith())));
      await expect.poll(() => fake.openRequests).toBe(1);
      await generation.stop();
      await expect.poll(() => fake.openRequests).toBe(0);
      await pause(300);
      expect(fake.requests).toHaveLength(1);
    });

    it('stops the pictures in flight too', async () => {
      fake.setScenario('success', { imageDelayMs: 60_000 });
      const generation = readGeneration(await start(await cook(appWith({ OPENAI_IMAGES: 'on' })), undefined, body(6)));
      await expect.poll(() => fake.requestsTo('images').length).toBeGreaterThan(0);
      await generation.stop();
      await expect.poll(() => fake.openRequests).toBe(0);
      const asked = fake.requestsTo('images').length;
      await pause(300);
      expect(fake.requestsTo('images')).toHaveLength(asked);
      expect(asked).toBeLessThan(6);
    });
  });

  describe('the picture store (IMAGE_STORE_LIMIT_MB)', () => {
    const picture = (bytes: number) => ({ data: new Uint8Array(bytes).fill(7), contentType: 'image/png' });
    const meal = (name: string) => ({ name, cuisine: 'Indian', ingredients: [{ name: 'lentils' }] });

    it('keeps under its size, the least recently used removed first, and a removed picture falls back to its illustration', async () => {
      await database.db.delete(generatedImages);
      const urls = [];
      for (const name of ['Dal', 'Pho', 'Stew']) urls.push(await saveImage(database.db, picture(1_000), meal(name), 10_000));
      const ids = urls.map((url) => /\/api\/images\/([0-9a-f-]+)\?/.exec(url)?.[1] ?? '');
      // Dal was used most recently, Pho longest ago.
      const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
      await database.db
        .update(generatedImages)
        .set({ lastUsedAt: at(5) })
        .where(eq(generatedImages.id, ids[0] ?? ''));
      await database.db
        .update(generatedImages)
        .set({ lastUsedAt: at(300) })
        .where(eq(generatedImages.id, ids[1] ?? ''));
      await database.db
        .update(generatedImages)
        .set({ lastUsedAt: at(200) })
        .where(eq(generatedImages.id, ids[2] ?? ''));
      expect(await trimImages(database.db, 2_500)).toBe(1);
      expect(await loadImage(database.db, ids[1] ?? '')).toBeUndefined();
      expect(await loadImage(database.db, ids[0] ?? '')).toBeDefined();

      const app = appWith();
      const gone = await visitor(app).request(urls[1] ?? '');
      expect(gone.status).toBe(302);
      expect(gone.headers.get('location')).toBe('/api/illustrations/meal.svg?name=Pho&cuisine=Indian&i=lentils');
      expect((await visitor(app).request(urls[0] ?? '')).status).toBe(200);
      // Serving a picture marks it used: Stew is now the least recently used.
      await loadImage(database.db, ids[2] ?? '');
      expect(await trimImages(database.db, 1_500)).toBe(1);
      expect(await loadImage(database.db, ids[0] ?? '')).toBeUndefined();
    });
  });
});
