import { useMemo } from 'react';
import type { PlannedMeal } from '../../../domain/kitchen/views';
import { planUseByDates, type PlanDates } from '../../../domain/pantry/meal-dates';
import { localToday } from '../../lib/dates';
import { useKitchen } from '../../lib/kitchen/kitchen-context';

/** The plan's real dates (issue #16): each meal's earliest food date and the "Use by" notes, from the plan and the inventory. */
export function usePlanDates(planned: readonly PlannedMeal[]): PlanDates {
  const week = useKitchen((state) => state.week);
  const planEntries = useKitchen((state) => state.planEntries);
  const inventory = useKitchen((state) => state.inventory);
  const today = localToday();
  return useMemo(() => planUseByDates({ week, planEntries, inventory }, planned, today), [week, planEntries, inventory, planned, today]);
}
