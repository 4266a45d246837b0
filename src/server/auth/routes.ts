import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { CLIENT_IP_HEADER } from './client-ip';

/** Better Auth's handler, with the client address set by the server for its rate limiter. */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.var.clientIp;
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit & { duplex?: 'half' } = { method: c.req.method, headers };
  if (c.req.method === 'POST') {
    init.body = c.req.raw.body;
    init.duplex = 'half';
  }
  return c.var.deps.auth.handler(new Request(c.req.raw.url, init));
});
