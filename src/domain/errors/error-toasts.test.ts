import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { errorToast, errorTypeForStatus } from './error-toasts';

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
    [401, 'authentication'],
    [403, 'authentication'],
    [429, 'rate_limit'],
    [504, 'timeout'],
    [500, 'server'],
    [400, 'unknown'],
  ] as const)('status %i is a %s error', (status, type) => {
    expect(errorTypeForStatus(status)).toBe(type);
  });

  it('maps each AppError code to its HTTP status', () => {
    expect(new AppError('validation', 'x').status).toBe(400);
    expect(new AppError('unauthenticated', 'x').status).toBe(401);
    expect(new AppError('rate_limit', 'x').status).toBe(429);
  });
});
