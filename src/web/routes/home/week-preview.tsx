import { Card } from '../../components/ui/card';

const DAYS = [
  { day: 'Mon', meal: 'Lemon & herb salmon traybake', note: 'Use by Tue', tone: 'bg-highlight' },
  { day: 'Tue', meal: 'Spinach & chickpea curry', note: 'Use by Wed', tone: 'bg-highlight' },
  { day: 'Wed', meal: 'Chicken fajita bowls', note: '25 min', tone: 'bg-primary' },
  { day: 'Thu', meal: 'Mushroom risotto', note: '35 min', tone: 'bg-primary' },
];

/** A picture of what a planned week looks like; decorative, so hidden from screen readers. */
export function WeekPreview() {
  return (
    <Card aria-hidden className="relative overflow-hidden p-5 shadow-lg sm:p-6">
      <div className="mb-4 flex items-baseline justify-between">
        <p className="font-semibold">This week</p>
        <p className="text-sm text-muted-foreground">4 meals · £21.40</p>
      </div>
      <ul className="space-y-2.5">
        {DAYS.map(({ day, meal, note, tone }) => (
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
