import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../tests/support/accounts';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai';
import { createClient } from '../../../tests/support/http-client';
import { putTick } from '../../../tests/support/kitchen';
import { TEST_AUTH_SECRET, TEST_BASE_URL, createMemoryMailer, createTestApp, type TestAppOptions } from '../../../tests/support/test-app';
import { createAuth } from '../auth/auth';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Tuning } from '../context';
import type { Database } from '../db/database';
import { appRateLimits } from '../db/schema';
import { parseEnv } from '../env';
import { NO_CLIENT_ADDRESS_MESSAGE } from '../http/rate-limit';
import { createLogger } from '../logger';

/**
 * docs/design.md §8 and issue #14 'Limits that hold': the app's limits are counted apart from Better
 * Auth's (whose clean-up deletes its rows after a minute), in memory on the embedded database and
 * in their own table on PostgreSQL (issue 20), IPv6 clients count per /64, catalog and model
 * generations are limited apart, a request with no trusted address is refused, X-Forwarded-For
 * counts only from a trusted proxy, and sign-in is slowed per account.
 */

const FAST: Tuning = { generationTimeoutMs: 10_000, retryDelay: () => 10, sleep: async () => undefined };
const body = { preferences: { mealCount: { main: 1 } }, count: 1 };

describe.each(testDatabases())('limits that hold on $name', ({ open }) => {
  let database: Database;
  let fake: FakeOpenAi;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(91);
  const appWith = (envOverrides: Record<string, string>, options: TestAppOptions = {}) =>
    createTestApp(database, { tuning: FAST, mailer, ...options, envOverrides });

  async function generate(client: ReturnType<typeof createClient>) {
    const response = await client.request('/api/generations', { json: body });
    await response.text();
    return response;
  }

  beforeAll(async () => {
    database = await open();
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a 10-minute limit for 10 minutes, whatever Better Auth's clean-up does after a minute", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const app = appWith({ CATALOG_RATE_LIMIT_PER_10_MIN: '3' });
    const client = createClient(app, nextIp());
    for (let i = 0; i < 3; i += 1) expect((await generate(client)).status).toBe(200);
    expect((await generate(client)).status).toBe(429);

    // Two rate-limited auth requests a minute apart: the second makes Better Auth clear rows older
    // than a minute (session checks no longer pass through its limiter).
    expect((await client.request('/api/auth/ok')).status).toBe(200);
    vi.setSystemTime(Date.now() + 62_000);
    expect((await client.request('/api/auth/ok')).status).toBe(200);
    const stillLimited = await generate(client);
    expect(stillLimited.status).toBe(429);
    expect(Number(stillLimited.headers.get('retry-after'))).toBeGreaterThan(500);

    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect((await generate(client)).status).toBe(200);
  });

  it('counts in memory on the embedded database (no write a request), in the shared table on PostgreSQL', async () => {
    const ip = nextIp();
    expect((await generate(createClient(appWith({}), ip))).status).toBe(200);
    const rows = await database.db
      .select({ count: appRateLimits.count })
      .from(appRateLimits)
      .where(eq(appRateLimits.key, `generation-catalog|address:${ip}`));
    expect(rows).toEqual(database.exclusive ? [] : [{ count: 1 }]);
  });

  it('never refuses a session check, however many come from one address in a minute', async () => {
    const client = createClient(appWith({}), nextIp());
    // Better Auth's default allows 120 a minute per address; a household's tabs pass that.
    for (let i = 0; i < 150; i += 1) expect((await client.request('/api/auth/get-session')).status).toBe(200);
  });

  it('counts IPv6 clients by their /64', async () => {
    const app = appWith({ CATALOG_RATE_LIMIT_PER_10_MIN: '2' });
    expect((await generate(createClient(app, '2001:db8:14:1::1'))).status).toBe(200);
    expect((await generate(createClient(app, '2001:db8:14:1:ffff:ffff:ffff:fffe'))).status).toBe(200);
    expect((await generate(createClient(app, '2001:db8:14:1::abcd'))).status).toBe(429);
    expect((await generate(createClient(app, '2001:db8:14:2::1'))).status).toBe(200);
  });

  it('limits model generations apart from (and more tightly than) catalog ones', async () => {
    const limits = { MODEL_RATE_LIMIT_PER_10_MIN: '2', CATALOG_RATE_LIMIT_PER_10_MIN: '4' };
    const modelApp = appWith({
      ...limits,
      OPENAI_API_KEY: 'sk-test-model-key-0123456789',
      OPENAI_BASE_URL: fake.baseURL,
      GENERATION_ACCESS: 'anyone',
    });
    const catalogApp = appWith(limits);
    const ip = nextIp();
    const [onModel, onCatalog] = [createClient(modelApp, ip), createClient(catalogApp, ip)];
    expect([(await generate(onModel)).status, (await generate(onModel)).status, (await generate(onModel)).status]).toEqual([200, 200, 429]);
    const catalog = [];
    for (let i = 0; i < 5; i += 1) catalog.push((await generate(onCatalog)).status);
    expect(catalog).toEqual([200, 200, 200, 200, 429]);
  });

  it("limits a cook's kitchen pushes, recipe previews and recipe-file imports, each with a 429 the page can wait out", async () => {
    const app = appWith({
      KITCHEN_PUSH_RATE_LIMIT_PER_10_MIN: '2',
      RECIPE_PREVIEW_RATE_LIMIT_PER_10_MIN: '2',
      RECIPE_IMPORT_RATE_LIMIT_PER_10_MIN: '2',
    });
    const cook = await signUpAndVerify(app, mailer, { email: 'limits-pushes@example.com', ip: nextIp() });
    // Each route's own answer twice (a file that is no recipe file is a 400, and still counts), then a 429.
    const calls: [string, () => Promise<Response>, number][] = [
      ['kitchen push', () => cook.request('/api/kitchen/changes', { json: { deviceId: 'device-a', changes: [putTick('milk')] } }), 200],
      [
        'recipe preview',
        () => cook.request('/api/recipes/preview', { json: { servings: 2, ingredients: [{ text: '200g chicken breast' }] } }),
        200,
      ],
      ['recipe file import', () => cook.request('/api/recipes/import-file', { json: { hello: 'world' } }), 400],
    ];
    for (const [name, call, answer] of calls) {
      expect([(await call()).status, (await call()).status], name).toEqual([answer, answer]);
      const refused = await call();
      expect(refused.status, name).toBe(429);
      expect(Number(refused.headers.get('retry-after')), name).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { type: string } }).error.type, name).toBe('rate_limit');
    }
    // Another cook's allowance is their own.
    const other = await signUpAndVerify(app, mailer, { email: 'limits-pushes-2@example.com', ip: nextIp() });
    expect((await other.request('/api/kitchen/changes', { json: { deviceId: 'device-b', changes: [putTick('eggs')] } })).status).toBe(200);
  });

  it('refuses a rate-limited request whose address cannot be trusted, rather than share one bucket', async () => {
    // No proxy trusted, and in-process requests have no socket: no address at all.
    const direct = appWith({ TRUST_PROXY: 'false' });
    const anonymous = createClient({ request: (path, init) => direct.request(path, init, {}) }, '203.0.113.50');
    const refused = await anonymous.request('/api/generations', { json: body });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { type: 'validation', message: NO_CLIENT_ADDRESS_MESSAGE } });
    const signIn = await anonymous.request('/api/auth/sign-in/email', { json: { email: 'x@example.com', password: 'whatever' } });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toEqual({ message: NO_CLIENT_ADDRESS_MESSAGE, code: 'VALIDATION' });
    expect((await direct.request('/api/health', {}, {})).status).toBe(200);

    // Behind the proxy, a request the proxy sent without saying whose it is.
    const behindProxy = appWith({});
    const unnamed = await behindProxy.request('/api/generations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL },
      body: JSON.stringify(body),
    });
    expect(unnamed.status).toBe(400);
  });

  it('pins Better Auth’s origin check on, whatever NODE_ENV says', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const app = appWith({});
    const response = await app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'http://evil.example',
        Cookie: 'better-auth.session_token=x',
        'X-Forwarded-For': nextIp(),
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
  });

  it('keeps Better Auth’s CSRF check on in the configuration production runs', async () => {
    const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', BASE_URL: TEST_BASE_URL, TRUST_PROXY: 'loopback' });
    const auth = createAuth({ db: database.db, env, logger: createLogger('silent'), mailer, secret: TEST_AUTH_SECRET });
    expect(auth.options.advanced).toMatchObject({ disableCSRFCheck: false, disableOriginCheck: false });
    expect(await auth.$context).toMatchObject({ skipCSRFCheck: false, skipOriginCheck: false });

    const app = appWith({ NODE_ENV: 'production' }, { auth });
    const signIn = (headers: Record<string, string>) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp(), ...headers },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not a password' }),
      });
    // A sign-in form on another site, submitted in the cook's browser (no session cookie yet).
    const navigation = await signIn({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
    expect(navigation.status).toBe(403);
    expect(await navigation.json()).toMatchObject({ code: 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED' });
    // The same from a script on another origin.
    const crossOrigin = await signIn({ Origin: 'http://evil.example' });
    expect(crossOrigin.status).toBe(403);
    expect(await crossOrigin.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    // From Larder's own page the request reaches the password check.
    expect((await signIn({ Origin: TEST_BASE_URL, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' })).status).toBe(401);
  });

  describe('over real HTTP', () => {
    const servers: ServerType[] = [];
    async function listen(app: ReturnType<typeof createTestApp>): Promise<string> {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      servers.push(server);
      await new Promise((resolve) => server.once('listening', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    const postFrom = (url: string, forwardedFor: string) =>
      fetch(`${url}/api/generations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL, 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify(body),
      }).then(async (response) => {
        await response.text();
        return response.status;
      });
    // Every request here comes from 127.0.0.1: no count left by another test may meet them.
    beforeEach(async () => {
      await database.db.delete(appRateLimits);
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    });

    it('never takes the address from X-Forwarded-For sent by a client no proxy setting trusts', async () => {
      const url = await listen(appWith({ TRUST_PROXY: 'false', CATALOG_RATE_LIMIT_PER_10_MIN: '2' }));
      expect([await postFrom(url, '198.51.100.1'), await postFrom(url, '198.51.100.2'), await postFrom(url, '198.51.100.3')]).toEqual([
        200, 200, 429,
      ]);
      await database.db.delete(appRateLimits);
      const listedElsewhere = await listen(appWith({ TRUST_PROXY: '10.9.9.9', CATALOG_RATE_LIMIT_PER_10_MIN: '2' }));
      const elsewhere = [];
      for (const client of ['198.51.101.1', '198.51.101.2', '198.51.101.3']) elsewhere.push(await postFrom(listedElsewhere, client));
      expect(elsewhere).toEqual([200, 200, 429]);
    });

    it('takes it from X-Forwarded-For behind a trusted proxy on loopback', async () => {
      const url = await listen(appWith({ TRUST_PROXY: '127.0.0.1', CATALOG_RATE_LIMIT_PER_10_MIN: '2' }));
      const statuses = [];
      for (const client of ['198.51.102.1', '198.51.102.2', '198.51.102.3']) statuses.push(await postFrom(url, client));
      expect(statuses).toEqual([200, 200, 200]);
      expect(await postFrom(url, 'forged, 198.51.102.1')).toBe(200);
      expect(await postFrom(url, '198.51.102.1')).toBe(429);
    });
  });

  describe('sign-in attempts to one account', () => {
    it('are slowed after 5 failures in 15 minutes, from any address, yet the right password still signs in', async () => {
      const slept: number[] = [];
      const app = appWith({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { tuning: { ...FAST, sleep: async (ms) => void slept.push(ms) } });
      await signUpAndVerify(app, mailer, { email: 'slow@example.com', ip: nextIp() });
      const attempt = async (password: string) => {
        const response = await createClient(app, nextIp()).request('/api/auth/sign-in/email', {
          json: { email: 'Slow@Example.com', password },
        });
        await response.text();
        return response.status;
      };
      slept.length = 0;
      for (let i = 0; i < 5; i += 1) expect(await attempt('wrong password')).toBe(401);
      expect(slept).toEqual([]);
      expect(await attempt('wrong password')).toBe(401);
      expect(await attempt('wrong password')).toBe(401);
      expect(slept).toEqual([1_000, 2_000]);
      // Never a lock-out: the cook's own password still works, after the wait, and clears the count.
      expect(await attempt('correct horse')).toBe(200);
      expect(slept).toEqual([1_000, 2_000, 4_000]);
      expect(await attempt('wrong password')).toBe(401);
      expect(slept).toHaveLength(3);
    });
  });
});
