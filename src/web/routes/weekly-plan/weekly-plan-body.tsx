import { CalendarDays, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { mealsInPlan, planIsEmpty, updateMealInPlan } from '../../../domain/meal-plan';
import type { Meal } from '../../../domain/meal';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../features/auth/api/get-session';
import { DailyView } from '../../features/meal-plan/components/daily-view';
import { FlexibleView } from '../../features/meal-plan/components/flexible-view';
import { PlanTotals } from '../../features/meal-plan/components/plan-totals';
import { RecipeDialog } from '../../features/meal-plan/components/recipe-dialog';
import { WeekCalendar } from '../../features/meal-plan/components/week-calendar';
import { useMealPlan } from '../../features/meal-plan/use-meal-plan';
import { loadPreferences } from '../../features/planning/planning-storage';

/**
 * The weekly plan itself, below the screen's header: loaded while the header and the spec's
 * second of skeletons show, so the page's first paint and start carry none of it (nor the
 * schemas that check what browser storage holds).
 */
export default function WeeklyPlanBody() {
  const { plan, setPlan } = useMealPlan();
  const { user } = useSession();
  const [view, setView] = useState<'flexible' | 'calendar'>('flexible');
  const [recipe, setRecipe] = useState<Meal>();
  const [preferences] = useState(() => {
    const stored = loadPreferences();
    return stored.status === 'ok' ? stored.preferences : undefined;
  });
  const changeMeal = (mealId: string, change: Partial<Meal>) => setPlan((current) => updateMealInPlan(current, mealId, (meal) => ({ ...meal, ...change })));

  return (
    <>
    {!plan || planIsEmpty(plan) ? (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <CalendarDays className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-xl font-semibold">No Meal Plan Found</h2>
        <p className="text-muted-foreground">It looks like you haven't created a meal plan yet.</p>
        <Button asChild>
          <Link to="/planner">Create a Meal Plan</Link>
        </Button>
      </div>
    ) : (
      <>
        <div role="group" aria-label="View Mode" className="inline-flex rounded-lg bg-muted p-1">
          {(
            [
              ['flexible', 'Flexible', ListOrdered],
              ['calendar', 'Weekly calendar', CalendarDays],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button key={value} size="sm" variant={view === value ? 'outline' : 'ghost'} aria-pressed={view === value} onClick={() => setView(value)} className={view === value ? 'bg-card' : undefined}>
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
              <WeekCalendar plan={plan} onPlanChange={(next) => setPlan(() => next)} onOpenRecipe={setRecipe} onMealChange={changeMeal} />
            </TabsContent>
            <TabsContent value="daily">
              <DailyView plan={plan} onOpenRecipe={setRecipe} onMealChange={changeMeal} />
            </TabsContent>
          </Tabs>
        )}
        <PlanTotals plan={plan} preferences={preferences} />
      </>
    )}
    <RecipeDialog meal={recipe} onOpenChange={(open) => !open && setRecipe(undefined)} />
    </>
  );
}
