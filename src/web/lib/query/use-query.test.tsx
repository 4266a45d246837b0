import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPreviousData, QueryClient } from './query-client';
import { QueryClientProvider, useQuery } from './use-query';

function withClient(client = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useQuery', () => {
  it('fetches when first shown, and says so until the data arrives', async () => {
    const { wrapper } = withClient();
    let answer: (names: string[]) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useQuery({ queryKey: ['recipes'], queryFn }), { wrapper });
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, isFetching: true, data: undefined });
    act(() => answer(['Dal']));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', isSuccess: true, data: ['Dal'], isFetching: false }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is not fetched again when shown again while fresh, and is when stale', async () => {
    const { wrapper } = withClient();
    const queryFn = vi.fn(() => Promise.resolve('ann'));
    const show = (staleTime: number) => renderHook(() => useQuery({ queryKey: ['session'], queryFn, staleTime }), { wrapper });
    const first = show(30_000);
    await waitFor(() => expect(first.result.current.data).toBe('ann'));
    first.unmount();
    show(30_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    show(0);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('is not fetched while disabled, and is once enabled', async () => {
    const { wrapper } = withClient();
    const queryFn = vi.fn((): Promise<string[]> => Promise.resolve(['Dal']));
    const { result, rerender } = renderHook(
      ({ user }: { user?: string }) => useQuery({ queryKey: ['favorites', user], queryFn, enabled: Boolean(user) }),
      {
        wrapper,
        initialProps: {},
      },
    );
    expect(result.current).toMatchObject({ isPending: true, isFetching: false });
    expect(queryFn).not.toHaveBeenCalled();
    rerender({ user: 'ann' });
    await waitFor(() => expect(result.current.data).toEqual(['Dal']));
  });

  it("keeps the last key's data on show while the next key's is fetched, when asked to", async () => {
    const { wrapper } = withClient();
    const pending: Record<string, (names: string[]) => void> = {};
    const queryFn = ({ queryKey }: { queryKey: readonly unknown[] }) =>
      new Promise<string[]>((resolve) => (pending[String(queryKey[1])] = resolve));
    const { result, rerender } = renderHook(
      ({ q }: { q: string }) => useQuery({ queryKey: ['ingredients', q], queryFn, placeholderData: keepPreviousData }),
      { wrapper, initialProps: { q: 'on' } },
    );
    act(() => pending.on?.(['Onion', 'Lemon']));
    await waitFor(() => expect(result.current.data).toEqual(['Onion', 'Lemon']));
    rerender({ q: 'oni' });
    expect(result.current).toMatchObject({ status: 'success', data: ['Onion', 'Lemon'], isPlaceholderData: true, isFetching: true });
    act(() => pending.oni?.(['Onion']));
    await waitFor(() => expect(result.current).toMatchObject({ data: ['Onion'], isPlaceholderData: false }));
  });

  it('shows nothing of a key it has not fetched when not asked to keep the last one', async () => {
    const { wrapper } = withClient();
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useQuery({ queryKey: ['recipe', id], queryFn: () => Promise.resolve(id) }),
      {
        wrapper,
        initialProps: { id: 'r1' },
      },
    );
    await waitFor(() => expect(result.current.data).toBe('r1'));
    rerender({ id: 'r2' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('r2'));
  });

  it('refetches on its interval while the page is visible', async () => {
    vi.useFakeTimers();
    const { wrapper } = withClient();
    const queryFn = vi.fn(() => Promise.resolve('ann'));
    renderHook(() => useQuery({ queryKey: ['session'], queryFn, staleTime: 30_000, refetchInterval: 30_000 }), { wrapper });
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(queryFn).toHaveBeenCalledTimes(2);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('fetches again on refetch (Retry), and a shown query removed from the cache is fetched anew', async () => {
    const { client, wrapper } = withClient();
    let calls = 0;
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['favorites', 'ann'],
          queryFn: () => ((calls += 1) === 1 ? Promise.reject(new Error('Favourites could not be loaded.')) : Promise.resolve(['Dal'])),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Favourites could not be loaded.');
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isSuccess: true, data: ['Dal'], error: null });
    act(() => client.removeQueries({ queryKey: ['favorites'] }));
    await waitFor(() => expect(calls).toBe(3));
  });

  it('shows a failure at once, with no retry, and fetches nothing when the page regains focus or the network', async () => {
    const { wrapper } = withClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('Recipes could not be loaded.')));
    const { result } = renderHook(() => useQuery({ queryKey: ['recipes'], queryFn, staleTime: 0 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.error?.message).toBe('Recipes could not be loaded.');
  });
});
