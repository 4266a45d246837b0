import { queryOptions, useQuery } from '../../../lib/query';
import { ApiError, api } from '../../../lib/api-client';

export type Health = { connected: boolean; kind: string | null };

/** GET /api/health: whether the server can reach its database. Throws ApiError when the server cannot be reached. */
export async function getHealth(): Promise<Health> {
  const response = await api.health.$get(undefined, { init: { cache: 'no-store' } });
  const body = await response.json().catch(() => null);
  if (!body || !('database' in body)) throw new ApiError(response.status, 'internal', `The health check answered ${response.status}.`);
  return { connected: response.ok && body.database === 'up', kind: body.kind ?? null };
}

export const HEALTH_QUERY_KEY = ['health'] as const;

export const getHealthQueryOptions = () => queryOptions({ queryKey: HEALTH_QUERY_KEY, queryFn: getHealth, staleTime: 10_000 });

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
