/**
 * The spec's error types and the toast each one shows (shell §8 'Shared error titles by
 * type', meal-planning-flow §8). Toasts for these errors last 7 s.
 */
export const ERROR_TYPES = ['authentication', 'rate_limit', 'timeout', 'server', 'network', 'unknown'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_TOAST_DURATION_MS = 7_000;
export const UNKNOWN_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

export const ERROR_TOASTS: Record<Exclude<ErrorType, 'unknown'>, { title: string; message: string }> = {
  authentication: { title: 'API Key Error', message: 'Please check your API key settings and try again.' },
  rate_limit: {
    title: 'Rate Limit Exceeded',
    message: 'API rate limit reached. Please wait a few minutes and try again.',
  },
  timeout: { title: 'Request Timeout', message: 'The request took too long to complete. Please try again later.' },
  server: { title: 'Server Error', message: 'The server encountered an error. Please try again later.' },
  network: {
    title: 'Network Error',
    message: 'Network connection issues detected. Please check your internet connection.',
  },
};

export type ErrorToast = { title: string; message: string; durationMs: number };

/** The toast for an error of a given type; 'unknown' shows the error's own message. */
export function errorToast(type: ErrorType, message?: string): ErrorToast {
  if (type === 'unknown') {
    return { title: 'Error', message: message?.trim() || UNKNOWN_ERROR_MESSAGE, durationMs: ERROR_TOAST_DURATION_MS };
  }
  return { ...ERROR_TOASTS[type], durationMs: ERROR_TOAST_DURATION_MS };
}

/** Classifies an HTTP status into the spec's error types. */
export function errorTypeForStatus(status: number): ErrorType {
  if (status === 401 || status === 403) return 'authentication';
  if (status === 429) return 'rate_limit';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'server';
  return 'unknown';
}
