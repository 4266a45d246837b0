import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The header the auth rate limiter reads; always set by the server, never trusted from a client. */
export const CLIENT_IP_HEADER = 'x-larder-client-ip';

function forwardedFor(c: Context): string | undefined {
  const value = c.req.header('x-forwarded-for');
  return value?.split(',').at(-1)?.trim() || undefined;
}

/**
 * The client's address, for rate limits. The socket's address, unless TRUST_PROXY says a proxy
 * in front sets X-Forwarded-For (then its last hop). Requests made in-process (tests) have no
 * socket and use X-Forwarded-For.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) return forwardedFor(c);
  try {
    return getConnInfo(c).remote.address ?? forwardedFor(c);
  } catch {
    return forwardedFor(c);
  }
}
