import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is prerendered and while the browser adopts that HTML (hydration), true
 * from then on. State kept in the browser (theme, screen width, debug flag) is shown only once
 * this is true, so the first render matches the HTML built without it; a page that was not
 * prerendered sees true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
