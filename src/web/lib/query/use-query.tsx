/**
 * TanStack Query's `useQuery`, `QueryClientProvider` and `useQueryClient` over the cache in
 * ./query-client (whose header lists the subset kept). The result carries TanStack's names:
 * `status`, `isPending`, `isSuccess`, `isError`, `isFetching`, `isPlaceholderData`, `data`,
 * `error`, `dataUpdatedAt` and `refetch`.
 */
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { keepPreviousData, type QueryClient, type QueryOptions } from './query-client';

const QueryClientContext = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider above it.');
  return client;
}

/**
 * What a screen reads of a query (TanStack Query's names), told apart by `status`: data once it
 * succeeded, an error once it failed (with the data fetched before it, if any).
 */
export type QueryResult<T> = {
  dataUpdatedAt: number;
  /** A fetch is under way, the first or a refresh. */
  isFetching: boolean;
  /** The data shown is the previous key's (`placeholderData: keepPreviousData`). */
  isPlaceholderData: boolean;
  /** Fetches it again now (a failed query's Retry); settles when it has. */
  refetch: () => Promise<void>;
} & (
  | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: T; error: null }
  | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: T | undefined; error: Error }
);

/**
 * A query's state for a screen: fetched when shown without fresh data (and `enabled`), again
 * every `refetchInterval` while the page is visible, and drawn again whenever it changes.
 */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const { enabled = true, staleTime = 0, refetchInterval, placeholderData } = options;
  const query = useQueryClient().build<T>(options.queryKey);
  // The latest render's function fetches it: it closes over that render's values.
  query.fetchWith(options.queryFn);
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);

  useEffect(() => {
    const stopObserving = query.observe({ enabled });
    if (!enabled) return stopObserving;
    if (query.isStale(staleTime)) void query.fetch();
    const timer =
      refetchInterval === undefined
        ? undefined
        : setInterval(() => {
            if (document.visibilityState === 'visible') void query.fetch();
          }, refetchInterval);
    return () => {
      clearInterval(timer);
      stopObserving();
    };
  }, [query, enabled, staleTime, refetchInterval]);

  // The last data this screen showed, for a key whose own has not arrived yet.
  const [kept, setKept] = useState<{ data: T } | undefined>(undefined);
  const keeping = placeholderData === keepPreviousData;
  if (keeping && state.data !== undefined && kept?.data !== state.data) setKept({ data: state.data });
  const placeholder = keeping && state.status === 'pending' && kept !== undefined;
  const status = placeholder ? 'success' : state.status;

  return {
    status,
    data: placeholder ? kept.data : state.data,
    error: state.error,
    dataUpdatedAt: state.dataUpdatedAt,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.fetching,
    isPlaceholderData: placeholder,
    refetch: () => query.fetch({ restart: true }),
  } as QueryResult<T>;
}
