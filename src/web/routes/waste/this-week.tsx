import { formatPence } from '../../../domain/meal/money';
import { thrownShare, type WasteWeek } from '../../../domain/pantry/waste-summary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { weekRangeLabel } from './week-label';

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone: string }) {
  return (
    <div className="rounded-lg border bg-background/60 p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className={cn('size-2.5 rounded-full', tone)} aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 text-sm text-muted-foreground">{note}</dd>}
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
        <dl className="grid gap-3 sm:grid-cols-3">
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
