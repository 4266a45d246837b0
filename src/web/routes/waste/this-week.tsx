import { formatPence } from '../../../domain/meal/money';
import { thrownShare, type WasteWeek } from '../../../domain/pantry/waste-summary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { weekRangeLabel } from './week-label';

/** One figure: a row on a phone (label left, amount right), a tile from the small breakpoint up. */
function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-lg border bg-background/60 px-4 py-3 sm:block sm:p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className={cn('size-2.5 shrink-0 rounded-full', tone)} aria-hidden />
        {label}
      </dt>
      <dd className="row-span-2 text-xl font-semibold tabular-nums sm:mt-1 sm:text-2xl">{value}</dd>
      {note && <dd className="text-xs text-muted-foreground sm:mt-0.5 sm:text-sm">{note}</dd>}
    </div>
  );
}

/** This week's three figures, Monday to Sunday. */
export function ThisWeek({ week }: { week: WasteWeek }) {
  const share = thrownShare(week);
  return (
    <Card>
      <CardHeader>
        <CardTitle>This week</CardTitle>
        <CardDescription>{weekRangeLabel(week.weekStart)}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
          <Figure label="Bought" value={formatPence(week.boughtPence)} tone="bg-highlight" />
          <Figure
            label="Used"
            value={formatPence(week.usedPence)}
            note={`${formatPence(week.usedInTimePence)} of it before its date`}
            tone="bg-primary"
          />
          <Figure
            label="Thrown away"
            value={formatPence(week.thrownPence)}
            note={share === null ? 'Nothing used or thrown away yet' : `${Math.round(share * 100)}% of what left your kitchen`}
            tone="bg-destructive"
          />
        </dl>
      </CardContent>
    </Card>
  );
}
