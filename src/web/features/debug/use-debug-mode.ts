import { useEffect } from 'react';
import { useLocation } from '../../lib/router/router';
import { readStored, writeStored } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';

/** Spec shell §3: the stored debug flag ('true' or 'false'). */
export const DEBUG_MODE_KEY = 'debug_mode';

/**
 * Debug mode is on when the address says `?debug=true` or the stored flag does; the query
 * parameter is remembered, so the panel stays as the cook moves around. `?debug=false` turns it off.
 */
export function useDebugMode(): boolean {
  const { search } = useLocation();
  const requested = new URLSearchParams(search).get('debug');
  const hydrated = useHydrated();

  useEffect(() => {
    if (requested === 'true' || requested === 'false') writeStored('local', DEBUG_MODE_KEY, requested);
  }, [requested]);

  if (!hydrated) return false;
  if (requested === 'true') return true;
  if (requested === 'false') return false;
  return readStored('local', DEBUG_MODE_KEY) === 'true';
}
