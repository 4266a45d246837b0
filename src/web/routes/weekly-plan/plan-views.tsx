import { CalendarDays, ListOrdered } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { mealsInPlan, updateMealInPlan, type MealPlan } from '../../../domain/meal-plan';
import type { Meal } from '../../../domain/meal';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../features/auth/api/get-session';
import { DailyView } from '../../features/meal-plan/components/daily-view';
import { FlexibleView } from '../../features/meal-plan/components/flexible-view';
import { PlanTotals } from '../../features/meal-plan/components/plan-totals';
import { RecipeDialog } from '../../features/meal-plan/components/recipe-dialog';
import { PlanClashesProvider } from '../../features/meal-plan/plan-clashes';
import { loadPreferences } from '../../features/planning/planning-storage';

// The calendar's drag and drop (a third of this screen's code) loads when the cook opens it.
const WeekCalendar = lazy(async () => ({ default: (await import('../../features/meal-plan/components/week-calendar')).WeekCalendar }));

/** A plan's views (flexible, calendar, daily), its totals and the recipe dialog. */
export default function PlanViews({ plan, setPlan }: { plan: MealPlan; setPlan: (update: (plan: MealPlan) => MealPlan) => void }) {
  const { user } = useSession();
  const [view, setView] = useState<'flexible' | 'calendar'>('flexible');
  const [recipe, setRecipe] = useState<Meal>();
  const [preferences] = useState(() => {
    const stored = loadPreferences();
    return stored.status === 'ok' ? stored.preferences : undefined;
  });
  const changeMeal = (mealId: string, change: Partial<Meal>) =>
    setPlan((current) => updateMealInPlan(current, mealId, (meal) => ({ ...meal, ...change })));

  return (
    <PlanClashesProvider meals={mealsInPlan(plan)} preferences={preferences}>
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
      {view === 'flexible' ? (
        <FlexibleView meals={mealsInPlan(plan)} signedIn={Boolean(user)} onOpenRecipe={setRecipe} onMealChange={changeMeal} />
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
              <WeekCalendar plan={plan} onPlanChange={(next) => setPlan(() => next)} onOpenRecipe={setRecipe} onMealChange={changeMeal} />
            </Suspense>
          </TabsContent>
          <TabsContent value="daily">
            <DailyView plan={plan} onOpenRecipe={setRecipe} onMealChange={changeMeal} />
          </TabsContent>
        </Tabs>
      )}
      <PlanTotals plan={plan} preferences={preferences} />
      <RecipeDialog meal={recipe} onOpenChange={(open) => !open && setRecipe(undefined)} />
    </PlanClashesProvider>
  );
}
