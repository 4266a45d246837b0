import { Skeleton } from './skeleton';

/** What a screen shows while its code loads. */
export function PageFallback() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-4 sm:p-8" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <ContentSkeleton />
    </div>
  );
}

/**
 * What a screen shows below its heading until the cook's kitchen is open: the heading itself is
 * the same for every cook, so a prerendered page paints it at once (decision 0003).
 */
export function ContentSkeleton({ className }: { className?: string }) {
  return (
    <div className={className ?? 'grid gap-4 pt-4 sm:grid-cols-2 lg:grid-cols-3'} aria-busy="true" aria-label="Loading">
      <Skeleton className="h-40" />
      <Skeleton className="h-40" />
      <Skeleton className="h-40" />
    </div>
  );
}
