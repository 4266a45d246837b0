import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { SIGN_IN_FAILURE_WINDOW_SECONDS, signInDelayMs } from '../../domain/auth';
import type { AppEnv } from '../context';

/** Better Auth's answer to a wrong e-mail or password. */
const WRONG_CREDENTIALS = 401;

/** The failure counter of one account, keyed by a hash so no e-mail address is kept with the count. */
export function signInFailureKey(email: string): string {
  return `sign-in-failures|${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

/**
 * A sign-in attempt, slowed per account (beside Better Auth's per-address limit): after
 * SIGN_IN_FAILURES_BEFORE_DELAY failures in 15 minutes each attempt waits longer before it is
 * checked, from whatever address it comes. Every attempt is still checked, so failing on purpose
 * cannot lock a cook out; a success clears the count.
 */
export async function slowedSignIn(c: Context<AppEnv>, body: unknown, handle: () => Promise<Response>): Promise<Response> {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return handle();
  const { rateLimits, env, tuning } = c.var.deps;
  const key = signInFailureKey(email);
  const delay = signInDelayMs(await rateLimits.peek(key), env.SIGN_IN_FAILURES_BEFORE_DELAY);
  if (delay > 0) await tuning.sleep(delay);
  const response = await handle();
  if (response.status === WRONG_CREDENTIALS) {
    await rateLimits.consume(key, { windowSeconds: SIGN_IN_FAILURE_WINDOW_SECONDS, max: Number.MAX_SAFE_INTEGER });
  } else if (response.ok) {
    await rateLimits.reset(key);
  }
  return response;
}
