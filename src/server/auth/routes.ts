import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { apiNotFound } from '../http/errors';
import { findUnstorableText } from '../http/validate';
import { CLIENT_IP_HEADER } from './client-ip';
import { forgetSession } from './require-user';

const MAX_AUTH_BODY = 10_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Better Auth's handler, with the client address set by the server for its rate limiter. Bodies
 * are small JSON: ones the database could not store are refused here with a 400, and an unknown
 * auth route answers the app's JSON 404.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.var.clientIp;
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit = { method: c.req.method, headers };
  if (c.req.method === 'POST') {
    const body = await c.req.text();
    if (body.length > MAX_AUTH_BODY) return c.json({ message: 'The request is too large.', code: 'BODY_TOO_LARGE' }, 413);
    if (findUnstorableText(body) || findUnstorableText(parseJson(body))) {
      return c.json({ message: 'The request holds characters that cannot be used.', code: 'INVALID_CHARACTERS' }, 400);
    }
    init.body = body;
  }
  if (c.req.path.endsWith('/sign-out')) forgetSession(c.var.deps.auth, c.req.header('cookie'));
  const response = await c.var.deps.auth.handler(new Request(c.req.raw.url, init));
  if (response.status === 404 && !response.headers.get('content-type')) return apiNotFound(c);
  return response;
});
