import { forgetFavorites } from './favorites/favorites-cache';
import { DECLINED_OFFER_KEY } from './kitchen/keys';
import type { KitchenStore } from './kitchen/kitchen-store';
import { removeStored } from './storage';

/**
 * The service worker's caches that hold pages a cook opened (see public/sw.js: every cache whose
 * name starts with this). Meal pictures and the app's own files are nobody's and stay.
 */
export const PAGE_CACHE_PREFIX = 'larder-pages';

async function forgetCachedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) if (name.startsWith(PAGE_CACHE_PREFIX)) await caches.delete(name);
  } catch {
    /* no CacheStorage here (private mode): nothing was cached */
  }
}

/**
 * Sign-out on a shared browser (issue 14): everything of the cook leaves it — their kitchen (plan,
 * pantry, purchases, ticks, preferences and the changes not sent), their cached and pending
 * favourites, their own API key (kept with their kitchen) and the service worker's copies of the
 * pages they opened. The visitor's kitchen opens in its place.
 */
export async function forgetCook(store: KitchenStore, userId: string): Promise<void> {
  store.forgetAccount(userId);
  forgetFavorites(userId);
  removeStored('session', DECLINED_OFFER_KEY);
  await forgetCachedPages();
}
