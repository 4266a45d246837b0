import { queryOptions, useQuery } from '@tanstack/react-query';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } };

/** The current session from the server's httpOnly cookie; null when signed out. */
export async function getSession(): Promise<Session | null> {
  const response = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
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
    retry: false,
  });

export function useSession() {
  const query = useQuery(getSessionQueryOptions());
  return { session: query.data ?? null, user: query.data?.user ?? null, isLoading: query.isPending };
}
