import { CalendarDays, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { WEEKDAYS, mealsInPlan } from '../../../domain/meal-plan';
import { formatPounds, poundsIn } from '../../../domain/meal';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useSession } from '../../features/auth/api/get-session';
import { usePlanMeals } from '../../features/shopping/use-plan-meals';

/** DESIGN §6.5: the current plan at a glance, or the way to make one. */
export function MealPlanPage() {
  const { plan, meals, hasPlan } = usePlanMeals();
  const { user } = useSession();
  const total = meals.reduce((sum, meal) => sum + (poundsIn(meal.maxPricePerMeal) ?? 0), 0);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Your meal plan</h1>
      {!hasPlan || !plan ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
          <p className="text-muted-foreground">You have no meal plan yet.</p>
          <Button asChild>
            <Link to="/planner">Plan this week's meals</Link>
          </Button>
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>This week</CardTitle>
            <p className="text-sm text-muted-foreground">
              {mealsInPlan(plan).length} meals · {formatPounds(total)} estimated{user ? ' · kept on your account' : ''}
            </p>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="divide-y">
              {WEEKDAYS.map((day) => (
                <li key={day} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span className="w-28 font-medium">{day}</span>
                  <span className="flex-1 text-right text-muted-foreground">
                    {[plan[day].breakfast?.name, plan[day].main?.name].filter(Boolean).join(' · ') || '—'}
                  </span>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/weekly-plan">
                  <CalendarDays aria-hidden />
                  Open the weekly plan
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/shopping-list">
                  <ShoppingCart aria-hidden />
                  Shopping list
                </Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
