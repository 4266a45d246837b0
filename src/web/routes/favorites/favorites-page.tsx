import { useQueryClient } from '../../lib/query';
import { AlertCircle, Heart, LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../lib/router/router';
import { showError, showSuccess } from '../../lib/toasts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { FAVORITES_QUERY_KEY, removeFavorite, useFavorites, type Favorite } from '../../lib/favorites/favorites-api';
import { replaceCachedFavorites, uncacheFavorite } from '../../lib/favorites/favorites-cache';
import { MealCard } from '../../components/meal/meal-card';
import { MealCardSkeletons } from '../../components/meal/meal-card-skeletons';
import { ApiError } from '../../lib/api-client';
import { SaveAsRecipeButton } from '../../features/recipes/components/save-as-recipe-button';
import { ownRecipeIdOf } from '../../../domain/recipes/own-meal';

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 'unauthenticated') {
    return (
      <Alert>
        <LogIn aria-hidden />
        <AlertTitle>Sign in needed</AlertTitle>
        <AlertDescription className="space-y-3">
          <p>Please sign in to view and manage your favorite meals.</p>
          <Button asChild size="sm">
            <Link to="/auth">Sign In</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const timedOut = error instanceof ApiError && error.code === 'timeout';
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>Failed to load favorite meals</AlertTitle>
      <AlertDescription className="space-y-3">
        <p>{timedOut ? 'Loading your favorites timed out. Please try again.' : 'Could not load your favorite meals. Please try again.'}</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export function FavoritesPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const favorites = useFavorites(user?.id);
  const announcedError = useRef<unknown>(null);

  useEffect(() => {
    if (favorites.data && user)
      replaceCachedFavorites(
        user.id,
        favorites.data.map((favorite) => favorite.meal),
      );
  }, [favorites.data, user]);

  useEffect(() => {
    const error = favorites.error;
    if (!error || announcedError.current === error) return;
    announcedError.current = error;
    if (error instanceof ApiError && error.code === 'unauthenticated') return;
    if (error instanceof ApiError && error.code === 'timeout') {
      showError('Loading timeout', 'Loading your favorites timed out. Please try again.');
    } else {
      showError('Error loading favorites', 'Could not load your favorite meals. Please try again.');
    }
  }, [favorites.error]);

  const remove = async (favorite: Favorite) => {
    const mealId = favorite.mealId || (favorite.meal.id ? String(favorite.meal.id) : '');
    if (!mealId) {
      showError('Cannot remove this meal from favorites.');
      return;
    }
    try {
      await removeFavorite(mealId);
      if (user) uncacheFavorite(user.id, mealId);
      showSuccess('Removed from favorites');
      await queryClient.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
    } catch {
      showError('Error', 'Failed to remove meal from favorites. Please try again.');
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Your Favorite Meals</h1>
      <p className="mt-1 text-muted-foreground">Here are all the meals you've saved as favorites.</p>
      <div className="mt-8">
        {favorites.isPending ? (
          <MealCardSkeletons count={6} label="Loading your favorites" />
        ) : favorites.isError ? (
          <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />
        ) : favorites.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
            <Heart className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">No favorites yet</h2>
            <p className="max-w-sm text-sm text-muted-foreground">Tap the heart on any meal you love and it will be kept here.</p>
            <Button asChild variant="outline">
              <Link to="/meal-plan">Browse meal plans</Link>
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {favorites.data.map((favorite) => (
              <MealCard
                key={favorite.id}
                meal={favorite.meal}
                selected
                selectedLabel="Remove from favorites"
                showFavorite={false}
                onSelect={() => void remove(favorite)}
                extra={ownRecipeIdOf(String(favorite.meal.id ?? '')) ? undefined : <SaveAsRecipeButton meal={favorite.meal} />}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
