import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../../domain/errors';
import { BODY_LIMITS, KB, createJsonShapeScanner, jsonShapeMessage } from '../../domain/limits';
import { ACCOUNT_IMPORT_TOO_LARGE, MAX_ACCOUNT_IMPORT_BYTES } from '../../domain/account-data';
import { MAX_KITCHEN_PUSH_BYTES } from '../../domain/kitchen';
import { MAX_IMPORT_HTML_LENGTH, MAX_RECIPE_BYTES, MAX_RECIPE_FILE_BYTES, MAX_RECIPE_IMAGE_BYTES } from '../../domain/recipes';
import { MAX_SUGGEST_BODY_BYTES } from '../../domain/week-plan';
import { formatCount } from '../../domain/text/format-count';

/**
 * The body limit of each API route that takes more than BODY_LIMITS.other; the first match wins.
 * `afterSignIn`: a route for signed-in cooks only, whose body is read (with `readBody`) after the
 * session is checked, so a visitor cannot make the server read megabytes it will refuse anyway.
 * `tooLarge`: the route's own 413 message, where the page that sends it says what is too large.
 */
export const ROUTE_BODY_LIMITS: readonly { path: string; bytes: number; afterSignIn?: true; tooLarge?: string }[] = [
  { path: '/api/auth', bytes: BODY_LIMITS.auth },
  { path: '/api/generations', bytes: BODY_LIMITS.generation },
  // Open to visitors: read here, before the route.
  { path: '/api/plans/suggest', bytes: MAX_SUGGEST_BODY_BYTES },
  { path: '/api/account/delete', bytes: BODY_LIMITS.account, afterSignIn: true },
  // A whole account's data file (pictures inline); the route counts its bytes as it reads them.
  { path: '/api/account/import', bytes: MAX_ACCOUNT_IMPORT_BYTES, afterSignIn: true, tooLarge: ACCOUNT_IMPORT_TOO_LARGE },
  // A batch of changes a device queued (a week planned offline).
  { path: '/api/kitchen', bytes: MAX_KITCHEN_PUSH_BYTES, afterSignIn: true },
  { path: '/api/shopping-share', bytes: BODY_LIMITS.sharedList, afterSignIn: true },
  // A helper's ticks, open to anyone with the link: read here, before the route.
  { path: '/api/shared-lists', bytes: BODY_LIMITS.sharedList },
  { path: '/api/favorites/repair', bytes: BODY_LIMITS.repair, afterSignIn: true },
  { path: '/api/favorites', bytes: BODY_LIMITS.favorite, afterSignIn: true },
  // JSON escapes can double a pasted page's or a recipe's size; their schemas hold the real limits.
  { path: '/api/recipes/import-file', bytes: MAX_RECIPE_FILE_BYTES, afterSignIn: true },
  { path: '/api/recipes/import', bytes: 2 * MAX_IMPORT_HTML_LENGTH + 10_000, afterSignIn: true },
  { path: '/api/recipes/images', bytes: MAX_RECIPE_IMAGE_BYTES, afterSignIn: true },
  { path: '/api/recipes', bytes: 2 * MAX_RECIPE_BYTES + 10_000, afterSignIn: true },
];

function ruleFor(path: string) {
  return ROUTE_BODY_LIMITS.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
}

export function bodyLimitFor(path: string): number {
  return ruleFor(path)?.bytes ?? BODY_LIMITS.other;
}

/** For a signed-in route, after its session check: reads the body within the limit of `path`. */
export function readBodyFor(path: string) {
  const rule = ruleFor(path);
  return readBody(rule?.bytes ?? BODY_LIMITS.other, rule?.tooLarge);
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** Requests whose body has been read (and checked) here. */
const read = new WeakSet<Request>();

function tooLarge(limit: number, message?: string): AppError {
  // Whole kilobytes, rounded down (a limit of 65,536 bytes reads "65 KB"): the message never promises more than is taken.
  const kilobytes = formatCount(Math.floor(limit / KB));
  return new AppError('too_large', message ?? `The request is too large: this address takes at most ${kilobytes} KB.`);
}

/** Whether a request carries a body, asked without building a web Request for it where the headers say. */
function hasBody(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared)) return Number(declared) > 0;
  return c.req.raw.body !== null;
}

const utf8 = new TextDecoder();

/**
 * A body of declared length within the limit: HTTP frames it by that length, so it cannot grow
 * past the limit, and it is read whole through Hono (on Node, straight from the socket, with no
 * web streams in between) and then checked. The JSON route's text is left with Hono, as its own
 * reading would decode it (UTF-8, a byte order mark dropped), so the validator parses it at once.
 */
async function readDeclared(c: Context, limit: number, message?: string): Promise<void> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  // Only a Request made in the process (app.request) can hold more than it declares.
  if (bytes.byteLength > limit) throw tooLarge(limit, message);
  if (JSON_MEDIA_TYPE.test(mediaTypeOf(c))) {
    const problem = createJsonShapeScanner().push(bytes);
    if (problem) throw new AppError('validation', jsonShapeMessage(problem));
    // Hono keeps each reader's promise under the reader's name (its type says the method itself).
    Object.assign(c.req.bodyCache, { text: Promise.resolve(utf8.decode(bytes)) });
  }
}

function mediaTypeOf(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
}

/**
 * Reads the body once, within `limit`: past it, 413. A body that declares its length is refused
 * at once when that is past the limit, else read whole (`readDeclared`). One without (chunked) is
 * counted as its bytes arrive and refused at the limit, never buffered whole, and a JSON body's
 * shape is checked on each piece as it arrives (docs/design.md §8: validation never recurses without
 * bound), so a hostile one stops being read after its first piece. The route then reads what was
 * read here.
 */
async function readAndCheck(c: Context, limit: number, message?: string): Promise<void> {
  if (read.has(c.req.raw) || !hasBody(c)) return;
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared)) {
    if (Number(declared) > limit) throw tooLarge(limit, message);
    await readDeclared(c, limit, message);
    read.add(c.req.raw);
    return;
  }
  const stream = c.req.raw.body;
  if (!stream) return;
  const scanner = JSON_MEDIA_TYPE.test(mediaTypeOf(c)) ? createJsonShapeScanner() : undefined;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Refused: the server closes the connection after its answer rather than read the rest.
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge(limit, message);
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
  read.add(c.req.raw);
}

/** For a signed-in route, after its session check: reads the body within `limit` (see readAndCheck). */
export const readBody = (limit: number, message?: string) =>
  createMiddleware(async (c, next) => {
    await readAndCheck(c, limit, message);
    await next();
  });

/**
 * Every API request's body, before any route sees it: a declared Content-Length past the route's
 * limit is refused at once; a body for a signed-in route is left for that route to read after the
 * session check (`readBody`), every other one is read and checked here.
 */
export function limitRequestBodies(): MiddlewareHandler {
  return async (c, next) => {
    if (!hasBody(c)) return next();
    const rule = ruleFor(c.req.path);
    const limit = rule?.bytes ?? BODY_LIMITS.other;
    if (rule?.afterSignIn) {
      const declared = c.req.header('content-length');
      if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit, rule.tooLarge);
      return next();
    }
    await readAndCheck(c, limit);
    await next();
  };
}
