import { Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import type { Meal } from '../../../domain/meal';
import { usesPantry, type PantryMatch } from '../../../domain/pantry/match-pantry';
import { MealCard } from '../../components/meal/meal-card';
import { MealCardSkeletons } from '../../components/meal/meal-card-skeletons';
import { Button } from '../../components/ui/button';
import { countInteraction } from '../../lib/interactions';
import { SharedFoodNote } from './complete-week-panel';

const SKELETON_CARDS = 6;

type MealOptionsProps = {
  options: readonly Meal[];
  selected: readonly Meal[];
  loading: boolean;
  showMeals: boolean;
  inPantry: PantryMatch;
  onRegenerate: () => void;
  onToggle: (meal: Meal) => void;
  onViewDetails: (meal: Meal) => void;
};

/** 'Your personalised meal suggestions': the cards to choose from, their skeletons while they come, or the empty state. */
export function MealOptions({ options, selected, loading, showMeals, inPantry, onRegenerate, onToggle, onViewDetails }: MealOptionsProps) {
  const selectedIds = useMemo(() => new Set(selected.map((meal) => meal.id)), [selected]);
  const hasBreakfasts = options.some((meal) => meal.isBreakfast);
  return (
    <section aria-labelledby="options-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="options-heading" className="text-xl font-semibold">
          Your personalised meal suggestions
        </h2>
        <div className="flex gap-2">
          {!loading && options.length > 0 && (
            <Button variant="secondary" size="sm" onClick={onRegenerate}>
              <Sparkles aria-hidden />
              Generate New Options
            </Button>
          )}
          {/* The one generate button shown as primary (issue 47): the others do the same, quieter. */}
          <Button size="sm" onClick={onRegenerate} disabled={loading}>
            {loading ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            {loading ? 'Creating meals...' : 'Create new meals'}
          </Button>
        </div>
      </div>
      {hasBreakfasts && showMeals && (
        <p className="text-sm text-muted-foreground">Breakfasts are extra: pick any you like for the breakfast slots of your week.</p>
      )}
      {showMeals ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((meal, index) => (
            <MealCard
              key={meal.id}
              meal={meal}
              priority={index === 0}
              selected={selectedIds.has(meal.id)}
              onSelect={() => onToggle(meal)}
              usesPantry={usesPantry(meal.ingredients, inPantry)}
              extra={selectedIds.has(meal.id) || meal.isBreakfast ? undefined : <SharedFoodNote option={meal} chosen={selected} />}
              onViewDetails={() => {
                countInteraction('details');
                onViewDetails(meal);
              }}
            />
          ))}
        </div>
      ) : loading ? (
        <MealCardSkeletons count={SKELETON_CARDS} label="Meals are being prepared" />
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No meals available. Please try again.</p>
      )}
    </section>
  );
}
