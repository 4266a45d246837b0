import { CalendarDays } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from '../../lib/router/router';
import { hasPlan } from '../../../domain/kitchen/views';
import { Button } from '../../components/ui/button';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';
import { PlanSkeleton } from './plan-skeleton';

const PlanViews = lazy(() => import('./plan-views'));

/**
 * What shows below the plan screen's header once its second of skeletons is up: loaded during
 * that second, so the page's first paint and start carry none of it.
 */
export default function WeeklyPlanBody() {
  const { ready } = useKitchenStatus();
  const planned = useKitchen(hasPlan);
  if (!ready) return <PlanSkeleton />;
  if (!planned) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
        <CalendarDays className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-xl font-semibold">No Meal Plan Found</h2>
        <p className="text-muted-foreground">It looks like you haven't created a meal plan yet.</p>
        <Button asChild>
          <Link to="/planner">Create a Meal Plan</Link>
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<PlanSkeleton />}>
      <PlanViews />
    </Suspense>
  );
}
