import { Skeleton } from '../../components/ui/skeleton';

/** What the plan screen shows while it loads (spec §2: for its first second). */
export function PlanSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading your meal plan">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-7">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-40" />
        ))}
      </div>
    </div>
  );
}
