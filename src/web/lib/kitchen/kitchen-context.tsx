import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { useHydrated } from '../use-hydrated';
import type { DeviceOnly } from './kitchen-doc';
import { SERVER_STATE, SERVER_STATUS, type KitchenStatus, type KitchenStore } from './kitchen-store';

const KitchenContext = createContext<KitchenStore | null>(null);

export function KitchenProvider({ store, children }: { store: KitchenStore; children: ReactNode }) {
  return <KitchenContext.Provider value={store}>{children}</KitchenContext.Provider>;
}

export function useKitchenStore(): KitchenStore {
  const store = useContext(KitchenContext);
  if (!store) throw new Error('useKitchenStore needs a <KitchenProvider> above it');
  return store;
}

/** Remembers the last answer of a selector for one state, so a selector may build new objects. */
function memoised<T>(selector: (state: KitchenState) => T) {
  let last: { state: KitchenState; value: T } | undefined;
  return (state: KitchenState): T => {
    if (last?.state !== state) last = { state, value: selector(state) };
    return last.value;
  };
}

/**
 * A store value as the page shows it: the prerender's (`server`) until the page is adopted, the
 * store's own from then on. The switch comes with useHydrated's transition, not as a store
 * change, so React renders the cook's kitchen into an adopted page in slices; a snapshot that
 * differed from the server's right after hydration would be rendered again in one blocking task.
 */
function useStoreValue<T>(store: KitchenStore, read: () => T, server: () => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(store.subscribe, hydrated ? read : server, server);
}

/**
 * A part of the open kitchen; the component renders again when that part changes. While a
 * prerendered page is adopted (hydration) it reads an empty kitchen, as the prerender did, and
 * the cook's own right after. Select a part (`state => state.planEntries`) or derive from one:
 * a derived value is built once per change of the kitchen.
 */
export function useKitchen<T>(selector: (state: KitchenState) => T): T {
  const store = useKitchenStore();
  const select = useMemo(() => memoised(selector), [selector]);
  return useStoreValue(
    store,
    () => select(store.getState()),
    () => select(SERVER_STATE),
  );
}

/** Which kitchen is open, whether it is ready, and what waits to reach the account. */
export function useKitchenStatus(): KitchenStatus {
  const store = useKitchenStore();
  return useStoreValue(store, store.getStatus, serverStatus);
}

/** Values kept in this browser only (the cook's own API key). */
export function useDeviceOnly(): DeviceOnly {
  const store = useKitchenStore();
  return useStoreValue(store, store.getDeviceOnly, emptyDevice);
}
const EMPTY_DEVICE: DeviceOnly = {};
const emptyDevice = () => EMPTY_DEVICE;
const serverStatus = () => SERVER_STATUS;
