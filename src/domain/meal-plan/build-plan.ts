import type { Meal } from '../meal/meal';
import { WEEKDAYS, mealPlanSchema, type MealPlan, type SlotType, type Weekday } from './meal-plan';

export { NO_EXPIRY, earliestExpiry, sortByExpiry, sortPlannedByExpiry } from './expiry-order';

export function emptyPlan(): MealPlan {
  return mealPlanSchema.parse({});
}

/**
 * docs/design.md §6.3: selected main meals fill Monday onwards, one a day, in the order chosen;
 * selected breakfasts fill the breakfast slots the same way.
 */
export function buildMealPlan(selected: readonly Meal[]): MealPlan {
  const plan = emptyPlan();
  const mains = selected.filter((meal) => !meal.isBreakfast).slice(0, WEEKDAYS.length);
  const breakfasts = selected.filter((meal) => meal.isBreakfast).slice(0, WEEKDAYS.length);
  mains.forEach((meal, index) => {
    plan[WEEKDAYS[index] as Weekday].main = meal;
  });
  breakfasts.forEach((meal, index) => {
    plan[WEEKDAYS[index] as Weekday].breakfast = meal;
  });
  return plan;
}

/** Every meal in the plan, in day order, main before breakfast. */
export function mealsInPlan(plan: MealPlan): Meal[] {
  return WEEKDAYS.flatMap((day) => [plan[day].main, plan[day].breakfast].filter((meal): meal is Meal => meal !== undefined));
}

export function planIsEmpty(plan: MealPlan | null | undefined): boolean {
  return !plan || mealsInPlan(plan).length === 0;
}

export type SwapResult = { ok: true; plan: MealPlan; moved: Meal } | { ok: false; reason: 'same-day' | 'empty' | 'different-type' };

/** The type of meal a slot holds, by the meal itself: a breakfast in a main slot counts as breakfast. */
function typeOf(meal: Meal | undefined, slot: SlotType): SlotType {
  if (!meal) return slot;
  return meal.isBreakfast ? 'breakfast' : 'main';
}

/**
 * Spec meal-planning-flow §4: dragging a meal onto another day swaps the two meals, only
 * between slots of the same meal type.
 */
export function swapMeals(plan: MealPlan, from: { day: Weekday; slot: SlotType }, to: { day: Weekday; slot: SlotType }): SwapResult {
  if (from.day === to.day && from.slot === to.slot) return { ok: false, reason: 'same-day' };
  const moving = plan[from.day][from.slot];
  if (!moving) return { ok: false, reason: 'empty' };
  const target = plan[to.day][to.slot];
  if (from.slot !== to.slot || typeOf(moving, from.slot) !== typeOf(target, to.slot)) return { ok: false, reason: 'different-type' };
  const next: MealPlan = { ...plan, [from.day]: { ...plan[from.day] }, [to.day]: { ...plan[to.day] } };
  next[from.day][from.slot] = target;
  next[to.day][to.slot] = moving;
  if (!target) delete next[from.day][from.slot];
  return { ok: true, plan: next, moved: moving };
}

/** Updates one meal wherever it sits in the plan. */
export function updateMealInPlan(plan: MealPlan, mealId: string, change: (meal: Meal) => Meal): MealPlan {
  const next = { ...plan };
  for (const day of WEEKDAYS) {
    const current = plan[day];
    next[day] = {
      ...current,
      ...(current.main?.id === mealId ? { main: change(current.main) } : {}),
      ...(current.breakfast?.id === mealId ? { breakfast: change(current.breakfast) } : {}),
    };
  }
  return next;
}
