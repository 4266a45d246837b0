import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { json, never, stubServer, unreachable } from '../../../../../tests/support/web/web-harness';
import { CONFIG_CHECK_FAILURES, CONFIG_CHECK_TIMEOUT_MS, checkApiConfiguration, isCheckFailure } from './check-config';

const CONFIGURED = {
  hasServerKey: true,
  isConfigured: true,
  message: 'The server has a valid OpenAI API key configured.',
  provider: 'openai',
  providerMessage: 'Meals come from gpt-4o-mini at api.openai.com.',
  keyPresent: true,
  keyFormatValid: true,
  diagnostics: { keyLength: 51, keyFormat: 'sk-proj-…', potentiallyModified: false, timestamp: '2026-11-30T10:00:00.000Z' },
};
const MISSING = {
  hasServerKey: false,
  isConfigured: false,
  message: 'The server API key is not configured correctly. Please contact an administrator.',
};

const fetchCalls = () => (fetch as unknown as Mock<(input: string, init: RequestInit) => Promise<Response>>).mock.calls;

/** Runs the check under fake time, letting every wait and time-out pass. */
async function checkWithFakeTime() {
  vi.useFakeTimers();
  const pending = checkApiConfiguration(false);
  await vi.runAllTimersAsync();
  return pending;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('checkApiConfiguration', () => {
  it('asks with a cache-busting timestamp, no-cache headers and a request id', async () => {
    stubServer({ 'GET /api/config/check': () => json(CONFIGURED) });

    await checkApiConfiguration(false);

    const [url, init] = fetchCalls()[0] ?? [];
    expect(url).toMatch(/^\/api\/config\/check\?t=\d+$/);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Cache-Control']).toContain('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(headers['X-Request-Id']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(init?.cache).toBe('no-store');
  });

  it("reports the server's answer, with its key verdict kept apart", async () => {
    stubServer({ 'GET /api/config/check': () => json(CONFIGURED) });

    expect(await checkApiConfiguration(false)).toEqual({ ...CONFIGURED, serverConfigured: true, userKeyPresent: false });
  });

  it('counts a key of the cook’s own in this browser as configured', async () => {
    stubServer({ 'GET /api/config/check': () => json(MISSING) });

    const result = await checkApiConfiguration(true);

    expect(result).toMatchObject({ hasServerKey: false, isConfigured: true, serverConfigured: false, userKeyPresent: true });
  });

  it('tries again after 1.5 s and then after 3 s', async () => {
    vi.useFakeTimers();
    let calls = 0;
    stubServer({ 'GET /api/config/check': () => (++calls < 3 ? json({}, 503) : json(CONFIGURED)) });

    const pending = checkApiConfiguration(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);

    expect(isCheckFailure(await pending)).toBe(false);
  });

  it('gives up after three attempts and reports no key with the reason, without throwing', async () => {
    stubServer({ 'GET /api/config/check': () => json({ error: 'down' }, 503) });

    const result = await checkWithFakeTime();

    expect(fetchCalls()).toHaveLength(3);
    expect(result).toEqual({ hasServerKey: false, isConfigured: false, message: 'Failed to connect to server: 503' });
    expect(isCheckFailure(result)).toBe(true);
  });

  it.each([
    ['the server cannot be reached', unreachable, CONFIG_CHECK_FAILURES.network],
    ['the answer is not the check', () => json({ hello: 'world' }), CONFIG_CHECK_FAILURES.format],
    ['the answer is not JSON', () => new Response('<html>', { status: 200 }), CONFIG_CHECK_FAILURES.format],
    ['no answer comes within 15 s', never, CONFIG_CHECK_FAILURES.timeout],
  ])('says so when %s', async (_case, handler, message) => {
    stubServer({ 'GET /api/config/check': handler });

    expect(await checkWithFakeTime()).toEqual({ hasServerKey: false, isConfigured: false, message });
  });

  it('waits 15 s for each attempt before giving it up', async () => {
    vi.useFakeTimers();
    let calls = 0;
    stubServer({ 'GET /api/config/check': (request, signal) => (++calls === 1 ? never(request, signal) : json(CONFIGURED)) });

    const pending = checkApiConfiguration(false);
    await vi.advanceTimersByTimeAsync(CONFIG_CHECK_TIMEOUT_MS - 1);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1 + 1_500);
    expect(calls).toBe(2);

    expect(await pending).toMatchObject({ hasServerKey: true, isConfigured: true });
  });
});
