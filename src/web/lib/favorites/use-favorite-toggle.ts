import { useQueryClient } from '../query';
import { useCallback, useRef, useState } from 'react';
import { showError, showNotice, showSuccess } from '../toasts';
import { ApiError } from '../api-client';
import { countInteraction } from '../interactions';
import { useSession } from '../session';
import { FAVORITES_QUERY_KEY, addFavorite, isFavorite, removeFavorite, useFavorites } from './favorites-api';
import {
  cacheFavorite,
  dropPendingFavorite,
  pendingFor,
  queuePendingFavorite,
  readCachedFavorites,
  uncacheFavorite,
  type CachedMeal,
} from './favorites-cache';

/** Spec meal-planning-flow §9: favourite toggles within 1 s are ignored. */
export const FAVORITE_DEBOUNCE_MS = 1_000;

export type FavoriteableMeal = { id?: string | number | null; name: string; [key: string]: unknown };

function toCached(meal: FavoriteableMeal, mealId: string): CachedMeal {
  const { imageLoading: _client, isFavorite: _flag, ...rest } = meal;
  return { ...rest, id: mealId, name: meal.name };
}

const isOffline = (error: unknown) => error instanceof ApiError && error.isNetwork;

/**
 * The favourite heart of a meal card. Optimistic, reverted with the spec's toasts on failure;
 * the server's state is checked before each change; a change made while the server cannot be
 * reached is kept in `pending_favorites` and sent when it is back, so nothing is lost.
 */
export function useFavoriteToggle(meal: FavoriteableMeal | undefined) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const favorites = useFavorites(user?.id);
  const mealId = meal?.id === undefined || meal?.id === null || meal.id === '' ? undefined : String(meal.id);
  const [optimistic, setOptimistic] = useState<boolean>();
  const [phase, setPhase] = useState<'idle' | 'checking' | 'processing'>('idle');
  const lastToggle = useRef(0);

  const pending = user && mealId ? pendingFor(user.id, mealId) : undefined;
  const listed = mealId ? favorites.data?.some((favorite) => favorite.mealId === mealId) : undefined;
  const isFav = Boolean(
    optimistic ?? (pending ? pending.action === 'add' : (listed ?? (user && mealId ? mealId in readCachedFavorites(user.id) : false))),
  );

  const toggle = useCallback(async () => {
    if (!user) {
      showError('Authentication Required', isFav ? 'Please sign in to manage favorites' : 'Please sign in to save favorites');
      return;
    }
    if (!meal || !mealId) {
      showError(isFav ? 'Cannot remove this meal from favorites.' : 'Cannot add this meal to favorites.');
      return;
    }
    const now = Date.now();
    if (now - lastToggle.current < FAVORITE_DEBOUNCE_MS) return;
    lastToggle.current = now;
    if (phase !== 'idle') {
      showNotice('Please wait', 'Still processing favorite status...');
      return;
    }

    setPhase('checking');
    let current = isFav;
    try {
      current = await isFavorite(mealId);
    } catch (error) {
      if (!isOffline(error)) {
        setPhase('idle');
        showError('Error', 'Could not update favorite status. Please try again.');
        return;
      }
    }
    const target = !current;
    const cached = toCached(meal, mealId);
    setOptimistic(target);
    setPhase('processing');
    countInteraction('favorite');
    try {
      if (target) await addFavorite(cached);
      else await removeFavorite(mealId);
      // The server now has the cook's latest wish: an older one queued offline must not replay.
      const stale = pendingFor(user.id, mealId);
      if (stale) dropPendingFavorite(stale);
      if (target) cacheFavorite(user.id, cached);
      else uncacheFavorite(user.id, mealId);
      showSuccess(target ? 'Added to favorites' : 'Removed from favorites');
      await queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
      setOptimistic(undefined);
    } catch (error) {
      if (isOffline(error)) {
        queuePendingFavorite({ userId: user.id, mealId, action: target ? 'add' : 'remove', meal: cached, at: Date.now() });
        if (target) cacheFavorite(user.id, cached);
        else uncacheFavorite(user.id, mealId);
        showNotice(
          target ? 'Added to favorites' : 'Removed from favorites',
          'You are offline: this is saved on this device and will sync when you are back online.',
        );
      } else {
        setOptimistic(undefined);
        // A full account (409) is not a passing failure: the server says what to do about it.
        const full = error instanceof ApiError && error.status === 409;
        showError(
          target ? 'Failed to add favorite' : 'Failed to remove favorite',
          full ? error.message : 'Could not update favorite status. Please try again.',
        );
      }
    } finally {
      setPhase('idle');
    }
  }, [user, meal, mealId, isFav, phase, queryClient]);

  return { isFavorite: isFav, toggle, busy: phase !== 'idle', signedIn: Boolean(user) };
}
