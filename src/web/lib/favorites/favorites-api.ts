import { queryOptions, useQuery } from '../query';
import { ApiError, api, unwrap } from '../api-client';
import type { CachedMeal } from './favorites-cache';

/** Spec shell §9: favourites load time-out. */
export const FAVORITES_LOAD_TIMEOUT_MS = 10_000;
export const FAVORITES_QUERY_KEY = ['favorites'] as const;

function withTimeout<T>(promise: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return promise(controller.signal)
    .catch((error: unknown) => {
      if (controller.signal.aborted) throw new ApiError(0, 'timeout', 'Loading your favorites timed out. Please try again.');
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

/** GET /api/favorites: the cook's favourites, typed as the server's route answers them. */
export async function getFavorites() {
  const body = await withTimeout((signal) => unwrap(api.favorites.$get(undefined, { init: { signal } })), FAVORITES_LOAD_TIMEOUT_MS);
  return body.favorites;
}

export type Favorite = Awaited<ReturnType<typeof getFavorites>>[number];

export const getFavoritesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: [...FAVORITES_QUERY_KEY, userId],
    queryFn: getFavorites,
    enabled: Boolean(userId),
    // Every heart on a screen reads this one list; it need not refetch as each card mounts.
    staleTime: 30_000,
  });

export function useFavorites(userId: string | undefined) {
  return useQuery(getFavoritesQueryOptions(userId));
}

export async function isFavorite(mealId: string): Promise<boolean> {
  const body = await unwrap(api.favorites[':mealId'].$get({ param: { mealId } }));
  return body.isFavorite;
}

export function addFavorite(meal: CachedMeal): Promise<unknown> {
  return unwrap(api.favorites.$post({ json: { meal } }));
}

export async function removeFavorite(mealId: string): Promise<void> {
  try {
    await unwrap(api.favorites[':mealId'].$delete({ param: { mealId } }));
  } catch (error) {
    // Already gone is what the cook wanted.
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function countFavorites(): Promise<{ count: number }> {
  return unwrap(api.favorites.count.$get());
}

export function repairFavorites(meals: CachedMeal[]): Promise<{ inserted: string[]; count: number }> {
  return unwrap(api.favorites.repair.$post({ json: { meals } }));
}
