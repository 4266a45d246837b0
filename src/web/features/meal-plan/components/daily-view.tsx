import { useState } from 'react';
import { Link } from '../../../lib/router/router';
import { dayLabel, weekdayOf } from '../../../../domain/dates/iso-date';
import type { PlanDay } from '../../../../domain/kitchen/views';
import type { Meal } from '../../../../domain/meal';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import type { PlanDates } from '../../../../domain/pantry/meal-dates';
import { CookButton } from './cook-button';
import { Button } from '../../../components/ui/button';
import { PlanMealCard } from './plan-meal-card';
import type { EntryMarks } from '../../../../domain/kitchen/plan-commands';

/** Spec §2 'Daily View': a button for each day of the plan, and that day's meals. Opens on `today` when it is in the plan. */
export function DailyView({
  days,
  today,
  onOpenRecipe,
  onMark,
  dates,
}: {
  days: PlanDay[];
  today: string;
  onOpenRecipe: (meal: Meal, entry?: PlanEntry) => void;
  onMark: (entryId: string, marks: EntryMarks) => boolean;
  dates?: PlanDates | undefined;
}) {
  const [picked, setPicked] = useState(() => (days.some((day) => day.date === today) ? today : days[0]?.date));
  const day = days.find((candidate) => candidate.date === picked) ?? days[0];
  if (!day) return null;
  const entries = [...day.breakfast, ...day.main];
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Day" className="flex flex-wrap gap-1.5">
        {days.map(({ date }) => (
          <Button
            key={date}
            size="sm"
            variant={date === day.date ? 'default' : 'outline'}
            aria-pressed={date === day.date}
            onClick={() => setPicked(date)}
          >
            {weekdayOf(date).slice(0, 3)}
            <span className="sr-only">{weekdayOf(date).slice(3)}</span> {Number(date.slice(8))}
          </Button>
        ))}
      </div>
      <h3 className="text-lg font-semibold">{dayLabel(day.date)}</h3>
      {entries.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          <p>No meal planned for {dayLabel(day.date)}</p>
          <Button asChild size="sm" variant="outline">
            <Link to="/planner">Add a meal</Link>
          </Button>
        </div>
      ) : (
        <div className="grid max-w-xl gap-3">
          {entries.map((entry) => (
            <PlanMealCard
              key={entry.id}
              entry={entry}
              useBy={dates?.notes.get(entry.id)}
              onOpenRecipe={() => onOpenRecipe(entry.meal, entry)}
              onMark={(marks) => onMark(entry.id, marks)}
              footer={<CookButton entry={entry} />}
            />
          ))}
        </div>
      )}
    </div>
  );
}
