import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True by default: a component drawn outside the provider is drawn in the browser, not adopted. */
const HydratedContext = createContext(true);

/**
 * Says when a prerendered page has been adopted. `adopting` is set while the page is prerendered
 * and while the browser adopts that HTML (hydration): everything reads false then, as the HTML
 * was built, and true in one transition right after. React renders that catch-up in slices,
 * yielding to the cook's input; a store read with its server snapshot (useSyncExternalStore)
 * would instead be re-rendered at once, in one blocking task (decision 0015).
 */
export function HydrationProvider({ adopting, children }: { adopting: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while a page is prerendered and while the browser adopts that HTML (hydration), true
 * from then on. State kept in the browser (the kitchen, theme, screen width, debug flag) is shown
 * only once this is true, so the first render matches the HTML built without it; a page that was
 * not prerendered sees true from its first render.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
