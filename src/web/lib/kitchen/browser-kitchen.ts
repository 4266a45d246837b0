import { randomId } from '../random-id';
import { browserStorage } from '../storage';
import { KitchenStore } from './kitchen-store';
import { hasLegacyStorage } from './legacy-storage';

/** The page's store over this browser's storage; another tab's write arrives as a `storage` event. */
export function createBrowserKitchenStore(): KitchenStore {
  const local = browserStorage('local');
  const session = browserStorage('session');
  // Prerendering (no window) renders an empty kitchen and writes nothing.
  if (typeof window === 'undefined') return new KitchenStore({ local, session, newId: randomId });
  return new KitchenStore({
    local,
    session,
    newId: randomId,
    onExternalChange: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === window.localStorage) listener(event.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    hasLegacy: () => hasLegacyStorage(local, session),
    migrateLegacy: async (store) => (await import('./migrate-browser')).migrateBrowserStorage(store, { local, session }),
    project: async (state, storage) => (await import('./projection-writer')).writeProjections(state, storage),
  });
}
