import { CalendarClock } from 'lucide-react';
import type { UseBy } from '../../../../domain/pantry/meal-dates';
import { cn } from '../../../lib/cn';

const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Use by 28 Nov" on the meal that holds the food going off soonest (its title says which food). */
export function UseByNote({ useBy, className }: { useBy: UseBy | undefined; className?: string }) {
  if (!useBy) return null;
  return (
    <p className={cn('inline-flex items-center gap-1 text-xs font-medium text-warning', className)} title={`${useBy.food} goes off first`}>
      <CalendarClock className="size-3 shrink-0" aria-hidden />
      Use by {shortDate(useBy.date)}
    </p>
  );
}
