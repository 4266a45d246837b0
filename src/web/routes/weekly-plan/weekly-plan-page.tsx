import { Receipt, ShoppingCart, Sparkles } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from '../../lib/router/router';
import { hasPlan } from '../../../domain/kitchen/views';
import { Button } from '../../components/ui/button';
import { useKitchen } from '../../lib/kitchen/kitchen-context';
import { PlanSkeleton } from './plan-skeleton';

/** Spec §2: the plan screen shows skeletons for 1 second. */
export const PLAN_SKELETON_MS = 1_000;

let body: ReturnType<typeof importBody> | undefined;
const importBody = () => import('./weekly-plan-body');
/** One load of what shows below the header for the early start and the render; a failed one (no signal) is tried again next time. */
const loadBody = () =>
  (body ??= importBody().catch((error: unknown) => {
    body = undefined;
    throw error;
  }));
const WeeklyPlanBody = lazy(loadBody);

export function WeeklyPlanPage() {
  const [skeletons, setSkeletons] = useState(true);
  // Empty while a prerendered page is adopted, the cook's own right after: the effect below sees the real answer.
  const planned = useKitchen(hasPlan);
  useEffect(() => {
    void loadBody();
  }, []);
  // The plan's views load during the second of skeletons, when there is a plan to show.
  useEffect(() => {
    if (planned) void import('./plan-views').catch(() => undefined);
  }, [planned]);
  // The week is drawn as a transition, in slices a tap can come between (decision 0015).
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSkeletons(false)), PLAN_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Weekly Meal Plan</h1>
          <p className="mt-1 text-muted-foreground">Your week at a glance: move meals around, open recipes, and shop for it all at once.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/planner">
              <Sparkles aria-hidden />
              New Plan
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/shopping-list">
              <ShoppingCart aria-hidden />
              Shopping List
            </Link>
          </Button>
          <Button asChild>
            <Link to="/purchase-input">
              <Receipt aria-hidden />
              Input Purchases
            </Link>
          </Button>
        </div>
      </header>
      {skeletons ? (
        <PlanSkeleton />
      ) : (
        <Suspense fallback={<PlanSkeleton />}>
          <WeeklyPlanBody />
        </Suspense>
      )}
    </div>
  );
}
