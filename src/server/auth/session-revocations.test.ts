import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../tests/support/accounts';
import { createClient } from '../../../tests/support/http-client';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { testDatabases } from '../../../tests/support/test-databases';
import type { Database } from '../db/database';
import { createLogger } from '../logger';
import type { Auth } from './auth';
import { createAuth } from './auth';
import { parseEnv } from '../env';
import { SESSION_REUSE_MS } from './require-user';
import { watchSessionRevocations } from './session-revocations';

const SECRET = 'revocation-test-secret-revocation-test-42';
const PASSWORD = 'correct horse';

/**
 * Two server processes on one database, each with its own session reuse: an account deleted
 * through one is signed out on the other as soon as the other hears of it, well before its
 * remembered check (SESSION_REUSE_MS) would have run out.
 */
describe.each(testDatabases())('session revocations between two servers on $name', ({ open }) => {
  const nextIp = addressPool(93);
  const mailer = createMemoryMailer();
  let database: Database;
  const stops: (() => Promise<void>)[] = [];

  function server() {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'http://localhost:3000' });
    const logger = createLogger('silent');
    const auth: Auth = createAuth({ db: database.db, env, logger, mailer, secret: SECRET });
    stops.push(watchSessionRevocations({ database, auth, logger }));
    const checks = vi.spyOn(auth.api, 'getSession');
    return { app: createTestApp(database, { mailer, auth }), checks };
  }

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await database?.close();
  });

  it('signs the cook out on the other server as soon as it hears', async () => {
    const first = server();
    const second = server();
    const laptop = await signUpAndVerify(first.app, mailer, { email: 'cat@example.com', ip: nextIp(), password: PASSWORD });
    // The same session cookies, sent to the second server, which checks them once and then, once
    // it listens for revocations, lets them through on that check without asking again.
    const phone = createClient(second.app, nextIp());
    for (const [name, value] of laptop.cookies) phone.cookies.set(name, value);
    await vi.waitFor(
      async () => {
        expect((await phone.request('/api/favorites')).status).toBe(200);
        const before = second.checks.mock.calls.length;
        expect((await phone.request('/api/favorites')).status).toBe(200);
        expect(second.checks.mock.calls.length).toBe(before);
      },
      { timeout: 5_000 },
    );

    expect((await laptop.request('/api/account/delete', { json: { password: PASSWORD } })).status).toBe(200);
    // Without the notification the second server would let the phone in until its check runs out.
    await vi.waitFor(async () => expect((await phone.request('/api/favorites')).status).toBe(401), {
      timeout: SESSION_REUSE_MS / 2,
      interval: 20,
    });
  });
});
