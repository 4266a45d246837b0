import { useQuery } from '../../../lib/query';
import { useUpSearch } from '../../../../domain/pantry/use-up';
import { useUpAnswerSchema, type UseUpAnswer } from '../../../../domain/pantry/use-up-api';
import type { Preferences } from '../../../../domain/preferences';
import { apiFetch, errorFromResponse } from '../../../lib/api-client';

export const USE_UP_QUERY_KEY = ['pantry-use-up'] as const;

/**
 * GET /api/pantry/use-up: catalog recipes that use these ingredients, within the cook's diet and
 * allergies. Its lists travel comma-separated (one key each), which the typed client would send as
 * repeated keys, so the query is written by the domain's `useUpSearch` and the answer read by its schema.
 */
export async function getUseUpRecipes(search: string, signal?: AbortSignal): Promise<UseUpAnswer> {
  const response = await apiFetch(`/api/pantry/use-up?${search}`, signal ? { signal } : {});
  if (!response.ok) throw await errorFromResponse(response);
  return useUpAnswerSchema.parse(await response.json());
}

/**
 * The recipes for what goes off, asked once per set of ingredients and preferences. Quiet when
 * offline: the panel shows the cook's own meals without them.
 */
export function useUseUpRecipes(ids: readonly string[], preferences: Preferences | undefined) {
  const search = useUpSearch(ids, preferences);
  return useQuery({
    queryKey: [...USE_UP_QUERY_KEY, search],
    enabled: ids.length > 0,
    queryFn: ({ signal }) => getUseUpRecipes(search, signal),
    staleTime: 60 * 60 * 1000,
  });
}
