import { Bookmark, BookmarkCheck, FileDown } from 'lucide-react';
import { useState } from 'react';
import { entryTitle } from '../../../../domain/kitchen/entry-text';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import { isCooked, type PlannedMeal } from '../../../../domain/kitchen/views';
import { sortByUseBy, type PlanDates } from '../../../../domain/pantry/meal-dates';
import { displayDescription, formatMinutes, formatPence, type Meal } from '../../../../domain/meal';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FavoriteButton } from '../../../components/meal/favorite-button';
import { MealImage } from '../../../components/meal/meal-image';
import { MealAllergens } from '../../../components/meal/meal-allergens';
import { ClashWarning } from '../plan-clashes';
import { downloadPdfWithToasts } from '../download-pdf';
import { PortionsNote } from './plan-meal-card';
import type { EntryMarks } from '../../../../domain/kitchen/plan-commands';
import { CookButton } from './cook-button';
import { UseByNote } from './use-by-note';
import { reportMarkFailure } from '../mark-failure';

type FlexibleViewProps = {
  /** The plan's meals, with what was bought shown on their ingredients. */
  planned: PlannedMeal[];
  signedIn: boolean;
  onOpenRecipe: (meal: Meal, entry?: PlanEntry) => void;
  onMark: (entryId: string, marks: EntryMarks) => boolean;
  /** Each meal's date (the order) and the "Use by" notes (`planUseByDates`). */
  dates: PlanDates;
};

/**
 * Spec §2 'Flexible Meal Planning': every meal, what goes off first at the top (by the dates the
 * inventory holds, or would hold once bought; cooked meals last), with main and breakfast lists
 * when both exist (falling back to the first three when there are no mains).
 */
export function FlexibleView({ planned, signedIn, onOpenRecipe, onMark, dates }: FlexibleViewProps) {
  const [kind, setKind] = useState<'main' | 'breakfast'>('main');
  const sorted = sortByUseBy(planned, dates);
  const mains = sorted.filter(({ meal }) => !meal.isBreakfast);
  const breakfasts = sorted.filter(({ meal }) => meal.isBreakfast);
  const both = mains.length > 0 && breakfasts.length > 0;
  const shown = kind === 'breakfast' ? breakfasts : mains.length > 0 ? mains : sorted.slice(0, 3);

  return (
    <section aria-labelledby="flexible-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="flexible-heading" className="mr-2 text-xl font-semibold">
          Flexible Meal Planning
        </h2>
        <Badge variant="secondary">{planned.length} meals</Badge>
        {!signedIn && <Badge variant="outline">Sign in to use favorites</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">Cook in any order: meals whose ingredients go off soonest come first.</p>
      {both && (
        <div role="group" aria-label="Meal type" className="flex gap-2">
          <Button
            size="sm"
            variant={kind === 'main' ? 'default' : 'outline'}
            aria-pressed={kind === 'main'}
            onClick={() => setKind('main')}
          >
            Main Meals ({mains.length})
          </Button>
          <Button
            size="sm"
            variant={kind === 'breakfast' ? 'default' : 'outline'}
            aria-pressed={kind === 'breakfast'}
            onClick={() => setKind('breakfast')}
          >
            Breakfast/Brunch ({breakfasts.length})
          </Button>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {kind === 'breakfast' ? 'No breakfast meals available. Try switching to main meals.' : 'No main meals available.'}
        </p>
      ) : (
        <ol className="space-y-3">
          {shown.map(({ entry, meal }, index) => {
            const cooked = entry.cooked !== undefined;
            return (
              <li key={entry.id} className={cn('flex flex-col gap-4 rounded-xl border bg-card p-3 sm:flex-row', cooked && 'opacity-75')}>
                <MealImage
                  src={meal.imageUrl}
                  alt={meal.name}
                  className="aspect-[4/3] w-full shrink-0 rounded-lg sm:w-40"
                  generating={meal.imageLoading}
                  priority={index === 0}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{entryTitle(entry)}</h3>
                    {entry.saved && (
                      <Badge variant="outline">
                        <Bookmark className="size-3" aria-hidden />
                        Saved
                      </Badge>
                    )}
                    {cooked && <Badge variant="success">{isCooked(entry) ? 'Cooked' : 'Eaten'}</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {formatMinutes(meal.totalMinutes)}
                    {isCooked(entry) ? ` · ${formatPence(meal.pricePence)}` : ''} · {Math.round(meal.nutritionalInformation.calories)} kcal
                  </p>
                  <p className="line-clamp-2 text-sm">{displayDescription(meal.description, meal.name)}</p>
                  <PortionsNote entry={entry} />
                  {!cooked && <UseByNote useBy={dates.notes.get(entry.id)} />}
                  <ClashWarning mealId={meal.id} />
                  <MealAllergens meal={meal} brief />
                  <div className="mt-auto flex flex-wrap items-center gap-1 pt-1">
                    <Button size="sm" onClick={() => onOpenRecipe(meal, entry)}>
                      View Recipe
                    </Button>
                    <CookButton entry={entry} />
                    <Button size="sm" variant="outline" onClick={() => void downloadPdfWithToasts(meal)}>
                      <FileDown aria-hidden />
                      PDF
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-pressed={Boolean(entry.saved)}
                      onClick={() => onMark(entry.id, { saved: !entry.saved }) || reportMarkFailure('saved')}
                      className={cn(entry.saved && 'text-primary')}
                    >
                      {entry.saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
                      {entry.saved ? 'Saved' : 'Save for later'}
                    </Button>
                    <FavoriteButton meal={meal} />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
