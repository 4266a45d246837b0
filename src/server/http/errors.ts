import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, codeForStatus, type AppErrorCode, type ErrorBody, type FieldErrors } from '../../domain/errors';
import type { Logger } from '../logger';

export function errorBody(code: AppErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  return { error: fields ? { type: code, message, fields } : { type: code, message } };
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|pglite is closed|connection refused|client has encountered a connection error|cannot use a pool after calling end/i;

/** Whether an error (or one it was caused by) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if (Array.isArray((current as { errors?: unknown[] }).errors) && (current as { errors: unknown[] }).errors.some(isDatabaseUnavailable))
      return true;
    current = cause;
  }
  return false;
}

/**
 * The app's refusals on /api/auth/* (a body too large, no client address) in the shape Better
 * Auth answers there, so the page's auth client reads them like its own.
 */
function authErrorBody(code: AppErrorCode, message: string) {
  return { message, code: code.toUpperCase() };
}

/**
 * Whether a write was refused because the account it belongs to is gone: a request that passed
 * the session check just before its cook deleted the account (on another device) then writes a
 * row whose user (or kitchen, which goes with the user) no longer exists.
 */
export function isAccountGone(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const { code, constraint, message, cause } = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (code === '23503') {
      const name = typeof constraint === 'string' ? constraint : typeof message === 'string' ? message : '';
      return /_(user|kitchen)_id_/.test(name);
    }
    current = cause;
  }
  return false;
}

/** The one place an error becomes a response: always JSON, never a stack trace. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof AppError) {
      const status = error.status as ContentfulStatusCode;
      // The rest of a body refused for its size is not worth reading: the connection closes after the answer.
      if (error.code === 'too_large') c.header('Connection', 'close');
      if (c.req.path.startsWith('/api/auth/')) return c.json(authErrorBody(error.code, error.message), status);
      return c.json(errorBody(error.code, error.message, error.fields), status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = codeForStatus(status);
      const message =
        status === 400 && /json/i.test(error.message)
          ? 'The request body is not valid JSON.'
          : error.message || 'The request could not be handled.';
      return c.json(errorBody(code, message), status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable');
      return c.json(errorBody('unavailable', 'Larder cannot reach its database just now. Please try again in a moment.'), 503);
    }
    if (isAccountGone(error)) {
      return c.json(errorBody('unauthenticated', 'Your session has ended. Please sign in again.'), 401);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
  };
}

export function apiNotFound(c: Context): Response {
  return c.json(errorBody('not_found', `Nothing is found at ${c.req.method} ${c.req.path}.`), 404);
}
