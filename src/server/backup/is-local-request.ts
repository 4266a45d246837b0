import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether the request came over a socket from this machine itself (loopback, or from one of its
 * own addresses) and not through a proxy. Requests without a socket (made in-process) are not local.
 */
export function isLocalRequest(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  const remote = socket?.remoteAddress;
  if (!remote) return false;
  return LOOPBACK.test(remote) || remote === socket.localAddress;
}
