import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../tests/support/accounts';
import { LOOPBACK_PROXY, createMemoryMailer, createTestApp, TEST_BASE_URL } from '../../../tests/support/test-app';
import { putTick } from '../../../tests/support/kitchen';
import { testDatabases } from '../../../tests/support/test-databases';
import { MAX_ACCOUNT_IMPORT_BYTES } from '../../domain/account-data';
import { MAX_KITCHEN_PUSH_BYTES } from '../../domain/kitchen';
import { BODY_LIMITS } from '../../domain/limits';
import { MAX_SUGGEST_BODY_BYTES } from '../../domain/week-plan';
import type { Database } from '../db/database';
import { bodyLimitFor } from '../http/body-limit';

/**
 * docs/design.md §8: every route caps its body before buffering it (413), counting the bytes it reads, so
 * a chunked body without Content-Length is cut off too; and validation never recurses without
 * bound: a body within its limit nested 100,000 deep or holding 100,000 keys is a 400, not a 500.
 */

/** `tooLarge`: the route's own 413 message, where it says what is too large in its own words. */
type Route = { name: string; method: string; path: string; limit: number; signedIn: boolean; tooLarge?: RegExp };

const ROUTES: Route[] = [
  { name: 'sign-in', method: 'POST', path: '/api/auth/sign-in/email', limit: BODY_LIMITS.auth, signedIn: false },
  { name: 'sign-up', method: 'POST', path: '/api/auth/sign-up/email', limit: BODY_LIMITS.auth, signedIn: false },
  { name: 'generation', method: 'POST', path: '/api/generations', limit: BODY_LIMITS.generation, signedIn: false },
  { name: 'favourite', method: 'POST', path: '/api/favorites', limit: BODY_LIMITS.favorite, signedIn: true },
  { name: 'repair', method: 'POST', path: '/api/favorites/repair', limit: BODY_LIMITS.repair, signedIn: true },
  { name: 'image test', method: 'POST', path: '/api/config/test-image', limit: BODY_LIMITS.other, signedIn: true },
  { name: 'recipe import', method: 'POST', path: '/api/recipes/import', limit: bodyLimitFor('/api/recipes/import'), signedIn: true },
  { name: 'own recipe', method: 'POST', path: '/api/recipes', limit: bodyLimitFor('/api/recipes'), signedIn: true },
  { name: 'account deletion', method: 'POST', path: '/api/account/delete', limit: BODY_LIMITS.account, signedIn: true },
  { name: 'kitchen changes', method: 'POST', path: '/api/kitchen/changes', limit: MAX_KITCHEN_PUSH_BYTES, signedIn: true },
  {
    name: 'account data import',
    method: 'POST',
    path: '/api/account/import',
    limit: MAX_ACCOUNT_IMPORT_BYTES,
    signedIn: true,
    tooLarge: /^The file is too large: a Larder data file is at most \d+ MB\.$/,
  },
  { name: 'shopping list link', method: 'POST', path: '/api/shopping-share', limit: BODY_LIMITS.sharedList, signedIn: true },
  // Open to anyone with a link: the body is refused before the token is even looked up.
  {
    name: 'shared list tick',
    method: 'POST',
    path: '/api/shared-lists/no-such-token/ticks',
    limit: BODY_LIMITS.sharedList,
    signedIn: false,
  },
  { name: 'suggested plan', method: 'POST', path: '/api/plans/suggest', limit: MAX_SUGGEST_BODY_BYTES, signedIn: false },
  { name: 'an unknown route', method: 'POST', path: '/api/no-such-route', limit: BODY_LIMITS.other, signedIn: false },
];

const CHUNK = 16_384;

/** An endless body (whitespace: JSON so far) that counts what is read of it. */
function endlessBody() {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += CHUNK;
      controller.enqueue(new TextEncoder().encode(' '.repeat(CHUNK)));
    },
  });
  return { stream, counter };
}

/** JSON text, well formed, nested `depth` deep. */
const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
/** A JSON object of `count` keys. */
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;

/** The message of a refusal: ours is `{ error: { message } }`, Better Auth's (on /api/auth) `{ message }`. */
async function refusal(response: Response): Promise<{ type: string; message: string }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: { type: string; message: string }; message?: string; code?: string };
  return body.error ?? { type: (body.code ?? '').toLowerCase(), message: body.message ?? '' };
}

describe.each(testDatabases())('request bodies on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let cookie = '';
  const mailer = createMemoryMailer();
  const nextIp = addressPool(90);

  const send = (route: Route, body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    app.request(route.path, {
      method: route.method,
      body,
      headers: {
        Origin: TEST_BASE_URL,
        'Content-Type': 'application/json',
        'X-Forwarded-For': nextIp(),
        ...(route.signedIn ? { Cookie: cookie } : {}),
        ...headers,
      },
      // A stream body is sent as it is produced, with no Content-Length.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { mailer });
    const cook = await signUpAndVerify(app, mailer, { email: 'bodies@example.com', ip: nextIp() });
    cookie = [...cook.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });
  afterAll(() => database.close());

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: a declared Content-Length past the limit is a 413 with a message',
    async (_, route) => {
      const body = 'x'.repeat(route.limit + 1);
      const response = await send(route, body, { 'Content-Length': String(body.length) });
      expect(response.status).toBe(413);
      const { type, message } = await refusal(response);
      expect(type).toBe('too_large');
      expect(message).toMatch(route.tooLarge ?? /^The request is too large: this address takes at most [\d,]+ KB\.$/);
    },
  );

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: an endless chunked body is cut off at the limit, by the bytes read',
    async (_, route) => {
      const { stream, counter } = endlessBody();
      const response = await send(route, stream);
      expect(response.status).toBe(413);
      expect((await refusal(response)).type).toBe('too_large');
      // Read no further than the limit and what was already on its way (the stream pulls ahead by one chunk).
      expect(counter.pulled).toBeGreaterThan(route.limit);
      expect(counter.pulled).toBeLessThanOrEqual(route.limit + 3 * CHUNK);
    },
  );

  const DEEP_ROUTES = ROUTES.filter((route) => route.name !== 'an unknown route');

  it.each(DEEP_ROUTES.map((route) => [route.name, route] as const))(
    '%s: a body within the limit nested as deep as it holds (100,000 where it fits) is a 400, not a 500',
    async (_, route) => {
      const depth = Math.min(100_000, Math.floor(route.limit / 6) - 10);
      const response = await send(route, nested(depth));
      expect(response.status).toBe(400);
      expect((await refusal(response)).message).toMatch(/nested too deeply/);
    },
  );

  it.each(DEEP_ROUTES.filter((route) => route.limit >= 1_200_000).map((route) => [route.name, route] as const))(
    '%s: a body within the limit holding 100,000 keys is a 400, not a 500',
    async (_, route) => {
      const response = await send(route, manyKeys(100_000));
      expect(response.status).toBe(400);
      expect((await refusal(response)).message).toMatch(/too many keys/);
    },
  );

  it('stops reading a hostile JSON body at its first problem, long before its limit', async () => {
    const counter = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        counter.pulled += CHUNK;
        controller.enqueue(new TextEncoder().encode('['.repeat(CHUNK)));
      },
    });
    const response = await send(ROUTES.find((route) => route.name === 'repair') as Route, stream);
    expect(response.status).toBe(400);
    expect(counter.pulled).toBeLessThanOrEqual(3 * CHUNK);
  });

  it('reads nothing of a visitor’s body to a signed-in route: 401 before a byte of it is read', async () => {
    const { stream, counter } = endlessBody();
    const route = ROUTES.find((candidate) => candidate.name === 'repair') as Route;
    const response = await send({ ...route, signedIn: false }, stream);
    expect(response.status).toBe(401);
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('takes what these routes are for, past the 16 KB every other route takes: a device’s queued changes, a data file, a long favourites list', async () => {
    const route = (name: string) => ROUTES.find((candidate) => candidate.name === name) as Route;
    const queue = JSON.stringify({
      deviceId: 'device-bodies',
      changes: Array.from({ length: 400 }, (_, i) => putTick(`pantry item ${i}`)),
    });
    expect(queue.length).toBeGreaterThan(4 * BODY_LIMITS.other);
    const pushed = await send(route('kitchen changes'), queue);
    expect(pushed.status).toBe(200);
    expect(((await pushed.json()) as { results: unknown[] }).results).toHaveLength(400);

    // A data file from "Download my data", sent back as a browser sends a file: with its Content-Length.
    const exported = await (await app.request('/api/account/export', { headers: { Cookie: cookie, 'X-Forwarded-For': nextIp() } })).text();
    expect(exported.length).toBeGreaterThan(4 * BODY_LIMITS.account);
    const imported = await send(
      { name: 'account import', method: 'POST', path: '/api/account/import', limit: 0, signedIn: true },
      exported,
      {
        'Content-Length': String(Buffer.byteLength(exported)),
      },
    );
    expect(imported.status, await imported.clone().text()).toBe(200);

    const favourites = JSON.stringify({
      days: 1,
      favouriteIds: Array.from({ length: 500 }, (_, i) => `a-favourite-meal-of-mine-with-a-long-name-${i}`),
    });
    expect(favourites.length).toBeGreaterThan(BODY_LIMITS.other);
    expect((await send(route('suggested plan'), favourites)).status).toBe(200);
  });

  it('still answers afterwards', async () => {
    expect((await app.request('/api/health')).status).toBe(200);
  });
});

describe('a chunked body over real HTTP', () => {
  let server: ServerType;
  let database: Database;
  let port = 0;

  beforeAll(async () => {
    database = await (testDatabases()[0] as { open: () => Promise<Database> }).open();
    const app = createTestApp(database);
    server = serve({ fetch: (request, bindings) => app.fetch(request, bindings ?? LOOPBACK_PROXY), port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it('gets its 413 while the client is still sending, without a Content-Length', async () => {
    const answer = await new Promise<{ status: number; sentBeforeAnswer: number; body: string }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/generations',
          headers: { 'Content-Type': 'application/json', Origin: TEST_BASE_URL },
        },
        (response) => {
          answered = true;
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, sentBeforeAnswer: sent, body });
          });
        },
      );
      request.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(8_192, 0x20);
      const pump = () => {
        // Ten times the limit, were it all sent: the answer must come long before.
        if (answered || sent > 10 * BODY_LIMITS.generation) return;
        sent += chunk.length;
        if (request.write(chunk)) setImmediate(pump);
        else request.once('drain', pump);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { type: 'too_large' } });
    expect(answer.sentBeforeAnswer).toBeLessThan(10 * BODY_LIMITS.generation);
  });
});
