import { Hono } from 'hono';
import { AppError } from '../../domain/errors';
import type { AppEnv } from '../context';
import { apiNotFound } from '../http/errors';
import { NO_CLIENT_ADDRESS_MESSAGE } from '../http/rate-limit';
import { findUnstorableText } from '../http/validate';
import { CLIENT_IP_HEADER } from './auth';
import { forgetSession } from './require-user';
import { slowedSignIn } from './slowed-sign-in';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Better Auth's handler, with the client address set by the server for its rate limiter (which
 * counts an IPv6 client by its /64). Bodies arrive read and size-checked (limitRequestBodies): ones the
 * database could not store are refused here with a 400, a POST from an address the server cannot
 * trust is refused (it cannot be rate-limited), sign-ins are slowed per account after repeated
 * failures, and an unknown auth route answers the app's JSON 404.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.var.clientIp;
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit = { method: c.req.method, headers };
  let body: unknown;
  if (c.req.method === 'POST') {
    if (!ip) throw new AppError('validation', NO_CLIENT_ADDRESS_MESSAGE);
    const text = await c.req.text();
    body = parseJson(text);
    if (findUnstorableText(text) || findUnstorableText(body)) {
      return c.json({ message: 'The request holds characters that cannot be used.', code: 'INVALID_CHARACTERS' }, 400);
    }
    init.body = text;
  }
  if (c.req.path.endsWith('/sign-out')) forgetSession(c.var.deps.auth, c.req.header('cookie'));
  const handle = () => c.var.deps.auth.handler(new Request(c.req.raw.url, init));
  const response =
    c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email' ? await slowedSignIn(c, body, handle) : await handle();
  if (response.status === 404 && !response.headers.get('content-type')) return apiNotFound(c);
  return response;
});
