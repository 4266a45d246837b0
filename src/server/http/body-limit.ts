import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../domain/errors';
import { BODY_LIMITS, createJsonShapeScanner, jsonShapeMessage } from '../../domain/limits';

/** The body limit of each API route that takes more than BODY_LIMITS.other; the first match wins. */
export const ROUTE_BODY_LIMITS: readonly { path: string; bytes: number }[] = [
  { path: '/api/auth', bytes: BODY_LIMITS.auth },
  { path: '/api/generations', bytes: BODY_LIMITS.generation },
  { path: '/api/plan', bytes: BODY_LIMITS.plan },
  { path: '/api/favorites/repair', bytes: BODY_LIMITS.repair },
  { path: '/api/favorites', bytes: BODY_LIMITS.favorite },
];

export function bodyLimitFor(path: string): number {
  const rule = ROUTE_BODY_LIMITS.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
  return rule?.bytes ?? BODY_LIMITS.other;
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function tooLarge(limit: number): AppError {
  return new AppError('too_large', `The request is too large: this address takes at most ${(limit / 1000).toLocaleString('en-GB')} KB.`);
}

/**
 * Reads every request body before any route sees it, counting the bytes as they arrive: past the
 * route's limit it answers 413 at once (a declared Content-Length over the limit is refused
 * without reading; a chunked body without one is cut off at the limit, never buffered whole).
 * A JSON body's shape is checked before anything parses it (DESIGN §8: validation never recurses
 * without bound). The route then reads what was read here.
 */
export function limitRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream) return next();
    const limit = bodyLimitFor(c.req.path);
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);

    // A JSON body's shape is checked on each piece as it arrives: a hostile one stops being read at once.
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const scanner = JSON_MEDIA_TYPE.test(mediaType) ? createJsonShapeScanner() : undefined;
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Past the limit (or a shape no JSON route takes), the server drains within bounds or
      // closes whatever the client still sends.
      if (size > limit) {
        void reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      const problem = scanner?.push(value);
      if (problem) {
        void reader.cancel().catch(() => undefined);
        throw new AppError('validation', jsonShapeMessage(problem));
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // As Hono's own bodyLimit does: the route reads the bytes read here (signal and headers kept).
    c.req.raw = new Request(c.req.raw, { body: bytes });
    await next();
  };
}
