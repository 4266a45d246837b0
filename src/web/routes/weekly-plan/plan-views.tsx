import { CalendarDays, ListOrdered } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { isIsoDate } from '../../../domain/dates/iso-date';
import { moveWeekStart, setEntryMarks, type EntryMarks, type SlotRef } from '../../../domain/kitchen/plan-commands';
import { planDays, plannedMeals } from '../../../domain/kitchen/views';
import type { Meal } from '../../../domain/meal';
import type { PlanEntry } from '../../../domain/kitchen/items';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { WeekForecast } from '../../components/plan/week-forecast';
import { DailyView } from '../../features/meal-plan/components/daily-view';
import { FlexibleView } from '../../features/meal-plan/components/flexible-view';
import { PlanTotals } from '../../features/meal-plan/components/plan-totals';
import { LeftoversPanel } from '../../features/meal-plan/components/leftovers-panel';
import { CookingProvider } from '../../features/meal-plan/cooking';
import { usePlanDates } from '../../features/meal-plan/use-plan-dates';
import { UseItUpWhenDue } from '../../features/pantry-use-up/components/use-it-up-when-due';
import { moveMeal } from '../../features/meal-plan/move-meal';
import { PlanClashesProvider } from '../../features/meal-plan/plan-clashes';
import { localToday } from '../../lib/dates';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { useSession } from '../../lib/session';
import { lazyDialog } from '../../lib/lazy-dialog';

// The recipe dialog (with the dialog's focus trap and scroll lock, about 13 KB gzip) is not open
// at first paint: it loads when a recipe is first opened.
const RecipeDialog = lazyDialog(
  async () => (await import('../../features/meal-plan/components/recipe-dialog')).RecipeDialog,
  (props) => props.meal !== undefined,
);
// The calendar's drag and drop (a third of this screen's code) loads when the cook opens it.
const WeekCalendar = lazy(async () => ({ default: (await import('../../features/meal-plan/components/week-calendar')).WeekCalendar }));

/** A plan's views (flexible, calendar, daily), its totals and the recipe dialog, all read from the kitchen store. */
export default function PlanViews() {
  const { user } = useSession();
  const store = useKitchenStore();
  const days = useKitchen(planDays);
  const planned = useKitchen(plannedMeals);
  const startDate = useKitchen((state) => state.week?.startDate ?? days[0]?.date ?? '');
  // Checked when they were written (the planner's form, a sync, a migration), as the whole store is.
  const preferences = useKitchen((state) => state.preferences) ?? undefined;
  const plannedMealsOnly = useMemo(() => planned.map(({ meal }) => meal), [planned]);
  const [view, setView] = useState<'flexible' | 'calendar'>('flexible');
  const dates = usePlanDates(planned);
  const [recipe, setRecipe] = useState<{ meal: Meal; entryId?: string }>();
  // The entry as it is now (cooking it from the dialog changes it).
  const recipeEntry = useKitchen((state) => (recipe?.entryId ? state.planEntries[recipe.entryId] : undefined));
  const openRecipe = (meal: Meal, entry?: PlanEntry) => setRecipe({ meal, ...(entry ? { entryId: entry.id } : {}) });

  const mark = (entryId: string, marks: EntryMarks) => store.update((state) => setEntryMarks(state, entryId, marks));
  const move = (entryId: string, to: SlotRef) => void moveMeal(store, entryId, to);
  const moveStart = (date: string) => {
    if (isIsoDate(date)) store.update((state) => moveWeekStart(state, date));
  };

  return (
    <PlanClashesProvider meals={plannedMealsOnly} preferences={preferences}>
      <CookingProvider>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div role="group" aria-label="View Mode" className="inline-flex rounded-lg bg-muted p-1">
            {(
              [
                ['flexible', 'Flexible', ListOrdered],
                ['calendar', 'Weekly calendar', CalendarDays],
              ] as const
            ).map(([value, label, Icon]) => (
              <Button
                key={value}
                size="sm"
                variant={view === value ? 'outline' : 'ghost'}
                aria-pressed={view === value}
                onClick={() => setView(value)}
                className={view === value ? 'bg-card' : undefined}
              >
                <Icon aria-hidden />
                {label}
              </Button>
            ))}
          </div>
          <div className="space-y-1">
            <Label htmlFor="plan-start" className="text-xs">
              First day of the plan
            </Label>
            <Input id="plan-start" type="date" className="h-9 w-40" value={startDate} onChange={(event) => moveStart(event.target.value)} />
          </div>
        </div>
        {view === 'flexible' ? (
          <FlexibleView planned={planned} signedIn={Boolean(user)} onOpenRecipe={openRecipe} onMark={mark} dates={dates} />
        ) : (
          <Tabs defaultValue="grid">
            <TabsList className="h-auto max-w-full flex-wrap">
              <TabsTrigger value="grid" className="whitespace-normal text-left">
                Flexible meal planning (expiry date order)
              </TabsTrigger>
              <TabsTrigger value="daily">Daily View</TabsTrigger>
            </TabsList>
            <TabsContent value="grid">
              <Suspense fallback={<Skeleton className="h-72" aria-label="Loading the calendar" />}>
                <WeekCalendar days={days} onMove={move} onOpenRecipe={openRecipe} onMark={mark} dates={dates} />
              </Suspense>
            </TabsContent>
            <TabsContent value="daily">
              <DailyView days={days} today={localToday()} onOpenRecipe={openRecipe} onMark={mark} dates={dates} />
            </TabsContent>
          </Tabs>
        )}
        <UseItUpWhenDue planned={planned} />
        <LeftoversPanel />
        <WeekForecast />
        <PlanTotals days={days} preferences={preferences} />
        <RecipeDialog meal={recipe?.meal} entry={recipeEntry} onOpenChange={(open) => !open && setRecipe(undefined)} />
      </CookingProvider>
    </PlanClashesProvider>
  );
}
