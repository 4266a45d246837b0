/**
 * Spec shell §3 names `meal_img_` storage entries for cached pictures; Larder never wrote them
 * (the service worker caches meal pictures instead), so the Images tab counts what really is
 * cached: the service worker's picture cache (see public/sw.js). Old `meal_img_` entries, should
 * a browser have any, are cleared with it.
 */
export const MEAL_IMAGE_PREFIX = 'meal_img_';
export const IMAGE_CACHE_PREFIX = 'larder-images';

function legacyImageKeys(): string[] {
  try {
    return Object.keys(window.localStorage).filter((key) => key.startsWith(MEAL_IMAGE_PREFIX));
  } catch {
    return [];
  }
}

async function imageCaches(): Promise<Cache[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(IMAGE_CACHE_PREFIX));
  return Promise.all(names.map((name) => caches.open(name)));
}

/** Meal pictures kept for offline use; undefined when this browser has no cache for them (no service worker). */
export async function countCachedImages(): Promise<number | undefined> {
  if (typeof caches === 'undefined') return undefined;
  let count = 0;
  for (const cache of await imageCaches()) count += (await cache.keys()).length;
  return count;
}

/** Spec shell §4 'Clear Image Cache': removes every cached meal picture; answers how many went. */
export async function clearImageCache(): Promise<number> {
  let removed = 0;
  for (const key of legacyImageKeys()) {
    window.localStorage.removeItem(key);
    removed += 1;
  }
  if (typeof caches === 'undefined') return removed;
  for (const name of (await caches.keys()).filter((cacheName) => cacheName.startsWith(IMAGE_CACHE_PREFIX))) {
    const cache = await caches.open(name);
    removed += (await cache.keys()).length;
    await caches.delete(name);
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
