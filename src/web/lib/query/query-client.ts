/**
 * The server data the screens show (session, favourites, recipes, settings), cached by key: a
 * small cache in the manner of TanStack Query, holding only what Larder uses of it (decision
 * 0022). Kept, with TanStack's names and meaning: keys hashed whatever the order of an object's
 * fields; one fetch however many screens ask at once; `staleTime`; `enabled`; `refetchInterval`
 * (while the page is visible); `placeholderData: keepPreviousData`; an answer equal to the data
 * held keeps the old object (structural sharing); the fetch's `signal`, aborted when nobody shows
 * the query any more; `getQueryData`, `getQueryState`, `setQueryData`, `invalidateQueries` and
 * `removeQueries` by key prefix or predicate; a query nobody shows forgotten after five minutes
 * (TanStack's `gcTime`, fixed). Left out on purpose: retries (they live on the server, issue 15),
 * fetching again on window focus or reconnect, mutations, `select`, `initialData`, suspense,
 * infinite queries and persistence. Each kept behaviour is tested in query-client.test.ts and
 * use-query.test.tsx, and so are the retries and the focus fetch left out.
 */

export type QueryKey = readonly unknown[];

export type QueryStatus = 'pending' | 'error' | 'success';

export type QueryState<T> = {
  status: QueryStatus;
  data: T | undefined;
  error: Error | null;
  /** When the data last arrived (ms since the epoch); 0 before it ever did. */
  dataUpdatedAt: number;
  /** A fetch is under way. */
  fetching: boolean;
};

export type QueryFunctionContext = { queryKey: QueryKey; signal: AbortSignal };

/** What a screen asks of one query (see `useQuery`). */
export type QueryOptions<T> = {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<T>;
  /** False: not fetched (a key still missing a part, such as the signed-in cook's id). */
  enabled?: boolean;
  /** How long data stays fresh, in ms: a query shown again within it is not fetched again. 0 by default. */
  staleTime?: number;
  /** Fetched again every so many ms while shown and the page is visible. */
  refetchInterval?: number;
  /** `keepPreviousData`: while a new key's data is on its way, the last key's stays shown. */
  placeholderData?: typeof keepPreviousData;
};

/** Shows the previous key's data while the next key's is fetched (search as you type). */
export function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous;
}

/** Types a query's options once, to be shared by the hook and the code that invalidates or fills it. */
export const queryOptions = <T>(options: QueryOptions<T>): QueryOptions<T> => options;

/** A query matched by `invalidateQueries` and `removeQueries`: its key starts with `queryKey`, and `predicate` holds. */
export type QueryFilter = { queryKey?: QueryKey; predicate?: (query: { queryKey: QueryKey }) => boolean };

/** How long a query that nothing shows is kept (TanStack's default). */
export const FORGET_AFTER_MS = 5 * 60_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** A key as text, the same for equal keys whatever order their objects' fields were written in. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((name) => [name, value[name]]),
        )
      : value,
  );
}

/** Whether `key` starts with `prefix`, part by part. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/** Plain data equal in every field (arrays and plain objects compared deeply; anything else by identity). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]));
}

/** One cached query: its state, the screens showing it, and the fetch under way. */
export class Query<T = unknown> {
  readonly queryKey: QueryKey;
  private state: QueryState<T> = { status: 'pending', data: undefined, error: null, dataUpdatedAt: 0, fetching: false };
  private readonly listeners = new Set<() => void>();
  private invalidated = false;
  private observers = 0;
  /** Screens showing it that may fetch it (`enabled`). */
  private fetchingObservers = 0;
  private forgetTimer: ReturnType<typeof setTimeout> | undefined;
  private running: { controller: AbortController; promise: Promise<void>; signalRead: boolean } | undefined;
  /** The latest screen's way to fetch it (a screen renders with its own closure). */
  private queryFn: ((context: QueryFunctionContext) => Promise<T>) | undefined;

  constructor(
    queryKey: QueryKey,
    private readonly forget: (query: Query<T>) => void,
  ) {
    this.queryKey = queryKey;
  }

  readonly getState = (): QueryState<T> => this.state;

  /** How it is fetched, as the latest screen to show it says. */
  fetchWith(queryFn: (context: QueryFunctionContext) => Promise<T>): void {
    this.queryFn = queryFn;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether showing it should fetch it: no data yet, invalidated, or older than `staleTime`. */
  isStale(staleTime = 0): boolean {
    return this.state.dataUpdatedAt === 0 || this.invalidated || Date.now() - this.state.dataUpdatedAt >= staleTime;
  }

  /** A screen shows it and may fetch it: an invalidation fetches it again. */
  get active(): boolean {
    return this.fetchingObservers > 0;
  }

  /** A screen shows it (until the answer's call); nothing showing it for five minutes forgets it. */
  observe({ enabled }: { enabled: boolean }): () => void {
    this.observers += 1;
    if (enabled) this.fetchingObservers += 1;
    if (this.forgetTimer !== undefined) {
      clearTimeout(this.forgetTimer);
      this.forgetTimer = undefined;
    }
    return () => {
      this.observers -= 1;
      if (enabled) this.fetchingObservers -= 1;
      if (this.observers > 0) return;
      // A fetch nobody waits for any more is stopped, when it listens (search as you type).
      if (this.running?.signalRead) this.cancel();
      this.forgetTimer = setTimeout(() => this.forget(this), FORGET_AFTER_MS);
    };
  }

  /**
   * Fetches it, or joins the fetch under way. `restart` (an invalidation) stops a fetch under way
   * and starts again, so what arrives was asked for after the change that invalidated it.
   */
  fetch({ restart = false }: { restart?: boolean } = {}): Promise<void> {
    if (this.running && !restart) return this.running.promise;
    const queryFn = this.queryFn;
    if (!queryFn) return Promise.resolve();
    this.running?.controller.abort();
    const controller = new AbortController();
    const run = { controller, signalRead: false, promise: Promise.resolve() };
    const context: QueryFunctionContext = {
      queryKey: this.queryKey,
      get signal() {
        run.signalRead = true;
        return controller.signal;
      },
    };
    this.running = run;
    this.setState({ fetching: true });
    let answer: Promise<T>;
    try {
      answer = queryFn(context);
    } catch (error) {
      answer = Promise.reject(error as Error);
    }
    run.promise = answer
      .then(
        (data) => {
          if (this.running !== run) return;
          this.invalidated = false;
          this.setState({ status: 'success', data: this.shared(data), error: null, dataUpdatedAt: Date.now() });
        },
        (error: unknown) => {
          if (this.running !== run) return;
          // The data fetched before stays: a failed refresh does not blank the screen.
          this.setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      )
      .finally(() => {
        if (this.running !== run) return;
        this.running = undefined;
        this.setState({ fetching: false });
      });
    return run.promise;
  }

  /** Taken out of the cache: a screen still showing it is told, and takes up the key's new query. */
  detach(): void {
    this.cancel();
    this.setState({});
  }

  /** Stops the fetch under way; the query keeps what it held. */
  cancel(): void {
    if (!this.running) return;
    this.running.controller.abort();
    this.running = undefined;
    this.setState({ fetching: false });
  }

  setData(data: T): void {
    this.invalidated = false;
    this.setState({ status: 'success', data: this.shared(data), error: null, dataUpdatedAt: Date.now() });
  }

  invalidate(): void {
    this.invalidated = true;
  }

  /** Data equal to what is held keeps the held value, so what a screen does with it is not done again. */
  private shared(data: T): T {
    return this.state.data !== undefined && deepEqual(this.state.data, data) ? this.state.data : data;
  }

  private setState(change: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}

/** The page's cache of queries. */
export class QueryClient {
  private readonly queries = new Map<string, Query>();

  /** The query of a key, made empty when there is none. */
  build<T>(queryKey: QueryKey): Query<T> {
    const hash = hashKey(queryKey);
    let query = this.queries.get(hash) as Query<T> | undefined;
    if (!query) {
      query = new Query<T>(queryKey, (forgotten) => {
        if (this.queries.get(hash) === forgotten) this.queries.delete(hash);
      });
      this.queries.set(hash, query as Query);
    }
    return query;
  }

  getQueryState<T>(queryKey: QueryKey): QueryState<T> | undefined {
    return (this.queries.get(hashKey(queryKey)) as Query<T> | undefined)?.getState();
  }

  getQueryData<T>(queryKey: QueryKey): T | undefined {
    return this.getQueryState<T>(queryKey)?.data;
  }

  /** Puts data in place of the query's (an answer the screen already has, or an optimistic change). */
  setQueryData<T>(queryKey: QueryKey, data: T): void {
    this.build<T>(queryKey).setData(data);
  }

  /** Marks the matching queries stale and fetches again those shown (and enabled); settles when they have arrived. */
  async invalidateQueries(filter: QueryFilter = {}): Promise<void> {
    const matching = this.matching(filter);
    for (const query of matching) query.invalidate();
    await Promise.all(matching.filter((query) => query.active).map((query) => query.fetch({ restart: true })));
  }

  /** Forgets the matching queries (sign-out: nothing of one cook's is shown to the next); a screen still showing one fetches it anew. */
  removeQueries(filter: QueryFilter = {}): void {
    for (const query of this.matching(filter)) {
      this.queries.delete(hashKey(query.queryKey));
      query.detach();
    }
  }

  private matching({ queryKey, predicate }: QueryFilter): Query[] {
    return [...this.queries.values()].filter(
      (query) => (!queryKey || keyStartsWith(query.queryKey, queryKey)) && (!predicate || predicate(query)),
    );
  }
}
