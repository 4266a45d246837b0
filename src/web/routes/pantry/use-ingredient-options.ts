import { keepPreviousData, useQuery } from '../../lib/query';
import type { IngredientOption } from '../../../domain/recipes/ingredient-search';
import { api, unwrap } from '../../lib/api-client';

/** Suggestions start after this many letters. */
export const MIN_SUGGESTION_LETTERS = 2;
const SUGGESTIONS = '8';

/**
 * Larder's ingredients whose name holds the words typed, for the pantry's name field. Online
 * only and never needed: offline (or on any error) the cook's own words are the name.
 */
export function useIngredientOptions(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: ['ingredients', 'pantry', q],
    enabled: q.length >= MIN_SUGGESTION_LETTERS,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }): Promise<IngredientOption[]> =>
      (await unwrap(api.ingredients.$get({ query: { q, limit: SUGGESTIONS } }, { init: { signal } }))).ingredients,
  });
}
