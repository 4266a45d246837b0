import { Bookmark, Check, Clock, Flame, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { entryTitle, portionsNote } from '../../../../domain/kitchen/entry-text';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import type { EntryMarks } from '../../../../domain/kitchen/plan-commands';
import { isCooked } from '../../../../domain/kitchen/views';
import type { UseBy } from '../../../../domain/pantry/meal-dates';
import { formatMinutes, formatPence, type Meal } from '../../../../domain/meal';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFavoriteToggle } from '../../../lib/favorites/use-favorite-toggle';
import { MealAllergens } from '../../../components/meal/meal-allergens';
import { ClashWarning } from '../plan-clashes';
import { lazyMenuButton } from '../../../components/ui/lazy-menu';
import { UseByNote } from './use-by-note';

/** Spec §2: the short description, or the first three ingredients and 'and N more'. */
export function shortDescription(meal: Meal): string {
  if (meal.description.trim()) return meal.description;
  const names = meal.ingredients.map((ingredient) => ingredient.name);
  const first = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${first} and ${names.length - 3} more` : first;
}

/** The card's actions button: a plain button until first pressed, then the menu, opened. */
const MealActionsButton = lazyMenuButton(async () => (await import('./meal-actions-menu')).MealActionsMenu);

type PlanMealCardProps = {
  entry: PlanEntry;
  onOpenRecipe: () => void;
  /** Answers whether the mark was stored. */
  onMark: (marks: EntryMarks) => boolean;
  footer?: ReactNode;
  /** The week grid's narrow columns: no description, smaller type. */
  compact?: boolean;
  className?: string;
  /** "Use by …" when this meal holds the food that goes off soonest. */
  useBy?: UseBy | undefined;
};

export function PlanMealCard({ entry, onOpenRecipe, onMark, footer, compact = false, className, useBy }: PlanMealCardProps) {
  const { meal } = entry;
  const { isFavorite } = useFavoriteToggle(meal);
  return (
    <article
      className={cn(
        'flex h-full flex-col gap-2 rounded-lg border bg-card p-2.5 text-sm shadow-xs',
        (entry.doNotRecommend || entry.cooked !== undefined) && 'opacity-70',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-0.5">
        <h4 className={cn('min-w-0 font-semibold leading-snug [hyphens:auto]', compact && 'text-[13px]')} lang="en-GB">
          {entryTitle(entry)}
        </h4>
        <MealActionsButton entry={entry} onMark={onMark} label={`Actions for ${entryTitle(entry)}`} className="size-7 shrink-0" />
      </div>
      <div className={cn('flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground', compact && 'gap-x-2')}>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3" aria-hidden />
          {formatMinutes(meal.totalMinutes, { short: compact })}
        </span>
        {/* A leftover's food was bought (and priced) with the day that cooked it. */}
        {isCooked(entry) && <span className="font-medium text-foreground">{formatPence(meal.pricePence)}</span>}
        <span className="inline-flex items-center gap-1">
          <Flame className="size-3" aria-hidden />
          {Math.round(meal.nutritionalInformation.calories)} kcal
        </span>
      </div>
      {!compact && <p className="line-clamp-2 text-xs text-muted-foreground">{shortDescription(meal)}</p>}
      <PortionsNote entry={entry} />
      {entry.cooked !== undefined ? (
        <p className="inline-flex items-center gap-1 text-xs font-medium text-success">
          <Check className="size-3" aria-hidden />
          {isCooked(entry) ? 'Cooked' : 'Eaten'}
        </p>
      ) : (
        <UseByNote useBy={useBy} />
      )}
      <ClashWarning mealId={meal.id} compact={compact} />
      <MealAllergens meal={meal} brief compact={compact} />
      {(isFavorite || entry.saved) && (
        <div className="flex gap-1">
          {isFavorite && (
            <Badge variant="outline">
              <Heart className="size-3 fill-rose-500 text-rose-500" aria-hidden />
              Favorite
            </Badge>
          )}
          {entry.saved && (
            <Badge variant="outline">
              <Bookmark className="size-3" aria-hidden />
              Saved
            </Badge>
          )}
        </div>
      )}
      <div className="mt-auto flex flex-col items-start gap-1.5 pt-1">
        <Button variant="link" size="sm" className="h-auto px-0" onClick={onOpenRecipe}>
          View recipe
        </Button>
        {footer}
      </div>
    </article>
  );
}

/** A cooking day's extra portions (leftovers, freezer), or a leftover day's origin. */
export function PortionsNote({ entry }: { entry: PlanEntry }) {
  const note = portionsNote(entry);
  if (!note) return null;
  return <p className="text-xs font-medium text-success">{note}</p>;
}
