import { CalendarDays, ShoppingCart } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { dayLabel } from '../../../domain/dates/iso-date';
import { planDays } from '../../../domain/kitchen/views';
import { formatPence } from '../../../domain/meal/money';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageFallback } from '../../components/ui/page-fallback';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';
import { useSession } from '../../lib/session';

/** docs/design.md §6.5: the current plan at a glance, or the way to make one. */
export function MealPlanPage() {
  const { ready, account } = useKitchenStatus();
  const days = useKitchen(planDays);
  const { user } = useSession();
  const meals = days.flatMap((day) => [...day.breakfast, ...day.main].map((entry) => entry.meal));
  const total = meals.reduce((sum, meal) => sum + (meal.pricePence ?? 0), 0);
  if (!ready) return <PageFallback />;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Your meal plan</h1>
      {meals.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
          <p className="text-muted-foreground">You have no meal plan yet.</p>
          <Button asChild>
            <Link to="/planner">Plan this week's meals</Link>
          </Button>
        </div>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{days[0] && `From ${dayLabel(days[0].date)}`}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {meals.length} meals · {formatPence(total)} estimated{user && account === user.id ? ' · kept on your account' : ''}
            </p>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="divide-y">
              {days.map((day) => (
                <li key={day.date} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                  <span className="w-36 font-medium">{dayLabel(day.date)}</span>
                  <span className="flex-1 text-right text-muted-foreground">
                    {[...day.breakfast, ...day.main].map((entry) => entry.meal.name).join(' · ') || '—'}
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
