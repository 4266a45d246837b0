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
