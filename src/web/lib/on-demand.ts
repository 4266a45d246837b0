import { useEffect, useState } from 'react';

/**
 * Code a screen loads when the cook first needs it, not with the screen (a parser, a schema): the
 * load is made once and shared; a failed one (offline before the chunk was cached, a deploy that
 * replaced it) is forgotten, so the next need tries again. Changes that need it are made in the
 * order the cook made them, including those made while it loads (`run`, `inTurn`).
 */
export type OnDemand<T> = {
  load(): Promise<T>;
  /** The code once loaded, else undefined. */
  loaded(): T | undefined;
  /**
   * Runs `change` with the code: at once when it is here and no earlier change waits, else after
   * the earlier ones, once it has loaded. `failed` runs instead when it cannot load.
   */
  run(change: (value: T) => void, failed: () => void): void;
  /** Runs a change that does not need the code in its turn: at once, or after the changes that wait. */
  inTurn(change: () => void): void;
};

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;

  const load = () => {
    loading ??= importer().then(
      (result) => {
        value = result;
        return result;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const enqueue = (step: () => Promise<void>) => {
    waiting += 1;
    queue = queue
      .then(step)
      // A change that throws is reported as an event handler's would be, and the queue goes on.
      .catch((error: unknown) => {
        queueMicrotask(() => {
          throw error;
        });
      })
      .finally(() => {
        waiting -= 1;
      });
  };

  return {
    load,
    loaded: () => value,
    run(change, failed) {
      if (value !== undefined && waiting === 0) {
        change(value);
        return;
      }
      enqueue(async () => {
        let loaded: T;
        try {
          loaded = await load();
        } catch {
          failed();
          return;
        }
        change(loaded);
      });
    },
    inTurn(change) {
      if (waiting === 0) {
        change();
        return;
      }
      enqueue(async () => change());
    },
  };
}

/**
 * The code, loading it when `needed` (undefined until it has loaded). Code already loaded, by a
 * change the cook made or by another screen, is there from the first render on, needed or not.
 * `failed` says a load did not arrive; the hook tries again when `needed` turns true again.
 */
export function useOnDemand<T>(code: OnDemand<T>, needed: boolean): { value: T | undefined; failed: boolean } {
  // Set when a load this hook asked for arrives, to render again; the code itself is `loaded()`.
  const [, setArrived] = useState(0);
  const [failed, setFailed] = useState(false);
  const value = code.loaded();
  useEffect(() => {
    if (!needed || value !== undefined) return;
    let live = true;
    code.load().then(
      () => {
        if (live) setArrived((count) => count + 1);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [code, needed, value]);
  return { value, failed: needed && value === undefined && failed };
}
