import { describe, expect, it } from 'vitest';
import { AppError, codeForStatus } from './app-error';
import { apiErrorToast, errorToast, errorTypeForCode } from './error-toasts';

describe('error toasts', () => {
  it.each([
    ['authentication', 'API Key Error', 'Please check your API key settings and try again.'],
    ['rate_limit', 'Rate Limit Exceeded', 'API rate limit reached. Please wait a few minutes and try again.'],
    ['timeout', 'Request Timeout', 'The request took too long to complete. Please try again later.'],
    ['server', 'Server Error', 'The server encountered an error. Please try again later.'],
    ['network', 'Network Error', 'Network connection issues detected. Please check your internet connection.'],
  ] as const)('%s shows "%s"', (type, title, message) => {
    expect(errorToast(type, 'ignored')).toEqual({ title, message, durationMs: 7000 });
  });

  it("shows an unknown error's own message, or the spec's fallback", () => {
    expect(errorToast('unknown', 'Disk full')).toMatchObject({ title: 'Error', message: 'Disk full' });
    expect(errorToast('unknown')).toMatchObject({ message: 'An unexpected error occurred. Please try again.' });
  });

  it.each([
    [400, 'validation'],
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [413, 'too_large'],
    [429, 'rate_limit'],
    [502, 'provider'],
    [503, 'unavailable'],
    [504, 'timeout'],
    [500, 'internal'],
  ] as const)('status %i is a %s error, on the server and the page alike', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('never shows a missing session as an API key error', () => {
    expect(errorTypeForCode('unauthenticated')).not.toBe('authentication');
    expect(apiErrorToast('unauthenticated', 'Please sign in to keep your plan on this account.')).toEqual({
      title: 'Authentication Required',
      message: 'Please sign in to keep your plan on this account.',
      durationMs: 7000,
    });
    expect(apiErrorToast('network').title).toBe('Network Error');
    expect(apiErrorToast('unavailable').title).toBe('Server Error');
    expect(apiErrorToast('validation', 'Item name is too long').message).toBe('Item name is too long');
  });

  it('maps each AppError code to its HTTP status, and back', () => {
    expect(new AppError('validation', 'x').status).toBe(400);
    expect(new AppError('unauthenticated', 'x').status).toBe(401);
    expect(new AppError('rate_limit', 'x').status).toBe(429);
    for (const code of [
      'validation',
      'unauthenticated',
      'forbidden',
      'not_found',
      'conflict',
      'rate_limit',
      'timeout',
      'unavailable',
      'provider',
      'internal',
    ] as const)
      expect(codeForStatus(new AppError(code, 'x').status)).toBe(code);
  });
});
