import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify, type TestClient } from '../../../tests/support/accounts';
import { createClient } from '../../../tests/support/http-client';
import { TEST_BASE_URL, createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import { createAuth } from '../auth/auth';
import type { Database } from '../db/database';
import {
  calendarFeeds,
  favoriteMeals,
  kitchen,
  kitchenState,
  pantryAnswers,
  pantryReminders,
  planEntries,
  purchases,
  sharedLists,
  shoppingTicks,
  user,
} from '../db/schema';
import { parseEnv } from '../env';
import { createLogger } from '../logger';

/**
 * docs/design.md §8: every signed-in route checks the session, and rows are scoped by the session's
 * user, never by anything in the request. A matrix of each route against no session, forged
 * and tampered cookies, and another cook's session.
 */

const SECRET = 'access-test-secret-access-test-secret-42';
const OTHER_SECRET = 'not-the-server-secret-not-the-server-secret';
const TOKEN_COOKIE = 'better-auth.session_token';
const DATA_COOKIE = 'better-auth.session_data';

const ANN_MEALS = ['ann-secret-stew', 'ann-secret-pie'];
const annMeal = (id: string) => ({ id, name: `Ann's ${id}`, description: 'Only for Ann.', ingredients: [] });
const ANN_ENTRY = randomUUID();
const ANN_PURCHASE = randomUUID();
const kitchenChange = (collection: string, id: string, value?: unknown) => ({
  changeId: randomUUID(),
  collection,
  id,
  op: value === undefined ? 'delete' : 'put',
  ...(value === undefined ? {} : { value }),
  baseVersion: 1,
  madeAt: '2026-11-30T12:00:00.000Z',
});
/** Ann's kitchen: a meal on her plan, a pantry answer, a tick, a purchase and her week. */
const annKitchen = {
  deviceId: 'device-ann-laptop',
  changes: [
    kitchenChange('planEntries', ANN_ENTRY, { id: ANN_ENTRY, date: '2026-11-30', slot: 'main', meal: annMeal('ann-secret-stew') }),
    kitchenChange('pantryAnswers', 'ann secret saffron', { itemKey: 'ann secret saffron', owned: true }),
    kitchenChange('shoppingTicks', 'ann secret saffron', { itemKey: 'ann secret saffron', ticked: true }),
    kitchenChange('purchases', ANN_PURCHASE, { id: ANN_PURCHASE, name: 'Ann secret saffron', quantity: '1 g', price: '6.00' }),
    kitchenChange('state', 'week', { startDate: '2026-11-30' }),
  ],
};

type Route = { name: string; method: string; path: string; json?: unknown };

/** Every signed-in route, aimed at Ann's rows where a route names a row. */
const ROUTES: Route[] = [
  { name: 'GET /api/favorites', method: 'GET', path: '/api/favorites' },
  { name: 'GET /api/favorites/count', method: 'GET', path: '/api/favorites/count' },
  { name: 'GET /api/favorites/:mealId', method: 'GET', path: `/api/favorites/${ANN_MEALS[0]}` },
  { name: 'DELETE /api/favorites/:mealId', method: 'DELETE', path: `/api/favorites/${ANN_MEALS[0]}` },
  { name: 'POST /api/favorites', method: 'POST', path: '/api/favorites', json: { meal: { id: ANN_MEALS[0], name: 'Hijacked stew' } } },
  {
    name: 'POST /api/favorites/repair',
    method: 'POST',
    path: '/api/favorites/repair',
    json: { meals: ANN_MEALS.map((id) => ({ id, name: 'Hijacked' })) },
  },
  { name: 'GET /api/kitchen', method: 'GET', path: '/api/kitchen' },
  {
    name: 'POST /api/kitchen/changes',
    method: 'POST',
    path: '/api/kitchen/changes',
    // Ann's very item ids, and her device's id: the session alone decides whose kitchen this is.
    json: {
      deviceId: 'device-ann-laptop',
      changes: [
        kitchenChange('planEntries', ANN_ENTRY, {
          id: ANN_ENTRY,
          date: '2026-12-01',
          slot: 'main',
          meal: { id: 'x', name: 'Hijacked stew', description: '' },
        }),
        kitchenChange('purchases', ANN_PURCHASE),
        kitchenChange('shoppingTicks', 'hijacked', { itemKey: 'hijacked', ticked: true }),
        kitchenChange('state', 'week', { startDate: '2027-01-04' }),
      ],
    },
  },
  { name: 'GET /api/account/export', method: 'GET', path: '/api/account/export' },
  {
    name: 'POST /api/account/import',
    method: 'POST',
    path: '/api/account/import',
    json: {
      format: 'larder-account',
      version: 1,
      exportedAt: '2026-11-30T12:00:00.000Z',
      account: { name: 'ann', email: 'ann@example.com' },
      kitchen: { shoppingTicks: [{ id: 'hijacked', value: { itemKey: 'hijacked', ticked: true }, updatedAt: '2026-11-30T12:00:00.000Z' }] },
      favorites: [],
      recipes: null,
      mealtimes: null,
    },
  },
  { name: 'GET /api/calendar/settings', method: 'GET', path: '/api/calendar/settings' },
  { name: 'PUT /api/calendar/mealtimes', method: 'PUT', path: '/api/calendar/mealtimes', json: { breakfast: '06:00', dinner: '17:00' } },
  { name: 'POST /api/calendar/feed', method: 'POST', path: '/api/calendar/feed' },
  { name: 'DELETE /api/calendar/feed', method: 'DELETE', path: '/api/calendar/feed' },
  { name: 'GET /api/pantry/reminder', method: 'GET', path: '/api/pantry/reminder' },
  { name: 'PUT /api/pantry/reminder', method: 'PUT', path: '/api/pantry/reminder', json: { enabled: false, sendAt: '05:00' } },
  { name: 'GET /api/shopping-share', method: 'GET', path: '/api/shopping-share' },
  { name: 'POST /api/shopping-share', method: 'POST', path: '/api/shopping-share', json: { days: 2 } },
];

const sign = (value: string, secret: string) =>
  encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);
const randomToken = () => randomBytes(24).toString('base64url').slice(0, 32);

describe.each(testDatabases())('who may use the signed-in routes on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(50);
  let ann: TestClient;
  let bea: TestClient;
  let annId = '';
  let annToken = '';
  let annSignedOutCookie = '';
  let annSnapshot: unknown;

  async function call(route: Route, cookie: string | undefined, extraQuery = '') {
    const headers: Record<string, string> = { Origin: TEST_BASE_URL, 'X-Forwarded-For': nextIp() };
    if (cookie !== undefined) headers.Cookie = cookie;
    if (route.json !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(route.path + extraQuery, {
      method: route.method,
      headers,
      body: route.json === undefined ? undefined : JSON.stringify(route.json),
    });
  }

  const cookieOf = (client: TestClient, name: string) => client.cookies.get(name) ?? '';

  /** Ann's favourites and kitchen as Ann sees them. */
  async function snapshotOfAnn() {
    const favorites = await (await ann.request('/api/favorites')).json();
    const kitchen = await (await ann.request('/api/kitchen')).json();
    const calendar = await (await ann.request('/api/calendar/settings')).json();
    const shares = await (await ann.request('/api/shopping-share')).json();
    const reminder = await (await ann.request('/api/pantry/reminder')).json();
    return { favorites, kitchen, calendar, shares, reminder };
  }

  async function rowCounts() {
    const [favorites] = await database.db.select({ n: count() }).from(favoriteMeals);
    const [annFavorites] = await database.db.select({ n: count() }).from(favoriteMeals).where(eq(favoriteMeals.userId, annId));
    const kitchenRows: number[] = [];
    for (const table of [
      kitchen,
      kitchenState,
      planEntries,
      pantryAnswers,
      shoppingTicks,
      purchases,
      calendarFeeds,
      sharedLists,
      pantryReminders,
    ]) {
      const [rows] = await database.db.select({ n: count() }).from(table);
      kitchenRows.push(rows?.n ?? 0);
    }
    return { favorites: favorites?.n, annFavorites: annFavorites?.n, kitchenRows };
  }

  beforeAll(async () => {
    database = await open();
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: TEST_BASE_URL });
    const logger = createLogger('silent');
    const auth = createAuth({ db: database.db, env, logger, mailer, secret: SECRET });
    app = createTestApp(database, { mailer, auth });

    ann = await signUpAndVerify(app, mailer, { email: 'ann@example.com', ip: nextIp() });
    bea = await signUpAndVerify(app, mailer, { email: 'bea@example.com', ip: nextIp() });
    for (const id of ANN_MEALS) expect((await ann.request('/api/favorites', { json: { meal: annMeal(id) } })).status).toBe(201);
    expect((await ann.request('/api/kitchen/changes', { json: annKitchen })).status).toBe(200);
    expect((await ann.request('/api/calendar/mealtimes', { method: 'PUT', json: { breakfast: '07:00', dinner: '19:00' } })).status).toBe(
      200,
    );
    expect((await ann.request('/api/calendar/feed', { method: 'POST' })).status).toBe(201);
    expect((await ann.request('/api/shopping-share', { json: { days: 3 } })).status).toBe(201);
    expect((await ann.request('/api/pantry/reminder', { method: 'PUT', json: { enabled: true, sendAt: '06:45' } })).status).toBe(200);
    annId = ((await (await ann.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const signed = decodeURIComponent(cookieOf(ann, TOKEN_COOKIE));
    annToken = signed.slice(0, signed.lastIndexOf('.'));

    // A second session of Ann's, signed out at once: its cookie is genuine but revoked.
    const laptop = createClient(app, nextIp());
    expect(
      (await laptop.request('/api/auth/sign-in/email', { json: { email: 'ann@example.com', password: 'correct horse' } })).status,
    ).toBe(200);
    annSignedOutCookie = `${TOKEN_COOKIE}=${cookieOf(laptop, TOKEN_COOKIE)}`;
    expect((await laptop.request('/api/auth/sign-out', { json: {} })).status).toBe(200);

    annSnapshot = await snapshotOfAnn();
  });
  afterAll(async () => {
    await database.close();
  });

  const COOKIES: [string, () => string | undefined][] = [
    ['no cookie', () => undefined],
    ['an empty session cookie', () => `${TOKEN_COOKIE}=`],
    ['a made-up token without a signature', () => `${TOKEN_COOKIE}=${randomToken()}`],
    [
      'a made-up token with a made-up signature',
      () => `${TOKEN_COOKIE}=${encodeURIComponent(`${randomToken()}.${randomBytes(32).toString('base64')}`)}`,
    ],
    ['a made-up token signed with the server secret', () => `${TOKEN_COOKIE}=${sign(randomToken(), SECRET)}`],
    ["Ann's token signed with another secret", () => `${TOKEN_COOKIE}=${sign(annToken, OTHER_SECRET)}`],
    ["Ann's token without its signature", () => `${TOKEN_COOKIE}=${annToken}`],
    [
      "Ann's token with a tampered signature",
      () => {
        const signature = decodeURIComponent(sign(annToken, SECRET)).split('.').at(-1) ?? '';
        const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
        return `${TOKEN_COOKIE}=${encodeURIComponent(`${annToken}.${flipped}`)}`;
      },
    ],
    [
      "Ann's signed token with one character of the token changed",
      () => `${TOKEN_COOKIE}=${sign(annToken, SECRET).replace(/^./, (c) => (c === 'x' ? 'y' : 'x'))}`,
    ],
    ["Ann's session data cookie alone", () => `${DATA_COOKIE}=${cookieOf(ann, DATA_COOKIE)}`],
    // The token alone: beside it, the signed one-minute session cache cookie (auth.ts) would
    // keep a signed-out session usable for up to that minute, a trade-off auth.ts states.
    ["Ann's cookie from a session she signed out of", () => annSignedOutCookie],
  ];

  const MATRIX = ROUTES.flatMap((route) => COOKIES.map(([label, cookie]) => [route.name, label, route, cookie] as const));

  it.each(MATRIX)('%s with %s answers 401 and touches nothing', async (_, __, route, cookie) => {
    const before = await rowCounts();
    const response = await call(route, cookie(), `?userId=${annId}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('unauthenticated');
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(before);
  });

  it("accepts Ann's token signed with the server secret: the forgeries above differ from it only where they say", async () => {
    const response = await call(ROUTES[0] as Route, `${TOKEN_COOKIE}=${sign(annToken, SECRET)}`);
    expect(response.status).toBe(200);
    const { favorites } = (await response.json()) as { favorites: { mealId: string }[] };
    expect(favorites.map((row) => row.mealId).sort()).toEqual([...ANN_MEALS].sort());
  });

  describe("Bea's session (carrying Ann's session data cookie too)", () => {
    /** Bea's own token with Ann's cached session data beside it: the cache must never decide who is asking. */
    const beaCookie = () => `${TOKEN_COOKIE}=${cookieOf(bea, TOKEN_COOKIE)}; ${DATA_COOKIE}=${cookieOf(ann, DATA_COOKIE)}`;
    const annRowIds = () => (annSnapshot as { favorites: { favorites: { id: string }[] } }).favorites.favorites.map((row) => row.id);

    type Check = (response: Response) => Promise<void>;
    const neverAnns: Check = async (response) => {
      const text = await response.text();
      expect(text).not.toMatch(/Ann's|Only for Ann|ann secret saffron/);
      for (const id of annRowIds()) expect(text).not.toContain(id);
    };
    const CHECKS: Record<string, [number[], Check]> = {
      'GET /api/favorites': [[200], neverAnns],
      'GET /api/favorites/count': [[200], neverAnns],
      'GET /api/favorites/:mealId': [[200], neverAnns],
      'DELETE /api/favorites/:mealId': [[200, 404], neverAnns],
      'POST /api/favorites': [[200, 201], neverAnns],
      'POST /api/favorites/repair': [[200], neverAnns],
      'GET /api/kitchen': [[200], neverAnns],
      'POST /api/kitchen/changes': [[200], neverAnns],
      'GET /api/account/export': [[200], neverAnns],
      'POST /api/account/import': [[200], neverAnns],
      'GET /api/calendar/settings': [[200], neverAnns],
      'PUT /api/calendar/mealtimes': [[200], neverAnns],
      'POST /api/calendar/feed': [[201], neverAnns],
      'DELETE /api/calendar/feed': [[200], neverAnns],
      'GET /api/pantry/reminder': [[200], neverAnns],
      'PUT /api/pantry/reminder': [[200], neverAnns],
      'GET /api/shopping-share': [[200], neverAnns],
      'POST /api/shopping-share': [[201], neverAnns],
    };

    it.each(ROUTES.map((route) => [route.name, route] as const))('%s neither reads nor changes Ann’s rows', async (name, route) => {
      const [statuses, check] = CHECKS[name] ?? [[], async () => undefined];
      // A user id in the body and the query too: the session alone decides whose rows these are.
      const withUserId =
        route.json === undefined ? route : { ...route, json: { ...(route.json as object), userId: annId, user_id: annId } };
      const response = await call(withUserId, beaCookie(), `?userId=${annId}`);
      expect(statuses).toContain(response.status);
      await check(response);
      expect(await snapshotOfAnn()).toEqual(annSnapshot);
    });

    it("sees Bea's own rows, made through the routes above, and only those", async () => {
      const own = (await (await call(ROUTES[0] as Route, beaCookie())).json()) as { favorites: { id: string; meal: { name: string } }[] };
      expect(own.favorites.length).toBeGreaterThan(0);
      expect(own.favorites.every((row) => !annRowIds().includes(row.id))).toBe(true);
      const pulled = (await (await call(ROUTES[6] as Route, beaCookie())).json()) as {
        items: { collection: string; id: string; value: unknown }[];
      };
      expect(pulled.items.map(({ collection, id }) => `${collection}/${id}`).sort()).toEqual([
        `planEntries/${ANN_ENTRY}`,
        'shoppingTicks/hijacked',
        'state/week',
      ]);
      expect(pulled.items.find((item) => item.id === ANN_ENTRY)?.value).toMatchObject({ meal: { name: 'Hijacked stew' } });
      const [beasKitchen] = await database.db
        .select({ owner: kitchen.ownerUserId })
        .from(kitchen)
        .innerJoin(user, eq(user.id, kitchen.ownerUserId))
        .where(eq(user.email, 'bea@example.com'));
      expect(beasKitchen?.owner).not.toBe(annId);
    });
  });

  it('leaves Ann’s favourites and kitchen exactly as they were', async () => {
    expect(await snapshotOfAnn()).toEqual(annSnapshot);
    expect((await rowCounts()).annFavorites).toBe(ANN_MEALS.length);
  });
});
