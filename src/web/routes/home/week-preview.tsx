import { ArrowRight } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { shortDayLabel } from '../../../domain/dates/iso-date';
import { entryTitle } from '../../../domain/kitchen/entry-text';
import { isCooked, planDays, type PlanDay } from '../../../domain/kitchen/views';
import { formatMinutes, formatPence } from '../../../domain/meal';
import { Card } from '../../components/ui/card';
import { useKitchen } from '../../lib/kitchen/kitchen-context';

const SAMPLE = [
  { day: 'Mon', meal: 'Lemon & herb salmon traybake', note: 'Use by Tue', tone: 'bg-highlight' },
  { day: 'Tue', meal: 'Spinach & chickpea curry', note: 'Use by Wed', tone: 'bg-highlight' },
  { day: 'Wed', meal: 'Chicken fajita bowls', note: '25 min', tone: 'bg-primary' },
  { day: 'Thu', meal: 'Mushroom risotto', note: '35 min', tone: 'bg-primary' },
];

/** Days shown on the card: the cook's first four with a meal. */
const PREVIEW_DAYS = 4;

/** A picture of what a planned week looks like; decorative, so hidden from screen readers. */
function SamplePreview() {
  return (
    <Card aria-hidden className="relative overflow-hidden p-5 shadow-lg sm:p-6">
      <div className="mb-4 flex items-baseline justify-between">
        <p className="font-semibold">This week</p>
        <p className="text-sm text-muted-foreground">4 meals · £21.40</p>
      </div>
      <ul className="space-y-2.5">
        {SAMPLE.map(({ day, meal, note, tone }) => (
          <li key={day} className="flex items-center gap-3 rounded-lg border bg-background/60 p-3">
            <span className="w-9 text-xs font-semibold uppercase text-muted-foreground">{day}</span>
            <span className={`size-2 shrink-0 rounded-full ${tone}`} />
            <span className="flex-1 truncate text-sm font-medium">{meal}</span>
            <span className="text-xs text-muted-foreground">{note}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-lg bg-sidebar-accent/70 p-3 text-sm text-sidebar-accent-foreground">
        Shopping list: 23 items in 6 aisles
      </div>
    </Card>
  );
}

/** The cook's own week, when they have one: the first days with meals, and the way to the plan. */
function YourWeek({ days }: { days: PlanDay[] }) {
  const planned = days.filter((day) => day.main.length + day.breakfast.length > 0);
  const entries = planned.flatMap((day) => [...day.breakfast, ...day.main]);
  const meals = entries.map((entry) => entry.meal);
  // A leftover day's food was bought (and priced) with the day that cooked it.
  const total = entries.filter(isCooked).reduce((sum, entry) => sum + (entry.meal.pricePence ?? 0), 0);
  return (
    <Card className="relative overflow-hidden p-5 shadow-lg sm:p-6">
      <div className="mb-4 flex items-baseline justify-between">
        <h2 className="font-semibold">Your week</h2>
        <p className="text-sm text-muted-foreground">
          {meals.length} {meals.length === 1 ? 'meal' : 'meals'} · {formatPence(total)}
        </p>
      </div>
      <ul className="space-y-2.5">
        {planned.slice(0, PREVIEW_DAYS).map((day) => {
          const first = day.main[0] ?? day.breakfast[0];
          return (
            <li key={day.date} className="flex items-center gap-3 rounded-lg border bg-background/60 p-3">
              <span className="w-20 shrink-0 text-xs font-semibold uppercase text-muted-foreground">{shortDayLabel(day.date)}</span>
              <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />
              <span className="flex-1 truncate text-sm font-medium">{first ? entryTitle(first) : ''}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{first ? formatMinutes(first.meal.totalMinutes) : ''}</span>
            </li>
          );
        })}
      </ul>
      <Link
        to="/weekly-plan"
        className="mt-4 flex items-center justify-between rounded-lg bg-sidebar-accent/70 p-3 text-sm font-medium text-sidebar-accent-foreground hover:bg-sidebar-accent"
      >
        Open your weekly plan
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}

/**
 * Home's week card: the cook's own plan when this browser holds one, else a picture of what a
 * week looks like. Prerendered as the picture (nobody's plan is known at build time); the cook's
 * week replaces it once the page is adopted.
 */
export function WeekPreview() {
  const days = useKitchen(planDays);
  return days.length > 0 ? <YourWeek days={days} /> : <SamplePreview />;
}
