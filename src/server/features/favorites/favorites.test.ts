import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, readJson, type ErrorBody } from '../../../../tests/support/http-client';
import { linkIn, startSmtpSink } from '../../../../tests/support/smtp-sink';
import { createTestApp } from '../../../../tests/support/test-app';
import { testDatabases } from '../../../../tests/support/test-databases';
import type { Database } from '../../db/database';

const meal = (id: string | number, name = `Meal ${id}`) => ({ id, name, description: 'Tasty.', ingredients: [] });

describe.each(testDatabases())('accounts and favourites on $name', ({ open }) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: ReturnType<typeof createTestApp>;
  let ipCounter = 1;
  const newClient = () => createClient(app, `10.1.0.${ipCounter++}`);

  async function signUpAndVerify(email: string, password = 'correct horse') {
    const client = newClient();
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { email, password, name: email.split('@')[0], callbackURL: '/auth' },
    });
    expect(signUp.status).toBe(200);
    const mail = await smtp.waitFor(email);
    const link = new URL(linkIn(mail, '/api/auth/verify-email'));
    const verify = await client.request(link.pathname + link.search);
    expect([200, 302]).toContain(verify.status);
    const signIn = await client.request('/api/auth/sign-in/email', { json: { email, password } });
    expect(signIn.status).toBe(200);
    return client;
  }

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpSink();
    app = createTestApp(database, { envOverrides: { SMTP_URL: smtp.url, MAIL_FROM: 'Larder <hello@larder.test>' } });
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  it('signs up, mails a verification link to /auth, verifies, signs in and out', async () => {
    const client = newClient();
    const email = 'ann@example.com';
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { email, password: 'pickled onions', name: 'ann', callbackURL: '/auth' },
    });
    expect(signUp.status).toBe(200);

    const mail = await smtp.waitFor(email);
    expect(mail.text).toContain('Subject: Confirm your e-mail address for Larder');
    expect(mail.text).toContain('From: Larder <hello@larder.test>');
    expect(mail.text).toMatch(/Content-Type: text\/plain/);
    expect(mail.text).toMatch(/Content-Type: text\/html/);
    const link = new URL(linkIn(mail, '/api/auth/verify-email'));
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.searchParams.get('callbackURL')).toBe('/auth');

    const unverified = await client.request('/api/auth/sign-in/email', { json: { email, password: 'pickled onions' } });
    expect(unverified.status).toBe(403);
    expect((await readJson<{ code: string }>(unverified)).code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await client.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth');

    const signIn = await client.request('/api/auth/sign-in/email', { json: { email, password: 'pickled onions' } });
    expect(signIn.status).toBe(200);
    const sessionCookie = signIn.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const session = await client.request('/api/auth/get-session');
    expect((await readJson<{ user: { email: string } }>(session)).user.email).toBe(email);

    expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect(await (await client.request('/api/auth/get-session')).json()).toBeNull();
    expect((await client.request('/api/favorites')).status).toBe(401);
  });

  it('refuses a wrong password and a password shorter than 6 characters', async () => {
    await signUpAndVerify('bob@example.com', 'right password');
    const client = newClient();
    const wrong = await client.request('/api/auth/sign-in/email', { json: { email: 'bob@example.com', password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect((await readJson<{ message: string }>(wrong)).message).toMatch(/invalid email or password/i);

    const short = await client.request('/api/auth/sign-up/email', { json: { email: 'short@example.com', password: '12345', name: 's' } });
    expect(short.status).toBe(400);
    expect((await readJson<{ message: string }>(short)).message).toMatch(/password too short/i);
  });

  it('mails a reset link that lands on /auth with a token, and the new password works', async () => {
    const email = 'cat@example.com';
    await signUpAndVerify(email, 'old password');
    const client = newClient();
    const ask = await client.request('/api/auth/request-password-reset', { json: { email, redirectTo: 'http://localhost:3000/auth' } });
    expect(ask.status).toBe(200);
    const mail = await smtp.waitFor(email, 2);
    expect(mail.text).toContain('Subject: Reset your Larder password');
    const link = new URL(linkIn(mail, '/api/auth/reset-password/'));
    const landing = await client.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/auth');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await client.request('/api/auth/reset-password', { json: { token, newPassword: 'new password' } });
    expect(reset.status).toBe(200);
    expect((await client.request('/api/auth/sign-in/email', { json: { email, password: 'old password' } })).status).toBe(401);
    expect((await client.request('/api/auth/sign-in/email', { json: { email, password: 'new password' } })).status).toBe(200);
  });

  it('limits sign-in attempts per client with a 429', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await client.request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'whatever' } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not affected.
    const other = await newClient().request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'whatever' } });
    expect(other.status).toBe(401);
  });

  it('adds, lists, checks, counts, removes and repairs favourites', async () => {
    const client = await signUpAndVerify('dee@example.com');
    const added = await client.request('/api/favorites', { json: { meal: meal('m1', 'Dal') } });
    expect(added.status).toBe(201);
    // A JSON string and a numeric id are accepted; the id becomes text.
    expect((await client.request('/api/favorites', { json: { meal: JSON.stringify(meal(42, 'Pho')) } })).status).toBe(201);
    // Adding twice is not an error and makes no second row.
    const again = await client.request('/api/favorites', { json: { meal: meal('m1', 'Dal') } });
    expect(again.status).toBe(200);

    const list = await readJson<{ favorites: { mealId: string; meal: { name: string } }[] }>(await client.request('/api/favorites'));
    expect(list.favorites.map((row) => row.mealId).sort()).toEqual(['42', 'm1']);
    expect(list.favorites.find((row) => row.mealId === 'm1')?.meal.name).toBe('Dal');
    expect(await (await client.request('/api/favorites/count')).json()).toEqual({ count: 2 });
    expect(await (await client.request('/api/favorites/42')).json()).toMatchObject({ isFavorite: true });
    expect(await (await client.request('/api/favorites/nope')).json()).toMatchObject({ isFavorite: false, id: null });

    expect((await client.request('/api/favorites/42', { method: 'DELETE' })).status).toBe(200);
    expect((await client.request('/api/favorites/42', { method: 'DELETE' })).status).toBe(404);

    const repaired = await client.request('/api/favorites/repair', { json: { meals: [meal('m1'), meal('m7'), meal('m8'), meal('m7')] } });
    expect(await repaired.json()).toEqual({ inserted: expect.arrayContaining(['m7', 'm8']), count: 3 });
  });

  it("keeps users apart: B can neither see nor delete A's favourites", async () => {
    const a = await signUpAndVerify('eve@example.com');
    const b = await signUpAndVerify('fay@example.com');
    await a.request('/api/favorites', { json: { meal: meal('secret-stew') } });

    expect((await readJson<{ favorites: unknown[] }>(await b.request('/api/favorites'))).favorites).toEqual([]);
    expect(await (await b.request('/api/favorites/secret-stew')).json()).toMatchObject({ isFavorite: false });
    expect((await b.request('/api/favorites/secret-stew', { method: 'DELETE' })).status).toBe(404);
    expect(await (await a.request('/api/favorites/count')).json()).toEqual({ count: 1 });
  });

  it('makes one row of two concurrent adds', async () => {
    const client = await signUpAndVerify('gus@example.com');
    const results = await Promise.all([
      client.request('/api/favorites', { json: { meal: meal('race') } }),
      client.request('/api/favorites', { json: { meal: meal('race') } }),
      client.request('/api/favorites', { json: { meal: meal('race') } }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(await (await client.request('/api/favorites/count')).json()).toEqual({ count: 1 });
  });

  it('answers bad bodies with 400 and a message, and signed-out calls with 401', async () => {
    const client = await signUpAndVerify('hal@example.com');
    const cases: [unknown, RegExp][] = [
      [{}, /meal/i],
      [{ meal: { name: 'No id' } }, /id/i],
      [{ meal: { id: 'x' } }, /name/i],
      [{ meal: 'not json' }, /object/i],
      [{ meal: [1, 2] }, /object/i],
    ];
    for (const [body, message] of cases) {
      const response = await client.request('/api/favorites', { json: body });
      expect(response.status).toBe(400);
      const json = await readJson<ErrorBody>(response);
      expect(json.error.type).toBe('validation');
      expect(json.error.message).toMatch(message);
    }
    const broken = await client.request('/api/favorites', { json: '{"meal": ' });
    expect(broken.status).toBe(400);

    const anonymous = newClient();
    for (const [path, method] of [
      ['/api/favorites', 'GET'],
      ['/api/favorites/count', 'GET'],
      ['/api/favorites/x', 'GET'],
      ['/api/favorites/x', 'DELETE'],
    ]) {
      const response = await anonymous.request(path as string, { method: method as string });
      expect(response.status).toBe(401);
      expect((await readJson<ErrorBody>(response)).error.message).toBe('You need to be logged in to view favorite meals');
    }
    expect((await anonymous.request('/api/favorites', { json: { meal: meal('x') } })).status).toBe(401);
  });
});
