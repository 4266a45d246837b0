import { hc } from 'hono/client';
import type { AppType } from '../../server/app';
import type { ErrorBody } from '../../domain/errors';

/** The typed API client; the web imports only the server's types. */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });

/** A failed API call: the HTTP status and the server's message (or a network failure, status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string = 'unknown',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** Awaits a fetch, turning network failures and error bodies into ApiError. */
export async function unwrap<T>(request: Promise<Response & { json(): Promise<T> }> | Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network connection issues detected. Please check your internet connection.', 'network');
  }
  if (response.ok) return (await response.json()) as T;
  let message = `The server answered ${response.status}.`;
  let type = 'unknown';
  try {
    const body = (await response.json()) as Partial<ErrorBody> & { message?: string; code?: string };
    message = body.error?.message ?? body.message ?? message;
    type = body.error?.type ?? body.code ?? type;
  } catch {
    /* not JSON */
  }
  throw new ApiError(response.status, message, type);
}
