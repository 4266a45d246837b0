import { QueryClient, QueryClientProvider } from '../lib/query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_TOAST_DURATION_MS } from '../../domain/errors/error-toasts';
import { ThemeProvider, useTheme } from '../features/theme/theme-provider';
import { createBrowserKitchenStore } from '../lib/kitchen/browser-kitchen';
import { KitchenProvider } from '../lib/kitchen/kitchen-context';
import { KitchenSession } from '../lib/kitchen/kitchen-session';
import { isToasterWanted, subscribeToasterWanted } from '../lib/toasts';
import { HydrationProvider } from '../lib/use-hydrated';

// Fetched with the first toast (src/web/lib/toasts.ts), not with the page.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Spec shell §9: one toast at a time, 5 s by default, F8 focuses the region, swipe right dismisses. */
export const TOAST_DURATION_MS = DEFAULT_TOAST_DURATION_MS;

function Toasts() {
  const { resolvedTheme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={resolvedTheme}
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        hotkey={['F8']}
        swipeDirections={['right']}
        position="bottom-right"
        closeButton
        richColors
        containerAriaLabel="Notifications"
      />
    </Suspense>
  );
}

/** `adopting`: the page is prerendered, or adopted from prerendered HTML (see HydrationProvider). */
export function Providers({ adopting = false, children }: { adopting?: boolean; children: ReactNode }) {
  // Retries live on the server (issue 15): a query that failed says so, and the cook decides.
  const [queryClient] = useState(() => new QueryClient());
  const [kitchen] = useState(createBrowserKitchenStore);
  return (
    <HydrationProvider adopting={adopting}>
      <QueryClientProvider client={queryClient}>
        <KitchenProvider store={kitchen}>
          <KitchenSession />
          <ThemeProvider>
            {children}
            <Toasts />
          </ThemeProvider>
        </KitchenProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}
