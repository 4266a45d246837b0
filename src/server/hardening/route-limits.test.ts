import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../tests/support/accounts';
import { createClient } from '../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Database } from '../db/database';
import { NO_CLIENT_ADDRESS_MESSAGE } from '../http/rate-limit';

/**
 * Issue #14 'Limits that hold', on the routes that cost CPU or a fetch from outside: a suggested
 * week plan (a search of up to a second) and a recipe import (a page and a picture fetched). Their
 * limits count in the app's own table (Better Auth's clean-up cannot cut them short), by the
 * cook or the client's address (IPv6 by its /64), never in one bucket for unknown addresses, and
 * the operator sets them by environment.
 */

/** A recipe page pasted whole: the import reads it without fetching anything. */
const PAGE = `<!doctype html><html><head><title>Dal</title><script type="application/ld+json">
{"@context":"https://schema.org","@type":"Recipe","name":"Weeknight Dal","recipeYield":"4",
"recipeIngredient":["250g red lentils","1 onion, chopped"],
"recipeInstructions":[{"@type":"HowToStep","text":"Simmer the lentils with the onion."}]}</script></head><body></body></html>`;

describe.each(testDatabases())('limits on suggested plans and recipe imports on $name', ({ open }) => {
  let database: Database;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(94);

  async function suggest(client: ReturnType<typeof createClient>) {
    const response = await client.request('/api/plans/suggest', { json: { days: 1 } });
    await response.text();
    return response;
  }

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts suggested plans per address (IPv6 by its /64) as PLAN_SUGGEST_RATE_LIMIT_PER_10_MIN says, past Better Auth’s clean-up', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const app = createTestApp(database, { mailer, envOverrides: { PLAN_SUGGEST_RATE_LIMIT_PER_10_MIN: '2' } });
    expect((await suggest(createClient(app, '2001:db8:17:1::1'))).status).toBe(200);
    expect((await suggest(createClient(app, '2001:db8:17:1:ffff::2'))).status).toBe(200);
    const limited = await suggest(createClient(app, '2001:db8:17:1::abcd'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await suggest(createClient(app, '2001:db8:17:2::1'))).status).toBe(200);

    // Two session checks a minute apart: the second makes Better Auth clear its rows older than a minute.
    const neighbour = createClient(app, '2001:db8:17:1::5');
    await (await neighbour.request('/api/auth/get-session')).text();
    vi.setSystemTime(Date.now() + 62_000);
    await (await neighbour.request('/api/auth/get-session')).text();
    expect((await suggest(neighbour)).status).toBe(429);

    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect((await suggest(neighbour)).status).toBe(200);
  });

  it('refuses a suggested plan whose address cannot be trusted, rather than count every such request in one bucket', async () => {
    // No proxy trusted, and in-process requests have no socket: no address at all.
    const direct = createTestApp(database, { mailer, envOverrides: { TRUST_PROXY: 'false' } });
    const unknown = createClient({ request: (path, init) => direct.request(path, init, {}) }, '203.0.113.60');
    const refused = await unknown.request('/api/plans/suggest', { json: { days: 1 } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { type: 'validation', message: NO_CLIENT_ADDRESS_MESSAGE } });
  });

  it('counts a signed-in cook’s suggested plans by account, from any address', async () => {
    const app = createTestApp(database, { mailer, envOverrides: { PLAN_SUGGEST_RATE_LIMIT_PER_10_MIN: '2' } });
    const cook = await signUpAndVerify(app, mailer, { email: 'planner@example.com', ip: nextIp() });
    expect((await suggest(cook)).status).toBe(200);
    expect((await suggest(cook)).status).toBe(200);
    // The same session from another address is the same cook.
    const elsewhere = createClient(app, nextIp());
    for (const [name, value] of cook.cookies) elsewhere.cookies.set(name, value);
    expect((await suggest(elsewhere)).status).toBe(429);
  });

  it('counts recipe imports per cook as RECIPE_IMPORT_RATE_LIMIT_PER_10_MIN says, with a message and Retry-After', async () => {
    const app = createTestApp(database, { mailer, envOverrides: { RECIPE_IMPORT_RATE_LIMIT_PER_10_MIN: '2' } });
    const cook = await signUpAndVerify(app, mailer, { email: 'importer@example.com', ip: nextIp() });
    const importPage = () => cook.request('/api/recipes/import', { json: { html: PAGE } });
    for (let i = 0; i < 2; i += 1) {
      const imported = await importPage();
      expect(imported.status, await imported.clone().text()).toBe(200);
      expect(((await imported.json()) as { recipe: { name: string } }).recipe.name).toBe('Weeknight Dal');
    }
    const limited = await importPage();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await limited.json()).toEqual({
      error: { type: 'rate_limit', message: 'You have imported a lot of recipes just now. Please wait a few minutes and try again.' },
    });
    // Another cook is counted apart.
    const other = await signUpAndVerify(app, mailer, { email: 'other-importer@example.com', ip: nextIp() });
    expect((await other.request('/api/recipes/import', { json: { html: PAGE } })).status).toBe(200);
  });
});
