import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link } from '../../lib/router/router';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { summariseWaste, WASTE_TREND_WEEKS } from '../../../domain/pantry/waste-summary';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageFallback } from '../../components/ui/page-fallback';
import { Skeleton } from '../../components/ui/skeleton';
import { localToday } from '../../lib/dates';
import { useKitchen, useKitchenStatus } from '../../lib/kitchen/kitchen-context';
import { MostThrown } from './most-thrown';
import { ThisWeek } from './this-week';
import { WasteTable } from './waste-table';

// Chart.js is loaded only here, after the figures are on screen.
const WasteChart = lazy(() => import('./waste-chart'));

const selectEvents = (state: KitchenState) => state.pantryEvents;

/** "Waste and savings" (issue #16): what was bought, used and thrown away, this week and over twelve. */
export function WastePage() {
  const { ready } = useKitchenStatus();
  const events = useKitchen(selectEvents);
  const today = localToday();
  const summary = useMemo(() => summariseWaste(Object.values(events), today), [events, today]);

  if (!ready) return <PageFallback />;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Waste and savings</h1>
        <p className="mt-1 text-muted-foreground">
          What you bought, used and threw away, week by week, from what you record in your pantry.
        </p>
      </div>

      {summary.hasEvents ? (
        <>
          <ThisWeek week={summary.thisWeek} />
          <Card>
            <CardHeader>
              <CardTitle>The last {WASTE_TREND_WEEKS} weeks</CardTitle>
              <CardDescription>Bought, used and thrown away each week, Monday to Sunday.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
                <WasteChart
                  weeks={summary.weeks}
                  label={`Bar chart of the last ${WASTE_TREND_WEEKS} weeks: bought, used and thrown away, in pounds. The table below gives the same figures.`}
                />
              </Suspense>
              <WasteTable weeks={summary.weeks} totals={summary.totals} />
            </CardContent>
          </Card>
          <MostThrown byCount={summary.mostThrownByCount} byValue={summary.mostThrownByValue} />
        </>
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <Trash2 className="size-10 text-muted-foreground" aria-hidden />
            <div className="space-y-1.5">
              <h2 className="text-lg font-semibold">Nothing recorded yet</h2>
              <p className="max-w-md text-sm text-muted-foreground">
                When you save what you bought and mark food in your pantry as used or thrown away, your weekly figures and the last{' '}
                {WASTE_TREND_WEEKS} weeks appear here.
              </p>
            </div>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to="/pantry">Open my pantry</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/purchase-input">Record what I bought</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
