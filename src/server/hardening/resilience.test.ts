import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../tests/support/accounts';
import { createClient } from '../../../tests/support/http-client';
import { createHardeningDatabase, refusingPostgres } from '../../../tests/support/postgres-server';
import { hasBuiltServer, startServerProcess, type ServerProcess } from '../../../tests/support/server-process';
import { linkIn, startSmtpSink } from '../../../tests/support/smtp-sink';
import { freePort, startTcpProxy } from '../../../tests/support/tcp-proxy';
import { TEST_BASE_URL, createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { createAuth } from '../auth/auth';
import { openMemoryDatabase } from '../../../tests/support/test-databases';
import { openDatabase, type Database } from '../db/database';
import { parseEnv } from '../env';
import { createLogger } from '../logger';

/**
 * docs/design.md §8 'nothing is lost': the database going away gives a clear 503 and the server
 * recovers when it comes back; a restart loses no favourites or kitchen items; two server processes
 * on one PostgreSQL share sessions and rows.
 */

const SECRET = 'resilience-test-secret-resilience-test-42';
const SERVER_URL = process.env.TEST_DATABASE_URL;
const meal = (id: string) => ({ id, name: `Meal ${id}`, description: 'Kept.', ingredients: [{ name: 'Onion', quantity: '1' }] });
/** A device's changes to the cook's kitchen: the pantry check and a tick. */
const kitchenChanges = {
  deviceId: 'device-resilience',
  changes: [
    { collection: 'pantryAnswers', id: 'onion', value: { itemKey: 'onion', owned: true, amount: '2' } },
    { collection: 'shoppingTicks', id: 'onion', value: { itemKey: 'onion', ticked: true } },
  ].map((change) => ({ ...change, changeId: randomUUID(), op: 'put', baseVersion: 0, madeAt: '2026-11-30T12:00:00.000Z' })),
};
const kitchenValues = (pull: unknown) =>
  (pull as { items: { id: string; collection: string; value: unknown }[] }).items.map(({ collection, id, value }) => ({
    collection,
    id,
    value,
  }));

/** The real app on `database`, signing sessions with a known secret (so a test can sign a cookie). */
function appOn(database: Database, mailer = createMemoryMailer()) {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: TEST_BASE_URL });
  const auth = createAuth({ db: database.db, env, logger: createLogger('silent'), mailer, secret: SECRET });
  return createTestApp(database, { mailer, auth });
}

/** A well-signed session cookie: the app must look it up in the database to judge it. */
const signedCookie = (token = randomBytes(16).toString('hex')) =>
  `better-auth.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)}`;

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: { type: string; message: string } };
  expect(body.error.type).toBe('unavailable');
  expect(body.error.message.length).toBeGreaterThan(0);
}

const SIGNED_IN_CALLS = [
  ['GET /api/favorites', '/api/favorites', undefined],
  ['POST /api/favorites', '/api/favorites', { meal: meal('during-outage') }],
  ['GET /api/kitchen', '/api/kitchen', undefined],
  ['POST /api/kitchen/changes', '/api/kitchen/changes', kitchenChanges],
] as const;

describe('when the database goes away', () => {
  const nextIp = addressPool(70);

  const OUTAGES = [
    // Up while the app starts and answers, then closed under it.
    {
      name: 'PGlite closed under the running app',
      open: () => openMemoryDatabase(),
      upAtFirst: true,
      goAway: (db: Database) => db.close(),
    },
    // Never reachable: every query fails with ECONNREFUSED, as after a PostgreSQL crash.
    { name: 'PostgreSQL refusing connections', open: refusingPostgres, upAtFirst: false, goAway: async () => undefined },
  ];

  describe.each(OUTAGES)('($name)', ({ open, upAtFirst, goAway }) => {
    let database: Database;
    let app: ReturnType<typeof appOn>;
    beforeAll(async () => {
      database = await open();
      app = appOn(database);
      expect((await app.request('/api/health')).status).toBe(upAtFirst ? 200 : 503);
      await goAway(database);
    });
    afterAll(async () => {
      await database.close().catch(() => undefined);
    });

    it('answers the health check with a JSON 503', async () => {
      const response = await app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    });

    it.each(SIGNED_IN_CALLS)('answers %s with a JSON 503 unavailable, not a 500', async (_, path, json) => {
      const client = createClient(app, nextIp());
      await expectUnavailable(await client.request(path, { json, headers: { Cookie: signedCookie() } }));
    });

    it('still serves what needs no database', async () => {
      expect((await app.request('/api/illustrations/meal.svg?name=Dal')).status).toBe(200);
    });
  });

  describe('PGlite on disk, closed and opened again', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'larder-resilience-'));
    const mailer = createMemoryMailer();
    let database: Database;
    let cook: TestClient;

    beforeAll(async () => {
      database = await openDatabase({ kind: 'pglite', dataDir });
      cook = await signUpAndVerify(appOn(database, mailer), mailer, { email: 'ann@example.com', ip: nextIp() });
      expect((await cook.request('/api/favorites', { json: { meal: meal('m1') } })).status).toBe(201);
      await database.close();
    });
    afterAll(async () => {
      await database.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers 503 while closed, and a fresh app on the same data directory answers 200 for the same cook', async () => {
      const closed = appOn(database, mailer);
      expect((await closed.request('/api/health')).status).toBe(503);

      database = await openDatabase({ kind: 'pglite', dataDir });
      const again = appOn(database, mailer);
      expect((await again.request('/api/health')).status).toBe(200);
      const favorites = await again.request('/api/favorites', { headers: { Cookie: cookieHeader(sessionTokenOnly(cook)) } });
      expect(favorites.status).toBe(200);
      expect(((await favorites.json()) as { favorites: { mealId: string }[] }).favorites.map((row) => row.mealId)).toEqual(['m1']);
    });
  });

  describe.skipIf(!SERVER_URL)(
    `PostgreSQL cut off and back, under one running app${SERVER_URL ? '' : ' (skipped: set TEST_DATABASE_URL)'}`,
    () => {
      let created: Awaited<ReturnType<typeof createHardeningDatabase>>;
      let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
      let database: Database;
      let app: ReturnType<typeof appOn>;
      let cook: TestClient;
      const mailer = createMemoryMailer();

      beforeAll(async () => {
        created = await createHardeningDatabase(SERVER_URL ?? '');
        const direct = new URL(created.url);
        proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        const viaProxy = new URL(created.url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() });
        app = appOn(database, mailer);
        cook = await signUpAndVerify(app, mailer, { email: 'bob@example.com', ip: nextIp() });
        expect((await cook.request('/api/favorites', { json: { meal: meal('m1') } })).status).toBe(201);
      });
      afterAll(async () => {
        await proxy.close();
        await database.close().catch(() => undefined);
        await created.drop();
      });

      it('answers the health check 503 while PostgreSQL is unreachable', async () => {
        await proxy.cut();
        expect((await app.request('/api/health')).status).toBe(503);
        await proxy.restore();
      });

      it('answers a favourites call whose connection is cut mid-request with a JSON 503', async () => {
        try {
          proxy.stall();
          const pending = cook.request('/api/favorites');
          await expect.poll(() => proxy.stalledBytes, { timeout: 5_000 }).toBeGreaterThan(0);
          await proxy.cut();
          await expectUnavailable(await pending);
        } finally {
          await proxy.restore();
        }
      });

      it('recovers without a restart: health 200 and the same cook reads the same favourites', async () => {
        await expect.poll(async () => (await app.request('/api/health')).status, { timeout: 10_000 }).toBe(200);
        const favorites = await cook.request('/api/favorites');
        expect(favorites.status).toBe(200);
        expect(((await favorites.json()) as { favorites: { mealId: string }[] }).favorites.map((row) => row.mealId)).toEqual(['m1']);
      });
    },
  );
});

/**
 * The session token cookie alone. Better Auth also sets a signed one-minute session cache cookie
 * (auth.ts); a client without it makes the server look the session up in the database, which is
 * what these tests are about.
 */
function sessionTokenOnly(client: TestClient): Map<string, string> {
  return new Map([...client.cookies].filter(([name]) => name.endsWith('better-auth.session_token')));
}

function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

const RESTARTS = [
  {
    name: 'PGlite on disk (DATA_DIR)',
    skip: false,
    setUp: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'larder-restart-'));
      return { open: () => openDatabase({ kind: 'pglite', dataDir }), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: `PostgreSQL${SERVER_URL ? '' : ' (skipped: set TEST_DATABASE_URL)'}`,
    skip: !SERVER_URL,
    setUp: async () => {
      const created = await createHardeningDatabase(SERVER_URL ?? '');
      return { open: () => openDatabase({ kind: 'postgres', url: created.url }), drop: created.drop };
    },
  },
];

describe.each(RESTARTS)('a restart on $name', ({ skip, setUp }) => {
  const mailer = createMemoryMailer();
  const nextIp = addressPool(71);
  let store: Awaited<ReturnType<typeof setUp>>;
  let database: Database | undefined;
  let cook: TestClient;
  let before: { favorites: unknown; kitchen: unknown };

  const read = async (client: TestClient) => ({
    favorites: await (await client.request('/api/favorites')).json(),
    kitchen: await (await client.request('/api/kitchen')).json(),
  });

  beforeAll(async () => {
    if (skip) return;
    store = await setUp();
    database = await store.open();
    const app = appOn(database, mailer);
    cook = await signUpAndVerify(app, mailer, { email: 'cat@example.com', ip: nextIp() });
    for (const id of ['m1', 'm2', 'm3']) expect((await cook.request('/api/favorites', { json: { meal: meal(id) } })).status).toBe(201);
    expect((await cook.request('/api/kitchen/changes', { json: kitchenChanges })).status).toBe(200);
    before = await read(cook);
    await database.close();
    database = undefined;
  });
  afterAll(async () => {
    if (skip) return;
    await database?.close();
    await store.drop();
  });

  it.skipIf(skip)('loses no favourites or kitchen items, and the session cookie still works', async () => {
    database = await store.open();
    const app = appOn(database, mailer);
    const restarted = createClient(app, nextIp());
    for (const [name, value] of sessionTokenOnly(cook)) restarted.cookies.set(name, value);
    const after = await read(restarted);
    expect(after).toEqual(before);
    expect((after.favorites as { favorites: unknown[] }).favorites).toHaveLength(3);
    expect(kitchenValues(after.kitchen)).toEqual(kitchenChanges.changes.map(({ collection, id, value }) => ({ collection, id, value })));
  });
});

const twoProcessSkip = !SERVER_URL
  ? ' (skipped: set TEST_DATABASE_URL)'
  : !hasBuiltServer()
    ? ' (skipped: dist/server/main.js is missing; run `npm run build` first)'
    : '';

describe.skipIf(twoProcessSkip !== '')(`two server processes on one PostgreSQL${twoProcessSkip}`, () => {
  let created: Awaited<ReturnType<typeof createHardeningDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let one: ServerProcess;
  let two: ServerProcess;
  let onOne: TestClient;
  let onTwo: TestClient;
  const email = 'dee@example.com';

  /** A cookie-keeping client of a real server; every request carries the first server's Origin. */
  function clientOf(server: ServerProcess, cookies?: Map<string, string>) {
    const client = createClient(
      {
        request: (path, init) => {
          const headers = new Headers(init?.headers);
          headers.set('Origin', one.url);
          return fetch(server.url + path, { ...init, headers, redirect: 'manual' });
        },
      },
      '127.0.0.1',
    );
    if (cookies) for (const [name, value] of cookies) client.cookies.set(name, value);
    return client;
  }

  beforeAll(async () => {
    created = await createHardeningDatabase(SERVER_URL ?? '');
    smtp = await startSmtpSink();
    const [port1, port2] = [await freePort(), await freePort()];
    const env = (port: number) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: created.url,
      // One public address for both, as behind a load balancer: links and Origin checks agree.
      BASE_URL: `http://127.0.0.1:${port1}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Larder <hello@larder.test>',
      LOG_LEVEL: 'warn',
      // No AUTH_SECRET: both must find the same generated secret in the shared database.
    });
    // Started together, so migrations and the first auth secret race as they would in production.
    const started = await Promise.allSettled([startServerProcess(env(port1)), startServerProcess(env(port2))]);
    const [first, second] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    if (first) one = first;
    if (second) two = second;
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 90_000);
  afterAll(async () => {
    // Stopped with SIGTERM, each finishes its requests, closes the pool and exits 0.
    const started = [one, two].filter((server): server is ServerProcess => server !== undefined);
    expect(await Promise.all(started.map((server) => server.stop()))).toEqual(started.map(() => 0));
    await smtp?.close();
    await created?.drop();
  }, 60_000);

  it('both answer the health check on the shared database', async () => {
    for (const server of [one, two]) {
      const response = await fetch(`${server.url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'up', kind: 'postgres' });
    }
  });

  it('a session made on one is valid on the other', async () => {
    onOne = clientOf(one);
    expect(
      (await onOne.request('/api/auth/sign-up/email', { json: { email, password: 'correct horse', name: 'dee', callbackURL: '/auth' } }))
        .status,
    ).toBe(200);
    const link = new URL(linkIn(await smtp.waitFor(email), '/api/auth/verify-email'));
    expect(link.origin).toBe(one.url);
    expect((await onOne.request(link.pathname + link.search)).status).toBe(302);
    expect((await onOne.request('/api/auth/sign-in/email', { json: { email, password: 'correct horse' } })).status).toBe(200);

    onTwo = clientOf(two, sessionTokenOnly(onOne));
    const session = await onTwo.request('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('favourites written through one are read through the other, and so are kitchen items', async () => {
    expect((await onTwo.request('/api/favorites', { json: { meal: meal('via-two') } })).status).toBe(201);
    const list = (await (await onOne.request('/api/favorites')).json()) as { favorites: { mealId: string }[] };
    expect(list.favorites.map((row) => row.mealId)).toEqual(['via-two']);
    expect(await (await onOne.request('/api/favorites/via-two')).json()).toMatchObject({ isFavorite: true });

    expect((await onOne.request('/api/kitchen/changes', { json: kitchenChanges })).status).toBe(200);
    const pulled = await (await onTwo.request('/api/kitchen')).json();
    expect(kitchenValues(pulled)).toEqual(kitchenChanges.changes.map(({ collection, id, value }) => ({ collection, id, value })));
  });

  it('signing out through one ends the session in the database both share', async () => {
    expect((await onTwo.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    // The other server may trust its one-minute session cache cookie (auth.ts); past it, the session is gone.
    const elsewhere = clientOf(one, sessionTokenOnly(onOne));
    expect(await (await elsewhere.request('/api/auth/get-session')).json()).toBeNull();
    expect((await elsewhere.request('/api/favorites')).status).toBe(401);
  });
});
