import type { ErrorType } from '../../domain/errors';

/**
 * What the model's SDK says of an error it threw: the HTTP status, and whether the model answered
 * with something Larder could not read. The model provider notes it as the error leaves it, so
 * this module, loaded with the server, does not load the SDK (which loads with the first model
 * call): an error the provider never noted is not the SDK's.
 */
export type ModelErrorReading = { status?: number; unreadable: boolean };

const readings = new WeakMap<object, ModelErrorReading>();

export function noteModelError(error: unknown, reading: ModelErrorReading): void {
  if (typeof error === 'object' && error !== null) readings.set(error, reading);
}

const readingOf = (error: unknown) => (typeof error === 'object' && error !== null ? readings.get(error) : undefined);

/** Spec error types for what a provider threw: status codes first, then what the error says. */
export function classifyProviderError(error: unknown): ErrorType {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const status = readingOf(error)?.status;
  if (status === 401 || status === 403) return 'authentication';
  if (status === 429) return 'rate_limit';
  if (status === 408 || status === 504) return 'timeout';
  if (status !== undefined && status >= 500) return 'server';
  const text =
    `${error instanceof Error ? `${error.name} ${error.message}` : String(error)} ${(error as { cause?: { code?: string } })?.cause?.code ?? ''}`.toLowerCase();
  if (/api key|unauthori[sz]ed|invalid_api_key|authentication/.test(text)) return 'authentication';
  if (/rate limit|too many requests/.test(text)) return 'rate_limit';
  if (/timed? ?out|etimedout|und_err_headers_timeout/.test(text)) return 'timeout';
  if (/econnrefused|enotfound|econnreset|fetch failed|network|socket/.test(text)) return 'network';
  if (status !== undefined) return 'unknown';
  return 'unknown';
}

/** Key errors are not retried: the same key fails the same way. */
export function isRetryable(type: ErrorType): boolean {
  return type !== 'authentication';
}

/** The model answered, but not with meals Larder can read (spec §8: 'Could not process the AI meal response'). */
export function isUnreadableAnswer(error: unknown): boolean {
  return readingOf(error)?.unreadable ?? false;
}

export const UNREADABLE_ANSWER_MESSAGE = 'Could not process the AI meal response';
