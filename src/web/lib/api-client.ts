import type { hc } from 'hono/client';
import type { AppType } from '../../server/app';
import { AppError, codeForStatus, isAppErrorCode, type AppErrorCode, type FieldErrors } from '../../domain/errors/app-error';
import { errorTypeForCode, type ErrorType } from '../../domain/errors/error-toasts';
import { HTTP_TIMEOUT_MESSAGE, HTTP_TIMEOUT_MS, type HttpTimeout } from '../../domain/errors/http-timeouts';

export const NETWORK_ERROR_MESSAGE = 'Network connection issues detected. Please check your internet connection.';

/**
 * A failed API call, as the page knows it: the app's one error type (`AppError`, its codes and
 * its status mapping shared with the server) with the status the server really answered (0 when
 * it was not reached) and, for Better Auth's answers, the reason it gave ('EMAIL_NOT_VERIFIED').
 */
export class ApiError extends AppError {
  constructor(
    readonly httpStatus: number,
    code: AppErrorCode,
    message: string,
    options: { fields?: FieldErrors; reason?: string } = {},
  ) {
    super(code, message, options.fields);
    this.name = 'ApiError';
    this.reason = options.reason;
  }

  readonly reason: string | undefined;

  override get status(): number {
    return this.httpStatus;
  }

  /** The server could not be reached (offline, refused). */
  get isNetwork(): boolean {
    return this.httpStatus === 0 && this.code === 'unavailable';
  }

  /** The spec's type of this error, for its toast ('network' when the server was not reached). */
  get type(): ErrorType {
    return errorTypeForCode(this.isNetwork ? 'network' : this.code);
  }

  static network(): ApiError {
    return new ApiError(0, 'unavailable', NETWORK_ERROR_MESSAGE);
  }

  /** The server did not answer in time (status 0: no answer arrived). */
  static timeout(): ApiError {
    return new ApiError(0, 'timeout', HTTP_TIMEOUT_MESSAGE);
  }
}

export type ApiRequestInit = RequestInit & { timeout?: HttpTimeout };

/**
 * The page's one way to the server: `fetch` with the spec's time limit (standard 30 s unless the
 * call asks for `extended` or `long`), which covers reading the answer's body too. A lost
 * connection throws ApiError.network(), a limit reached ApiError.timeout(); the caller's own
 * abort passes through as it is.
 */
export async function apiFetch(input: RequestInfo | URL, { timeout = 'standard', ...init }: ApiRequestInit = {}): Promise<Response> {
  // One controller for both ends: the caller's abort and the limit. (Its timer is left to run
  // out: the limit covers the body, read after this returns, and a late abort does nothing.)
  const controller = new AbortController();
  const caller = init.signal;
  if (caller?.aborted) controller.abort(caller.reason);
  caller?.addEventListener('abort', () => controller.abort(caller.reason), { once: true });
  let timedOut = false;
  setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(HTTP_TIMEOUT_MESSAGE, 'TimeoutError'));
  }, HTTP_TIMEOUT_MS[timeout]);
  try {
    return await fetch(input, { credentials: 'same-origin', ...init, signal: controller.signal });
  } catch (error) {
    if (caller?.aborted) throw error;
    if (timedOut) throw ApiError.timeout();
    throw ApiError.network();
  }
}

/** What a call of the typed client may carry (the part of Hono's client Larder uses). */
type CallArgs = { param?: Record<string, string>; query?: Record<string, string | string[] | undefined>; json?: unknown };
type CallOptions = { init?: RequestInit };

/** The address of a call: `/api/recipes/:id` with its params filled in and its query appended. */
export function callUrl(segments: readonly string[], { param = {}, query }: CallArgs = {}): string {
  const path = segments.map((segment) => (segment.startsWith(':') ? encodeURIComponent(param[segment.slice(1)] ?? '') : segment));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(name, item);
  const text = search.toString();
  return `/api/${path.join('/')}${text ? `?${text}` : ''}`;
}

/** Calls the route a chain of names leads to (`api.recipes[':id'].$put(...)`), as Hono's client would. */
function client(segments: readonly string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_, name) => (typeof name === 'string' && name !== 'then' ? client([...segments, name]) : undefined),
    apply: (_, __, [args, options]: [CallArgs | undefined, CallOptions | undefined]) => {
      const method = segments.at(-1)?.replace(/^\$/, '').toUpperCase() ?? 'GET';
      const hasJson = args?.json !== undefined;
      return apiFetch(callUrl(segments.slice(0, -1), args), {
        method,
        headers: hasJson ? { 'Content-Type': 'application/json' } : undefined,
        body: hasJson && method !== 'GET' ? JSON.stringify(args.json) : undefined,
        ...options?.init,
      });
    },
  });
}

/**
 * The typed API client (through apiFetch: the session cookie, the time limit). Its types are Hono's
 * client's, from the server's routes; the few lines above stand in for that client's code, which
 * every screen would otherwise load (decision 0022).
 */
export const api = client([]) as ReturnType<typeof hc<AppType>>;

/** The ApiError an error answer stands for: the app's `{ error: { type, message, fields } }`, Better Auth's `{ code, message }`, or a bare status. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let message = `The server answered ${response.status}.`;
  let code = codeForStatus(response.status);
  let fields: FieldErrors | undefined;
  let reason: string | undefined;
  try {
    const body = (await response.json()) as {
      error?: { type?: unknown; message?: string; fields?: FieldErrors };
      message?: string;
      code?: string;
    };
    message = body.error?.message ?? body.message ?? message;
    if (isAppErrorCode(body.error?.type)) code = body.error.type;
    fields = body.error?.fields;
    reason = body.code;
  } catch {
    /* not JSON */
  }
  return new ApiError(response.status, code, message, { fields, reason });
}

type JsonOf<R> = R extends { json(): Promise<infer T> } ? T : never;

/**
 * Awaits a call of the typed client and answers its JSON body, typed as the server's route
 * declares it; network failures and error answers become ApiError. Aborts pass through.
 */
export async function unwrap<R extends Response>(request: Promise<R>): Promise<JsonOf<R>> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw ApiError.network();
  }
  if (response.ok) {
    return (await response.json().catch((error: unknown) => {
      // The time limit covers the body too.
      throw error instanceof DOMException && error.name === 'TimeoutError' ? ApiError.timeout() : error;
    })) as JsonOf<R>;
  }
  throw await errorFromResponse(response);
}
