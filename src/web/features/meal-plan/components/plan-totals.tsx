import { WEEKDAYS, mealsInPlan, type MealPlan } from '../../../../domain/meal-plan';
import { formatPounds, poundsIn } from '../../../../domain/meal';
import { maxPriceLimitPounds, type Preferences } from '../../../../domain/preferences';
import { cn } from '../../../lib/cn';

/**
 * Beyond the spec: each day's and the week's calories, protein and estimated cost, set against
 * the cook's ranges (per serving) and budget (per meal).
 */
export function PlanTotals({ plan, preferences }: { plan: MealPlan; preferences: Preferences | undefined }) {
  const days = WEEKDAYS.map((day) => {
    const meals = [plan[day].breakfast, plan[day].main].filter((meal) => meal !== undefined);
    return {
      day,
      calories: meals.reduce((sum, meal) => sum + meal.nutritionalInformation.calories, 0),
      protein: meals.reduce((sum, meal) => sum + meal.nutritionalInformation.protein, 0),
      cost: meals.reduce((sum, meal) => sum + (poundsIn(meal.maxPricePerMeal) ?? 0), 0),
      count: meals.length,
    };
  });
  const meals = mealsInPlan(plan);
  const weekCost = days.reduce((sum, day) => sum + day.cost, 0);
  const budget = preferences ? maxPriceLimitPounds(preferences.maxPricePerMeal) * meals.length : Number.POSITIVE_INFINITY;
  const [low, high] = preferences?.caloriesRange ?? [0, Number.POSITIVE_INFINITY];
  const outOfRange = (calories: number) => calories > 0 && (calories < low || calories > high);

  return (
    <section aria-labelledby="totals-heading" className="rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="totals-heading" className="font-semibold">
          This week
        </h2>
        <p className="text-sm">
          <span className="font-semibold">{formatPounds(weekCost)}</span>
          <span className="text-muted-foreground">
            {' '}
            estimated for {meals.length} meals{Number.isFinite(budget) ? ` · budget ${formatPounds(budget)}` : ''}
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
            {days.map((day) => (
              <tr key={day.day} className="border-t">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {day.day}
                </th>
                <td className={cn('py-1.5', outOfRange(day.calories) && day.count === 1 && 'text-warning')}>
                  {day.count ? `${Math.round(day.calories)} kcal` : '—'}
                </td>
                <td className="py-1.5">{day.count ? `${Math.round(day.protein)} g` : '—'}</td>
                <td className="py-1.5 text-right">{day.count ? formatPounds(day.cost) : '—'}</td>
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
