import type { SafeStorage } from '../../../src/web/lib/storage';

/**
 * Browser storage for store tests: one area shared by several "tabs", each told of the others'
 * writes as a real `storage` event would (never of its own), and able to refuse writes like a
 * full quota does.
 */
export class MemoryArea {
  readonly items = new Map<string, string>();
  refuseWrites = false;
  private readonly tabs = new Set<(key: string | null) => void>();

  /** A tab's view of the area: its writes reach the other tabs' listeners. */
  tab(): { storage: SafeStorage; onExternalChange: (listener: (key: string | null) => void) => () => void } {
    let own: ((key: string | null) => void) | undefined;
    const notifyOthers = (key: string) => {
      for (const listener of this.tabs) if (listener !== own) listener(key);
    };
    const storage: SafeStorage = {
      read: (key) => this.items.get(key) ?? null,
      write: (key, value) => {
        if (this.refuseWrites) return false;
        this.items.set(key, value);
        notifyOthers(key);
        return true;
      },
      remove: (key) => {
        if (this.items.delete(key)) notifyOthers(key);
      },
      keys: () => [...this.items.keys()],
    };
    return {
      storage,
      onExternalChange: (listener) => {
        own = listener;
        this.tabs.add(listener);
        return () => this.tabs.delete(listener);
      },
    };
  }

  json<T = unknown>(key: string): T | undefined {
    const text = this.items.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }
}

/** Ids a test can read: 00000000-0000-4000-8000-000000000001, …002, … */
export function sequentialIds(first = 0): () => string {
  let next = first;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}
