import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGET_AFTER_MS, hashKey, keyStartsWith, QueryClient } from './query-client';

/** A query function whose answers the test gives, one per call, in order. */
function answers<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { queryFn, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('query keys', () => {
  it('are the same key whatever order their objects were written in, and differ when a part does', () => {
    expect(hashKey(['recipes', { q: 'dal', page: 2 }])).toBe(hashKey(['recipes', { page: 2, q: 'dal' }]));
    expect(hashKey(['recipes', { q: 'dal' }])).not.toBe(hashKey(['recipes', { q: 'dahl' }]));
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.array(fc.jsonValue(), { maxLength: 3 }), (prefix, rest) => {
        expect(keyStartsWith([...prefix, ...rest], prefix)).toBe(true);
        expect(keyStartsWith(prefix, [...prefix, 'more'])).toBe(false);
      }),
    );
    expect(keyStartsWith(['favorites', 'ann'], ['favorites'])).toBe(true);
    expect(keyStartsWith(['favorites-count', 'ann'], ['favorites'])).toBe(false);
  });
});

describe('the query cache', () => {
  it('fetches a query once for everyone who asks while it is on its way', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answers<string>();
    const query = client.build<string>(['session']);
    query.fetchWith(queryFn);
    const first = query.fetch();
    const second = query.fetch();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(query.getState()).toMatchObject({ status: 'pending', fetching: true });
    calls[0]?.resolve('ann');
    await Promise.all([first, second]);
    expect(client.getQueryData(['session'])).toBe('ann');
    expect(query.getState()).toMatchObject({ status: 'success', fetching: false, error: null });
  });

  it('keeps the data it had when a refresh fails, and says it failed', async () => {
    const client = new QueryClient();
    client.setQueryData(['recipes'], ['Dal']);
    const { queryFn, calls } = answers<string[]>();
    const query = client.build<string[]>(['recipes']);
    query.fetchWith(queryFn);
    const refresh = query.fetch();
    calls[0]?.reject(new Error('The server could not be reached.'));
    await refresh;
    expect(query.getState()).toMatchObject({ status: 'error', data: ['Dal'], fetching: false });
    expect(query.getState().error?.message).toBe('The server could not be reached.');
  });

  it('keeps the data it holds when an answer is equal to it, so a screen need not redo its work', async () => {
    const client = new QueryClient();
    const held = { user: { id: 'ann', name: 'Ann' }, favourites: [1, 2] };
    client.setQueryData(['session'], held);
    const query = client.build(['session']);
    query.fetchWith(() => Promise.resolve({ favourites: [1, 2], user: { name: 'Ann', id: 'ann' } }));
    await query.fetch();
    expect(query.getState().data).toBe(held);
    query.fetchWith(() => Promise.resolve({ favourites: [1, 2, 3], user: { name: 'Ann', id: 'ann' } }));
    await query.fetch();
    expect(query.getState().data).toEqual({ favourites: [1, 2, 3], user: { name: 'Ann', id: 'ann' } });
  });

  it('on invalidation, fetches again the shown queries under a key, and only marks stale the others', async () => {
    const client = new QueryClient();
    const shown = client.build<number>(['recipes', 'list']);
    const hidden = client.build<number>(['recipes', 'one', 'r1']);
    const other = client.build<number>(['favorites']);
    let version = 1;
    for (const query of [shown, hidden, other]) {
      query.fetchWith(() => Promise.resolve(version));
      await query.fetch();
    }
    const stopShowing = shown.observe({ enabled: true });
    other.observe({ enabled: true });
    version = 2;
    await client.invalidateQueries({ queryKey: ['recipes'] });
    expect(shown.getState().data).toBe(2);
    expect(hidden.getState().data).toBe(1);
    expect(hidden.isStale(Infinity)).toBe(true);
    expect(other.getState().data).toBe(1);
    expect(other.isStale(Infinity)).toBe(false);
    stopShowing();
  });

  it('on invalidation, drops an answer asked for before the change and waits for one asked after it', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = answers<string[]>();
    const query = client.build<string[]>(['recipes']);
    query.fetchWith(queryFn);
    query.observe({ enabled: true });
    void query.fetch();
    const invalidated = client.invalidateQueries({ queryKey: ['recipes'] });
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve(['Dal']);
    calls[1]?.resolve(['Dal', 'Pie']);
    await invalidated;
    expect(query.getState().data).toEqual(['Dal', 'Pie']);
  });

  it('does not fetch on invalidation a query whose screen may not fetch it yet (disabled)', async () => {
    const client = new QueryClient();
    const { queryFn } = answers<string[]>();
    const query = client.build<string[]>(['favorites', undefined]);
    query.fetchWith(queryFn);
    query.observe({ enabled: false });
    await client.invalidateQueries({ queryKey: ['favorites'] });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('stops a fetch nobody shows any more when it listens for that, and lets one finish that does not', async () => {
    const client = new QueryClient();
    const listening = client.build<string[]>(['ingredients', 'on']);
    const deaf = client.build<string[]>(['ingredients', 'onion']);
    let seen: AbortSignal | undefined;
    listening.fetchWith(({ signal }) => {
      seen = signal;
      return new Promise(() => undefined);
    });
    let finish: (value: string[]) => void = () => undefined;
    deaf.fetchWith(() => new Promise((resolve) => (finish = resolve)));
    const stopListening = listening.observe({ enabled: true });
    const stopDeaf = deaf.observe({ enabled: true });
    void listening.fetch();
    const deafFetch = deaf.fetch();
    stopListening();
    stopDeaf();
    expect(seen?.aborted).toBe(true);
    expect(listening.getState().fetching).toBe(false);
    finish(['Onion']);
    await deafFetch;
    expect(deaf.getState().data).toEqual(['Onion']);
  });

  it('forgets a query nobody has shown for five minutes', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(['health'], 'ok');
    const stop = client.build(['health']).observe({ enabled: true });
    stop();
    vi.advanceTimersByTime(FORGET_AFTER_MS - 1);
    expect(client.getQueryData(['health'])).toBe('ok');
    const again = client.build(['health']).observe({ enabled: true });
    vi.advanceTimersByTime(FORGET_AFTER_MS);
    expect(client.getQueryData(['health'])).toBe('ok');
    again();
    vi.advanceTimersByTime(FORGET_AFTER_MS);
    expect(client.getQueryData(['health'])).toBeUndefined();
  });

  it('removes the matching queries (sign-out), telling a screen that still shows one', () => {
    const client = new QueryClient();
    client.setQueryData(['session'], 'ann');
    client.setQueryData(['favorites', 'ann'], ['Dal']);
    const told = vi.fn();
    client.build(['favorites', 'ann']).subscribe(told);
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    expect(told).toHaveBeenCalled();
    expect(client.getQueryData(['favorites', 'ann'])).toBeUndefined();
    expect(client.getQueryData(['session'])).toBe('ann');
  });
});
