import { queryOptions, useQuery } from './query';
import type { JSONParsed } from 'hono/utils/types';
import type { Auth } from '../../server/auth/auth';
import { apiFetch, errorFromResponse } from './api-client';
import { useHydrated } from './use-hydrated';

/** The session as Better Auth answers it over JSON: the server's own type, dates as text. */
export type Session = JSONParsed<Auth['$Infer']['Session']>;
export type SessionUser = Session['user'];

/**
 * The current session from the server's httpOnly cookie; null when signed out. A failed check
 * (offline, server trouble) throws: it is not news that the cook signed out.
 */
export async function getSession(): Promise<Session | null> {
  const response = await apiFetch('/api/auth/get-session', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw await errorFromResponse(response);
  const body = (await response.json()) as Session | null;
  return body?.user ? body : null;
}

export const SESSION_QUERY_KEY = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 30_000,
    // Spec shell §9: the session is refreshed on a 30 s tick.
    refetchInterval: 30_000,
  });

/**
 * The session, as the page knows it. While a prerendered page is adopted (hydration) it is still
 * being checked, whatever the query already holds: the HTML was built knowing no session, and a
 * part of the page adopted after the check came back must match that HTML too (React would
 * otherwise throw the HTML away and draw the page again).
 */
export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  const hydrated = useHydrated();
  const data = hydrated ? (query.data ?? null) : null;
  return { session: data, user: data?.user ?? null, isLoading: !hydrated || query.isPending };
}
