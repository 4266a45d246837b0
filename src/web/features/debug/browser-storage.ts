/** Spec shell §3: meal pictures cached in browser storage under this prefix. */
export const MEAL_IMAGE_PREFIX = 'meal_img_';

function storages(): Storage[] {
  const found: Storage[] = [];
  for (const get of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      found.push(get());
    } catch {
      /* storage switched off */
    }
  }
  return found;
}

function imageEntries(storage: Storage): string[] {
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(MEAL_IMAGE_PREFIX),
    );
  } catch {
    return [];
  }
}

/** A cache entry that records a picture which could not be made or loaded. */
function isFailedEntry(value: string | null): boolean {
  if (!value || /^(failed|error)$/i.test(value.trim())) return true;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== 'object') return false;
    const entry = parsed as { failed?: unknown; error?: unknown; status?: unknown };
    return entry.failed === true || Boolean(entry.error) || entry.status === 'failed';
  } catch {
    return false;
  }
}

export type ImageCacheCounts = { cached: number; failed: number };

export function countImageCache(): ImageCacheCounts {
  const counts = { cached: 0, failed: 0 };
  for (const storage of storages()) {
    for (const key of imageEntries(storage)) {
      if (isFailedEntry(storage.getItem(key))) counts.failed += 1;
      else counts.cached += 1;
    }
  }
  return counts;
}

/** Removes every `meal_img_` entry (spec shell §4 'Clear Image Cache'); returns how many went. */
export function clearImageCache(): number {
  let removed = 0;
  for (const storage of storages()) {
    for (const key of imageEntries(storage)) {
      storage.removeItem(key);
      removed += 1;
    }
  }
  return removed;
}

/** Whether this browser lets Larder write to local storage (private modes and full quotas do not). */
export function localStorageAvailable(): boolean {
  const probe = '__larder_storage_probe__';
  try {
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
