import { Info, Leaf } from 'lucide-react';
import { shownForecast } from '../../../domain/kitchen/plan-forecast';
import { formatPence, poundsToPence } from '../../../domain/meal/money';
import { gramsAndPounds, leftoverAmount } from '../../../domain/week-plan/forecast-text';
import { useKitchen } from '../../lib/kitchen/kitchen-context';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The week's fresh food (issue #17): bought, expected left over in grams and pounds, and a dinner
 * for each leftover. The weekly plan and the shopping list both show this one component, from one
 * selector (`shownForecast`), so their figures are the same: the planner's forecast while the week
 * is as "Complete my week" planned it, otherwise worked out from the dinners as they are now, so
 * it shows for any week whose meals carry their ingredients' amounts and packs, and follows edits.
 */
export function WeekForecast({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const found = useKitchen(shownForecast);
  if (!found) return null;
  const { forecast, source } = found;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const used = Math.round(forecast.shareUsed * 100);
  return (
    <section aria-labelledby="forecast-heading" className="space-y-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex items-start gap-2">
        <Leaf className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        <div>
          <Heading id="forecast-heading" className="font-semibold">
            Fresh food forecast
          </Heading>
          <p className="text-sm text-muted-foreground">Food that keeps 10 days or less, bought in whole packs for this week's dinners.</p>
        </div>
      </div>
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        <div className="flex items-baseline justify-between gap-3 rounded-lg bg-muted px-3 py-2 sm:block">
          <dt className="text-sm text-muted-foreground sm:text-xs">Fresh food bought</dt>
          <dd className="font-semibold tabular-nums">{gramsAndPounds(forecast.freshBought)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 rounded-lg bg-muted px-3 py-2 sm:block">
          <dt className="text-sm text-muted-foreground sm:text-xs">Expected left over</dt>
          <dd className="font-semibold tabular-nums">{gramsAndPounds(forecast.leftOver)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 rounded-lg bg-muted px-3 py-2 sm:block">
          <dt className="text-sm text-muted-foreground sm:text-xs">Eaten before it goes off</dt>
          <dd className="font-semibold tabular-nums">{used}% by weight</dd>
        </div>
      </dl>
      {forecast.items.length > 0 ? (
        <div className="space-y-2">
          <Sub className="text-sm font-semibold">What will be left over</Sub>
          <ul className="divide-y rounded-lg border">
            {forecast.items.map((item) => (
              <li
                key={item.ingredientId}
                className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <span>
                  <span className="font-medium">{capitalise(item.name)}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {leftoverAmount(item)} · {formatPence(poundsToPence(item.pounds))}
                  </span>
                </span>
                {item.useIn ? (
                  <span className="text-muted-foreground">
                    Use it in <span className="font-medium text-foreground">{item.useIn.name}</span>
                  </span>
                ) : source === 'planner' ? (
                  <span className="text-muted-foreground">No other dinner of yours uses it</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm">Every fresh pack is expected to be eaten: nothing left over.</p>
      )}
      {source === 'plan' && (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          Worked out from your dinners as they are now. Food already in your pantry is not taken off.
        </p>
      )}
      {source === 'stale' && (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          You have changed the dinners since Larder completed your week, so these figures are for the week as Larder planned it.
        </p>
      )}
    </section>
  );
}
