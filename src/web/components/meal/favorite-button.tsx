import { Heart, Loader2 } from 'lucide-react';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';
import { useFavoriteToggle, type FavoriteableMeal } from '../../lib/favorites/use-favorite-toggle';

/**
 * The heart on a meal card. Signed out it looks disabled and says 'Sign in to use favorites',
 * but still answers a press with the spec's 'Authentication Required' toast.
 */
export function FavoriteButton({ meal, className }: { meal: FavoriteableMeal; className?: string }) {
  const { isFavorite, toggle, busy, signedIn } = useFavoriteToggle(meal);
  const label = !signedIn ? 'Sign in to use favorites' : isFavorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={signedIn ? isFavorite : undefined}
      aria-disabled={!signedIn || undefined}
      onClick={() => void toggle()}
      className={cn(!signedIn && 'opacity-50', className)}
    >
      {busy ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : (
        <Heart aria-hidden className={cn(isFavorite && 'fill-rose-500 text-rose-500')} />
      )}
    </Button>
  );
}
