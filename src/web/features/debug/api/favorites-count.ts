import { queryOptions, useQuery } from '../../../lib/query';
import { FAVORITES_QUERY_KEY, countFavorites, repairFavorites } from '../../../lib/favorites/favorites-api';
import { readCachedFavorites } from '../../../lib/favorites/favorites-cache';
import { MAX_REPAIR_MEALS, favoriteMealSchema, type FavoriteMeal } from '../../../../domain/favorites';
import { BODY_LIMITS } from '../../../../domain/limits';

/** Room left in a repair request for its envelope ({"meals":[…]}) and separators. */
const REPAIR_ENVELOPE_BYTES = 1_000;

/** The meals in requests the server takes: at most MAX_REPAIR_MEALS each, and within its body limit. */
export function repairBatches(meals: readonly FavoriteMeal[]): FavoriteMeal[][] {
  const batches: FavoriteMeal[][] = [];
  let batch: FavoriteMeal[] = [];
  let bytes = REPAIR_ENVELOPE_BYTES;
  for (const meal of meals) {
    const size = new TextEncoder().encode(JSON.stringify(meal)).length + 1;
    if (batch.length > 0 && (batch.length >= MAX_REPAIR_MEALS || bytes + size > BODY_LIMITS.repair)) {
      batches.push(batch);
      batch = [];
      bytes = REPAIR_ENVELOPE_BYTES;
    }
    batch.push(meal);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Under the favourites key, so every change to favourites refreshes the count too. */
export const favoritesCountQueryKey = (userId: string | undefined) => [...FAVORITES_QUERY_KEY, 'count', userId] as const;

export const getFavoritesCountQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: favoritesCountQueryKey(userId),
    queryFn: async () => (await countFavorites()).count,
    enabled: Boolean(userId),
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
  for (const batch of repairBatches(meals)) {
    const answer = await repairFavorites(batch);
    inserted += answer.inserted.length;
    count = answer.count;
  }
  return { inserted, count };
}
