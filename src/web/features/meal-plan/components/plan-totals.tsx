import { dayLabel } from '../../../../domain/dates/iso-date';
import { isCooked, type PlanDay } from '../../../../domain/kitchen/views';
import { formatPence, poundsToPence } from '../../../../domain/meal/money';
import { maxPriceLimitPounds, type Preferences } from '../../../../domain/preferences';
import { cn } from '../../../lib/cn';

/**
 * Beyond the spec: each day's and the week's calories, protein and estimated cost, set against
 * the cook's ranges (per serving) and budget (per meal).
 */
export function PlanTotals({ days, preferences }: { days: PlanDay[]; preferences: Preferences | undefined }) {
  const rows = days.map((day) => {
    const entries = [...day.breakfast, ...day.main];
    const meals = entries.map((entry) => entry.meal);
    return {
      date: day.date,
      calories: meals.reduce((sum, meal) => sum + meal.nutritionalInformation.calories, 0),
      protein: meals.reduce((sum, meal) => sum + meal.nutritionalInformation.protein, 0),
      // A leftover day's food was bought with the day that cooked it, for every portion.
      cost: entries.filter(isCooked).reduce((sum, entry) => sum + (entry.meal.pricePence ?? 0), 0),
      count: meals.length,
      leftoversOnly: entries.length > 0 && !entries.some(isCooked),
    };
  });
  const mealCount = rows.reduce((sum, row) => sum + row.count, 0);
  const weekCost = rows.reduce((sum, row) => sum + row.cost, 0);
  const budget = preferences ? poundsToPence(maxPriceLimitPounds(preferences.maxPricePerMeal)) * mealCount : Number.POSITIVE_INFINITY;
  const [low, high] = preferences?.caloriesRange ?? [0, Number.POSITIVE_INFINITY];
  const outOfRange = (calories: number) => calories > 0 && (calories < low || calories > high);

  return (
    <section aria-labelledby="totals-heading" className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="totals-heading" className="font-semibold">
          This week
        </h2>
        <p className="text-sm">
          <span className="font-semibold">{formatPence(weekCost)}</span>
          <span className="text-muted-foreground">
            {' '}
            estimated for {mealCount} meals{Number.isFinite(budget) ? ` · budget ${formatPence(budget)}` : ''}
          </span>
        </p>
      </div>
      {/* Scrolls sideways on narrow screens, so it must take focus for keyboard scrolling. */}
      <div className="mt-3 overflow-x-auto" role="region" aria-label="Daily totals" tabIndex={0}>
        <table className="w-full min-w-[520px] text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="py-1 font-medium">Day</th>
              <th className="py-1 font-medium">Calories</th>
              <th className="py-1 font-medium">Protein</th>
              <th className="py-1 text-right font-medium">Cost</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date} className="border-t">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {dayLabel(row.date)}
                </th>
                <td className={cn('py-1.5', outOfRange(row.calories) && row.count === 1 && 'text-warning')}>
                  {row.count ? `${Math.round(row.calories)} kcal` : '—'}
                </td>
                <td className="py-1.5">{row.count ? `${Math.round(row.protein)} g` : '—'}</td>
                <td className="py-1.5 text-right">
                  {row.leftoversOnly ? <span className="text-muted-foreground">Leftovers</span> : row.count ? formatPence(row.cost) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preferences && (
        <p className="mt-2 text-xs text-muted-foreground">
          Your range: {low}–{high} kcal and {preferences.proteinRange[0]}–{preferences.proteinRange[1]} g protein per serving, up to{' '}
          {preferences.maxPricePerMeal} a meal. Prices are UK average grocery prices and vary by store and location.
        </p>
      )}
    </section>
  );
}
