import type { AppErrorCode } from './app-error';

/**
 * The spec's error types and the toast each one shows (shell §8 'Shared error titles by
 * type', meal-planning-flow §8). 'authentication' is the spec's "API Key Error": a provider
 * refused the AI key. A missing session is another error (`unauthenticated`), never shown as it.
 */
export const ERROR_TYPES = ['authentication', 'rate_limit', 'timeout', 'server', 'network', 'unknown'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Spec §8: error toasts last 7 s; generation hints 8 s; the shell's default is 5 s (shell §9). */
export const ERROR_TOAST_DURATION_MS = 7_000;
export const HINT_TOAST_DURATION_MS = 8_000;
export const DEFAULT_TOAST_DURATION_MS = 5_000;
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

/** Which of the spec's types an API error is, by its code ('network': the server was not reached). */
export function errorTypeForCode(code: AppErrorCode | 'network'): ErrorType {
  switch (code) {
    case 'network':
      return 'network';
    case 'rate_limit':
      return 'rate_limit';
    case 'timeout':
      return 'timeout';
    case 'internal':
    case 'unavailable':
    case 'provider':
      return 'server';
    case 'validation':
    case 'unauthenticated':
    case 'forbidden':
    case 'not_found':
    case 'conflict':
    case 'too_large':
      return 'unknown';
  }
}

/** The toast for a failed API call: the spec's by type, or (missing session) the spec's sign-in wording. */
export function apiErrorToast(code: AppErrorCode | 'network', message?: string): ErrorToast {
  if (code === 'unauthenticated') {
    return {
      title: 'Authentication Required',
      message: message?.trim() || 'Please sign in and try again.',
      durationMs: ERROR_TOAST_DURATION_MS,
    };
  }
  return errorToast(errorTypeForCode(code), message);
}
