import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAVORITES_QUERY_KEY, countFavorites, repairFavorites } from '../../../lib/favorites/favorites-api';
import { readCachedFavorites } from '../../../lib/favorites/favorites-cache';
import { MAX_REPAIR_MEALS, favoriteMealSchema, type FavoriteMeal } from '../../../../domain/favorites';

/** Under the favourites key, so every change to favourites refreshes the count too. */
export const favoritesCountQueryKey = (userId: string | undefined) => [...FAVORITES_QUERY_KEY, 'count', userId] as const;

export const getFavoritesCountQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: favoritesCountQueryKey(userId),
    queryFn: async () => (await countFavorites()).count,
    enabled: Boolean(userId),
    retry: false,
  });

export function useFavoritesCount(userId: string | undefined) {
  return useQuery(getFavoritesCountQueryOptions(userId));
}

/**
 * Spec shell §4 'Repair Favorites': every favourite this browser cached for the signed-in cook
 * that their account has no row for is inserted — only theirs: the cache is kept per account, so
 * a previous cook's favourites are never sent. Entries the server would refuse are left out
 * rather than failing the lot.
 */
export async function repairCachedFavorites(userId: string): Promise<{ inserted: number; count: number | null }> {
  const meals = Object.values(readCachedFavorites(userId))
    .map((meal) => favoriteMealSchema.safeParse(meal))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data as FavoriteMeal);
  let inserted = 0;
  let count: number | null = null;
  for (let start = 0; start < meals.length; start += MAX_REPAIR_MEALS) {
    const answer = await repairFavorites(meals.slice(start, start + MAX_REPAIR_MEALS));
    inserted += answer.inserted.length;
    count = answer.count;
  }
  return { inserted, count };
}
