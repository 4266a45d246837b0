import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../domain/errors';
import { api, ApiError, apiFetch, callUrl, unwrap } from './api-client';

/** A server that never answers: the request ends only when its signal aborts. */
function silentServer() {
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  });
}

describe('apiFetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up after the standard 30 s with the spec’s timeout message', async () => {
    vi.stubGlobal('fetch', silentServer());
    const answer = apiFetch('/api/favorites').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS.standard - 1);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await answer;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'timeout',
      type: 'timeout',
      message: 'The request took too long to complete. Please try again later.',
    });
  });

  it('waits the long 180 s when asked (generation)', async () => {
    vi.stubGlobal('fetch', silentServer());
    const answer = apiFetch('/api/generations', { method: 'POST', timeout: 'long' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS.extended);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS.long - HTTP_TIMEOUT_MS.extended);
    expect(await answer).toMatchObject({ code: 'timeout' });
  });

  it('lets the caller’s own abort through as an AbortError, not a timeout', async () => {
    vi.stubGlobal('fetch', silentServer());
    const controller = new AbortController();
    const answer = apiFetch('/api/recipes', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await answer;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('turns a lost connection into the spec’s network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiFetch('/api/kitchen').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ type: 'network', message: 'Network connection issues detected. Please check your internet connection.' });
  });

  it('sends the session cookie and answers the server’s refusal through unwrap', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ error: { type: 'validation', message: 'Servings must be 1 to 20.' } }, { status: 400 })),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(unwrap(apiFetch('/api/recipes', { method: 'POST' }))).rejects.toMatchObject({
      code: 'validation',
      message: 'Servings must be 1 to 20.',
    });
    expect(fetch).toHaveBeenCalledWith('/api/recipes', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
  });
});

describe('the typed client', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The request the client sent, as the server would read it. */
  async function sent(call: () => Promise<unknown>) {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(Response.json({ recipe: null, ingredients: [] })),
    );
    vi.stubGlobal('fetch', fetch);
    await call();
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url, method: init?.method, headers: new Headers(init?.headers), body: init?.body, signal: init?.signal };
  }

  it('fills in the route’s params and sends JSON with its type', async () => {
    const request = await sent(() => api.recipes[':id'].$put({ param: { id: 'r 1/2' }, json: { name: 'Dal' } as never }));
    expect(request).toMatchObject({ url: '/api/recipes/r%201%2F2', method: 'PUT', body: '{"name":"Dal"}' });
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('asks with a query, each value of a list its own, and no body for a GET', async () => {
    const controller = new AbortController();
    const request = await sent(() =>
      api.ingredients.$get({ query: { q: 'red onion', limit: '12', ids: ['a', 'b'] } }, { init: { signal: controller.signal } }),
    );
    expect(request).toMatchObject({ url: '/api/ingredients?q=red+onion&limit=12&ids=a&ids=b', method: 'GET', body: undefined });
    controller.abort();
    expect(request.signal?.aborted).toBe(true);
  });

  it('calls a route with no arguments by its path alone', async () => {
    expect(await sent(() => api.calendar.feed.$delete())).toMatchObject({ url: '/api/calendar/feed', method: 'DELETE', body: undefined });
    expect(callUrl(['shopping-share'], { query: { skip: undefined } })).toBe('/api/shopping-share');
  });
});
