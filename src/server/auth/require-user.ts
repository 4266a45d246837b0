import { createMiddleware } from 'hono/factory';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';

/** Guards a route for signed-in cooks; the user comes from the session cookie, never the request. */
export function requireUser(message = 'Please sign in to continue.') {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthenticated', message);
    const { id, email, name, emailVerified } = session.user;
    c.set('user', { id, email, name, emailVerified });
    await next();
  });
}
