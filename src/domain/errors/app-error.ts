/**
 * One error type for the whole app. The server turns it into a response in one place
 * (`onError`); the web turns a response back into it and shows it through the spec's toasts.
 */
export const APP_ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'rate_limit',
  'timeout',
  'unavailable',
  'provider',
  'internal',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limit: 429,
  timeout: 504,
  unavailable: 503,
  provider: 502,
  internal: 500,
};

/**
 * The one mapping from an HTTP status to an error code: the server's handler uses it for errors
 * that arrive with a status only (Hono's, Better Auth's), and the page for answers without a
 * body it can read. A 401 is a missing session, never a bad AI key (that is the provider's).
 */
export function codeForStatus(status: number): AppErrorCode {
  switch (status) {
    case 400:
    case 415:
    case 422:
      return 'validation';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 408:
    case 504:
      return 'timeout';
    case 429:
      return 'rate_limit';
    case 502:
      return 'provider';
    case 503:
      return 'unavailable';
    default:
      return status >= 500 ? 'internal' : 'validation';
  }
}

export const isAppErrorCode = (value: unknown): value is AppErrorCode =>
  typeof value === 'string' && (APP_ERROR_CODES as readonly string[]).includes(value);

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: FieldErrors | undefined;

  constructor(code: AppErrorCode, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** The JSON body of every failed API response. */
export type ErrorBody = { error: { type: AppErrorCode; message: string; fields?: FieldErrors } };
