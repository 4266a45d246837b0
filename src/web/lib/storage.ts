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
