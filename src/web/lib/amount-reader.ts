import { useEffect, useState } from 'react';
import type { AmountReader } from '../../domain/shopping-list/build-shopping-list';

/*
 * The reader of amounts as a cook writes them ('200 g', '1 jar'): `parseAmount`, whose ingredient
 * parser is larger than the rest of the pantry check, shopping list or purchase input. Those
 * screens load it when they read such an amount: a pantry answer that gives one, a tick or a
 * purchase saved. A failed load (offline before the chunk was cached) is forgotten, so the next
 * need tries again.
 */

let loading: Promise<AmountReader> | undefined;
let loaded: AmountReader | undefined;

/** Never called: nothing to read. */
export const noAmountsToRead: AmountReader = () => undefined;

export function loadAmountReader(): Promise<AmountReader> {
  loading ??= import('../../domain/units/parse-ingredient-line').then(
    (module) => {
      loaded = module.parseAmount;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The reader when `needed` (undefined until it has loaded), else `noAmountsToRead`. `failed` says
 * a load did not arrive; the hook tries again when `needed` turns true again.
 */
export function useAmountReader(needed: boolean): { read: AmountReader | undefined; failed: boolean } {
  const [reader, setReader] = useState<AmountReader | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || reader) return;
    let live = true;
    loadAmountReader().then(
      (value) => {
        if (live) setReader(() => value);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [needed, reader]);
  return { read: needed ? reader : noAmountsToRead, failed: needed && !reader && failed };
}

/** Changes waiting for the reader, so that they are made in the order the cook made them. */
let queue: Promise<void> = Promise.resolve();
let waiting = 0;

function enqueue(step: () => Promise<void>): void {
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
}

/**
 * Runs `change` with the reader: at once when it is here and no earlier change waits, else after
 * the earlier ones, once it has loaded. `failed` runs instead when it cannot load.
 */
export function withAmountReader(change: (read: AmountReader) => void, failed: () => void): void {
  if (loaded && waiting === 0) {
    change(loaded);
    return;
  }
  enqueue(async () => {
    let read: AmountReader;
    try {
      read = await loadAmountReader();
    } catch {
      failed();
      return;
    }
    change(read);
  });
}

/** Runs a change that reads no amount in its turn: at once, or after the changes that wait. */
export function afterWaitingChanges(change: () => void): void {
  if (waiting === 0) {
    change();
    return;
  }
  enqueue(async () => change());
}
