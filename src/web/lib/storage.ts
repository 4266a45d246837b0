/**
 * Browser storage that never throws: private modes and full quotas make storage fail, and a
 * planner that crashes because it cannot remember a setting loses the cook's work.
 */
function safe(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: 'local' | 'session', key: string): string | null {
  try {
    return safe(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: 'local' | 'session', key: string, value: string): boolean {
  try {
    const storage = safe(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(kind: 'local' | 'session', key: string): void {
  try {
    safe(kind)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

/** One browser storage area, as the kitchen store uses it: reads that never throw, writes that say whether they held. */
export type SafeStorage = {
  read(key: string): string | null;
  write(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
};

export function browserStorage(kind: 'local' | 'session'): SafeStorage {
  return {
    read: (key) => readStored(kind, key),
    write: (key, value) => writeStored(kind, key, value),
    remove: (key) => removeStored(kind, key),
    keys: () => {
      try {
        const storage = safe(kind);
        return storage
          ? Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null)
          : [];
      } catch {
        return [];
      }
    },
  };
}
