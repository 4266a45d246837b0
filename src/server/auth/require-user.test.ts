import { Hono } from 'hono';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps, AppEnv } from '../context';
import { createErrorHandler } from '../http/errors';
import type { Auth } from './auth';
import { findUser, forgetSession, forgetUser, requireUser, SESSION_REUSE_MS, suspendSessionReuse } from './require-user';

const ANN = { id: 'u-ann', email: 'ann@example.com', name: 'Ann', emailVerified: true };
const COOKIE = 'better-auth.session_token=abc.sig; better-auth.session_data=xyz';

/** An app with one guarded route, and a Better Auth whose session checks are counted. */
function guardedApp(user: typeof ANN | null = ANN) {
  const getSession = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return user ? { user, session: { id: 's1' } } : null;
  });
  const auth = { api: { getSession } } as unknown as Auth;
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.use(async (c, next) => {
    c.set('deps', { auth } as unknown as AppDeps);
    await next();
  });
  app.get('/me', requireUser('Sign in first.'), (c) => c.json(c.var.user));
  app.get('/who', async (c) => c.json({ user: await findUser(c) }));
  const get = async (cookie?: string, path = '/me') => app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { auth, getSession, get };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requireUser', () => {
  it('checks a burst of requests with one cookie once, and answers them all', async () => {
    const { getSession, get } = guardedApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(COOKIE)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await answers[0]?.json()).toEqual(ANN);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('reuses a confirmed session for a few seconds, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { getSession, get } = guardedApp();
    await get(COOKIE);
    vi.setSystemTime(Date.now() + SESSION_REUSE_MS - 100);
    await get(COOKIE);
    expect(getSession).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 200);
    await get(COOKIE);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('never reuses across cookies, and forgets a session signed out', async () => {
    const { auth, getSession, get } = guardedApp();
    await get(COOKIE);
    await get(`${COOKIE}x`);
    expect(getSession).toHaveBeenCalledTimes(2);
    forgetSession(auth, COOKIE);
    await get(COOKIE);
    expect(getSession).toHaveBeenCalledTimes(3);
  });

  it('forgets every remembered session of a cook whose sessions were revoked', async () => {
    const { auth, getSession, get } = guardedApp();
    await get(COOKIE);
    await get(`${COOKIE}-phone`);
    forgetUser(auth, ANN.id);
    await get(COOKIE);
    await get(`${COOKIE}-phone`);
    expect(getSession).toHaveBeenCalledTimes(4);
  });

  it('does not remember a check that was under way when a revocation came', async () => {
    const { auth, getSession, get } = guardedApp();
    const during = get(COOKIE);
    forgetUser(auth, ANN.id);
    await during;
    await get(COOKIE);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('checks every request while reuse is suspended (revocations from other servers cannot be heard)', async () => {
    const { auth, getSession, get } = guardedApp();
    suspendSessionReuse(auth, true);
    await get(COOKIE);
    await get(COOKIE);
    expect(getSession).toHaveBeenCalledTimes(2);
    suspendSessionReuse(auth, false);
    await get(COOKIE);
    await get(COOKIE);
    expect(getSession).toHaveBeenCalledTimes(3);
  });

  it('refuses a request without a valid session with the route’s message', async () => {
    const { get } = guardedApp(null);
    const answer = await get('better-auth.session_token=forged');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { message: 'Sign in first.' } });
    expect((await get()).status).toBe(401);
  });
});

describe('findUser', () => {
  it('answers nobody for a request without a session cookie, without asking Better Auth', async () => {
    const { getSession, get } = guardedApp();
    for (const cookie of [undefined, 'ui-theme=dark', 'better-auth.other=1']) {
      expect(await (await get(cookie, '/who')).json()).toEqual({ user: null });
    }
    expect((await get(undefined)).status).toBe(401);
    expect(getSession).not.toHaveBeenCalled();
  });

  it('finds the cook of a session cookie, and shares the guard’s short reuse', async () => {
    const { getSession, get } = guardedApp();
    expect(await (await get(COOKIE, '/who')).json()).toEqual({ user: ANN });
    expect((await get(COOKIE)).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it('answers nobody for a session Better Auth does not know', async () => {
    const { getSession, get } = guardedApp(null);
    expect(await (await get('__Secure-better-auth.session_token=forged', '/who')).json()).toEqual({ user: null });
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});
