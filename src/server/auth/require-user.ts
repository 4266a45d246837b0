import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../domain/errors';
import type { AppEnv, SignedInUser } from '../context';
import type { Auth } from './auth';

/** How long this process trusts a session it has just checked, before asking Better Auth again. */
export const SESSION_REUSE_MS = 5_000;
const MAX_REUSED_SESSIONS = 10_000;

type Reused = { user: SignedInUser; until: number };
const reusedByAuth = new WeakMap<Auth, Map<string, Reused>>();
/** Checks under way: requests arriving together with the same cookie wait for one check. */
const checkingByAuth = new WeakMap<Auth, Map<string, Promise<SignedInUser | null>>>();
/** Bumped on every revocation: a check that began before one is used once, never kept. */
const revocationsByAuth = new WeakMap<Auth, number>();
/** Set while this process may miss revocations made by others (see session-revocations.ts). */
const reuseSuspended = new WeakSet<Auth>();

async function checkSession(auth: Auth, headers: Headers): Promise<SignedInUser | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, name, emailVerified } = session.user;
  return { id, email, name, emailVerified };
}

/** The session cookies exactly as sent: a forged or altered one never matches a checked one. */
function sessionKey(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const parts = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^(__Secure-)?better-auth\.session_(token|data)=/.test(part))
    .sort();
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** Forget a session at once (on sign-out), so this process never reuses it. */
export function forgetSession(auth: Auth, cookieHeader: string | undefined): void {
  const key = sessionKey(cookieHeader);
  if (key) reusedByAuth.get(auth)?.delete(key);
}

/**
 * Forget every session of a cook at once (account deleted): no request of theirs is let through
 * on a remembered check afterwards, and a check already under way is not remembered.
 */
export function forgetUser(auth: Auth, userId: string): void {
  revocationsByAuth.set(auth, (revocationsByAuth.get(auth) ?? 0) + 1);
  const reused = reusedByAuth.get(auth);
  if (!reused) return;
  for (const [key, entry] of reused) if (entry.user.id === userId) reused.delete(key);
}

/**
 * Stop (or resume) reusing checked sessions: while this process cannot hear of revocations made
 * by other processes, every request asks Better Auth, so no revoked session outlives its revocation.
 */
export function suspendSessionReuse(auth: Auth, suspended: boolean): void {
  if (suspended) {
    reuseSuspended.add(auth);
    reusedByAuth.get(auth)?.clear();
  } else {
    reuseSuspended.delete(auth);
  }
}

/**
 * The signed-in cook a request comes from, or null. A request with no session cookie is nobody's
 * without asking Better Auth (which would answer null: it reads the session from that cookie
 * alone); a session Better Auth has just confirmed is reused for a few seconds by this process,
 * and requests arriving together with one cookie share one check, so a burst of API calls does not
 * check the same cookie hundreds of times.
 */
export async function findUser(c: Context<AppEnv>): Promise<SignedInUser | null> {
  const { auth } = c.var.deps;
  const key = sessionKey(c.req.header('cookie'));
  if (!key) return null;
  let reused = reusedByAuth.get(auth);
  if (!reused) {
    reused = new Map();
    reusedByAuth.set(auth, reused);
  }
  const hit = reused.get(key);
  if (hit && hit.until > Date.now()) return hit.user;
  const revocationsBefore = revocationsByAuth.get(auth) ?? 0;
  let checking = checkingByAuth.get(auth);
  if (!checking) {
    checking = new Map();
    checkingByAuth.set(auth, checking);
  }
  // A check begun before a revocation is not joined by requests arriving after it.
  const checkKey = `${revocationsBefore}|${key}`;
  let check = checking.get(checkKey);
  if (!check) {
    check = checkSession(auth, c.req.raw.headers).finally(() => checking.delete(checkKey));
    checking.set(checkKey, check);
  }
  const user = await check;
  if (user && !reuseSuspended.has(auth) && (revocationsByAuth.get(auth) ?? 0) === revocationsBefore) {
    if (reused.size >= MAX_REUSED_SESSIONS) reused.clear();
    reused.set(key, { user, until: Date.now() + SESSION_REUSE_MS });
  }
  return user;
}

/** Guards a route for signed-in cooks; the user comes from the session cookie, never the request (`findUser`). */
export function requireUser(message = 'Please sign in to continue.') {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await findUser(c);
    if (!user) throw new AppError('unauthenticated', message);
    c.set('user', user);
    await next();
  });
}
