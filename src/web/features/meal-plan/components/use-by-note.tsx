import { CalendarClock } from 'lucide-react';
import { dayMonthLabel } from '../../../../domain/dates/iso-date';
import type { UseBy } from '../../../../domain/pantry/meal-dates';
import { cn } from '../../../lib/cn';

/**
 * "Use by 28 Nov" on the meal that holds the food going off soonest (its title says which food).
 * The date is written by hand, not by `toLocaleDateString`, which builds a formatter per call:
 * 77 ms of a throttled phone's main thread on a week's plan (decision 0015).
 */
export function UseByNote({ useBy, className }: { useBy: UseBy | undefined; className?: string }) {
  if (!useBy) return null;
  return (
    <p className={cn('inline-flex items-center gap-1 text-xs font-medium text-warning', className)} title={`${useBy.food} goes off first`}>
      <CalendarClock className="size-3 shrink-0" aria-hidden />
      Use by {dayMonthLabel(useBy.date)}
    </p>
  );
}
