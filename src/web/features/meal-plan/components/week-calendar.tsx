import { entryTitle } from '../../../../domain/kitchen/entry-text';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/router';
import { dayLabel } from '../../../../domain/dates/iso-date';
import type { PlanEntry } from '../../../../domain/kitchen/items';
import type { EntryMarks, SlotRef } from '../../../../domain/kitchen/plan-commands';
import type { PlanDay } from '../../../../domain/kitchen/views';
import type { SlotType } from '../../../../domain/meal-plan/meal-plan';
import type { Meal } from '../../../../domain/meal';
import type { PlanDates } from '../../../../domain/pantry/meal-dates';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PlanMealCard } from './plan-meal-card';

const slotId = ({ date, slot }: SlotRef) => `${date}|${slot}`;
const parseSlot = (id: string): SlotRef => {
  const [date = '', slot] = id.split('|');
  return { date, slot: slot === 'breakfast' ? 'breakfast' : 'main' };
};
const slotLabel = (entry: PlanEntry | undefined, slot: SlotType) =>
  entry?.meal.isBreakfast || slot === 'breakfast' ? 'Breakfast/Brunch' : 'Main Meal';

type CalendarProps = {
  days: PlanDay[];
  /** Spec §4: a meal dropped on another day swaps with the meal there (same slot type only). */
  onMove: (entryId: string, to: SlotRef) => void;
  onOpenRecipe: (meal: Meal, entry?: PlanEntry) => void;
  onMark: (entryId: string, marks: EntryMarks) => boolean;
  /** The plan's dates: each card holding the food that goes off soonest says "Use by …". */
  dates?: PlanDates | undefined;
};

function DraggableMeal({ entry, children }: { entry: PlanEntry; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: entry.id });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <div ref={setNodeRef} style={style} className={cn('relative flex h-full flex-col', isDragging && 'z-20 opacity-80 shadow-xl')}>
      <button
        type="button"
        {...listeners}
        {...attributes}
        aria-label={`Drag ${entryTitle(entry)} to another day`}
        className="mb-1 flex h-5 w-full cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GripVertical className="size-4 rotate-90" aria-hidden />
      </button>
      {children}
    </div>
  );
}

function DaySlot({ days, slot, entries, onMove, onOpenRecipe, onMark, dates }: CalendarProps & { slot: SlotRef; entries: PlanEntry[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot) });
  return (
    <div
      ref={setNodeRef}
      data-testid={`slot-${slot.date}-${slot.slot}`}
      className={cn('min-h-36 rounded-lg border border-dashed p-1 transition-colors', isOver && 'border-primary bg-sidebar-accent/40')}
    >
      <p className="mb-1 px-1 text-[11px] font-medium uppercase tracking-wide text-muted-foreground">{slotLabel(entries[0], slot.slot)}</p>
      {entries.length > 0 ? (
        // Two devices editing at once can leave two meals on one day: both show, none is lost.
        <div className="space-y-1">
          {entries.map((entry) => (
            <DraggableMeal key={entry.id} entry={entry}>
              <PlanMealCard
                compact
                entry={entry}
                useBy={dates?.notes.get(entry.id)}
                onOpenRecipe={() => onOpenRecipe(entry.meal, entry)}
                onMark={(marks) => onMark(entry.id, marks)}
                footer={
                  <select
                    aria-label={`Move ${entryTitle(entry)} to another day`}
                    className="h-7 w-full rounded-md border bg-card px-1 text-xs"
                    value=""
                    onChange={(event) => onMove(entry.id, { date: event.target.value, slot: slot.slot })}
                  >
                    <option value="">Move to…</option>
                    {days
                      .filter((day) => day.date !== slot.date)
                      .map((day) => (
                        <option key={day.date} value={day.date}>
                          {dayLabel(day.date)}
                        </option>
                      ))}
                  </select>
                }
              />
            </DraggableMeal>
          ))}
        </div>
      ) : (
        <div className="flex h-28 flex-col items-center justify-center gap-2 text-center text-xs text-muted-foreground">
          <p>No meal planned for {dayLabel(slot.date)}</p>
          <Button asChild size="sm" variant="outline">
            <Link to="/planner">
              <Plus aria-hidden />
              Add a meal
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The plan's days, from the first day the cook chose, in 1, 3 or 7 columns (7 from 1024 px, the
 * spec's "large screens"). Meals move by drag and drop (mouse after 5 px, touch after a 120 ms
 * press, keyboard with space and arrows) or by the 'Move to…' list on each card.
 */
export function WeekCalendar(props: CalendarProps) {
  const { days, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const hasBreakfasts = days.some((day) => day.breakfast.length > 0);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMove(String(active.id), parseSlot(String(over.id)));
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="grid grid-cols-1 gap-2 md:grid-cols-3 lg:grid-cols-7">
        {days.map((day) => (
          <section key={day.date} aria-label={dayLabel(day.date)} className="min-w-0 space-y-2">
            <h3 className="text-sm font-semibold">{dayLabel(day.date)}</h3>
            <DaySlot {...props} slot={{ date: day.date, slot: 'main' }} entries={day.main} />
            {hasBreakfasts && <DaySlot {...props} slot={{ date: day.date, slot: 'breakfast' }} entries={day.breakfast} />}
          </section>
        ))}
      </div>
    </DndContext>
  );
}
