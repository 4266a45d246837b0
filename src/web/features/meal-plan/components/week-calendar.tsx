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
import { Link } from 'react-router';
import { toast } from 'sonner';
import { WEEKDAYS, swapMeals, type MealPlan, type SlotType, type Weekday } from '../../../../domain/meal-plan';
import type { Meal } from '../../../../domain/meal';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PlanMealCard } from './plan-meal-card';

type SlotRef = { day: Weekday; slot: SlotType };
const slotId = ({ day, slot }: SlotRef) => `${day}|${slot}`;
const parseSlot = (id: string): SlotRef => {
  const [day, slot] = id.split('|');
  return { day: day as Weekday, slot: slot as SlotType };
};
const slotLabel = (meal: Meal | undefined, slot: SlotType) =>
  meal?.isBreakfast || slot === 'breakfast' ? 'Breakfast/Brunch' : 'Main Meal';

/** Spec §4: the swap with its toasts; shared by drag and drop and the keyboard's 'Move to'. */
export function moveMeal(plan: MealPlan, from: SlotRef, to: SlotRef): MealPlan | undefined {
  const result = swapMeals(plan, from, to);
  if (result.ok) {
    const type = result.moved.isBreakfast ? 'Breakfast' : 'Main meal';
    toast.success('Meal moved', { description: `${type} moved from ${from.day} to ${to.day}.` });
    return result.plan;
  }
  if (result.reason === 'different-type') {
    toast.error('Cannot move meal', {
      description: 'Cannot move meal: You can only swap meals of the same type (breakfast, lunch, or dinner).',
    });
  }
  return undefined;
}

type CalendarProps = {
  plan: MealPlan;
  onPlanChange: (plan: MealPlan) => void;
  onOpenRecipe: (meal: Meal) => void;
  onMealChange: (mealId: string, change: Partial<Meal>) => void;
};

function DraggableMeal({ slot, meal, children }: { slot: SlotRef; meal: Meal; children: React.ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: slotId(slot), data: { meal } });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <div ref={setNodeRef} style={style} className={cn('relative flex h-full flex-col', isDragging && 'z-20 opacity-80 shadow-xl')}>
      <button
        type="button"
        {...listeners}
        {...attributes}
        aria-label={`Drag ${meal.name} to another day`}
        className="mb-1 flex h-5 w-full cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GripVertical className="size-4 rotate-90" aria-hidden />
      </button>
      {children}
    </div>
  );
}

function DaySlot({ plan, slot, onPlanChange, onOpenRecipe, onMealChange }: CalendarProps & { slot: SlotRef }) {
  const meal = plan[slot.day][slot.slot];
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot) });
  return (
    <div
      ref={setNodeRef}
      data-testid={`slot-${slot.day}-${slot.slot}`}
      className={cn('min-h-36 rounded-lg border border-dashed p-1 transition-colors', isOver && 'border-primary bg-sidebar-accent/40')}
    >
      <p className="mb-1 px-1 text-[11px] font-medium uppercase tracking-wide text-muted-foreground">{slotLabel(meal, slot.slot)}</p>
      {meal ? (
        <DraggableMeal slot={slot} meal={meal}>
          <PlanMealCard
            compact
            meal={meal}
            onOpenRecipe={() => onOpenRecipe(meal)}
            onChange={(change) => onMealChange(meal.id, change)}
            footer={
              <select
                aria-label={`Move ${meal.name} to another day`}
                className="h-7 w-full rounded-md border bg-card px-1 text-xs"
                value=""
                onChange={(event) => {
                  const next = moveMeal(plan, slot, { day: event.target.value as Weekday, slot: slot.slot });
                  if (next) onPlanChange(next);
                }}
              >
                <option value="">Move to…</option>
                {WEEKDAYS.filter((day) => day !== slot.day).map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
              </select>
            }
          />
        </DraggableMeal>
      ) : (
        <div className="flex h-28 flex-col items-center justify-center gap-2 text-center text-xs text-muted-foreground">
          <p>No meal planned for {slot.day}</p>
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
 * Monday to Sunday in 1, 3 or 7 columns. Meals move by drag and drop (mouse after 5 px, touch
 * after a 120 ms press, keyboard with space and arrows) or by the 'Move to…' list on each card.
 */
export function WeekCalendar(props: CalendarProps) {
  const { plan, onPlanChange } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const hasBreakfasts = WEEKDAYS.some((day) => plan[day].breakfast);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveMeal(plan, parseSlot(String(active.id)), parseSlot(String(over.id)));
    if (next) onPlanChange(next);
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <div className="grid grid-cols-1 gap-2 md:grid-cols-3 xl:grid-cols-7">
        {WEEKDAYS.map((day) => (
          <section key={day} aria-label={day} className="space-y-2">
            <h3 className="text-sm font-semibold">{day}</h3>
            <DaySlot {...props} slot={{ day, slot: 'main' }} />
            {hasBreakfasts && <DaySlot {...props} slot={{ day, slot: 'breakfast' }} />}
          </section>
        ))}
      </div>
    </DndContext>
  );
}
