import { Receipt, ShoppingCart, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PlanSkeleton } from './plan-skeleton';

/** Spec §2: the plan screen shows skeletons for 1 second. */
export const PLAN_SKELETON_MS = 1_000;

/**
 * Loads what shows below the header, in steps that keep each task short on a slow phone: the
 * stored plan (and the schemas that check it) first; the plan's views only when there is a plan.
 */
async function fetchBody() {
  const [storage, { planIsEmpty }] = await Promise.all([
    import('../../features/planning/planning-storage'),
    import('../../../domain/meal-plan'),
  ]);
  if (!planIsEmpty(storage.loadMealPlan())) void import('./plan-views');
  return import('./weekly-plan-body');
}
let body: ReturnType<typeof fetchBody> | undefined;
/** One load for the early start and the render; a failed one (no signal) is tried again next time. */
const loadBody = () =>
  (body ??= fetchBody().catch((error: unknown) => {
    body = undefined;
    throw error;
  }));
const WeeklyPlanBody = lazy(loadBody);

export function WeeklyPlanPage() {
  const [skeletons, setSkeletons] = useState(true);
  useEffect(() => {
    void loadBody();
    const timer = setTimeout(() => setSkeletons(false), PLAN_SKELETON_MS);
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
