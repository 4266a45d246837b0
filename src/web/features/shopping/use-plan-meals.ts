import { useEffect, useState } from 'react';
import { mealsInPlan, planIsEmpty, type MealPlan } from '../../../domain/meal-plan';
import type { Meal } from '../../../domain/meal';
import { PLAN_RESTORED_EVENT, loadMealPlan } from '../planning/planning-storage';

/** The stored plan and its meals; re-read when a signed-in cook's plan arrives from the server. */
export function usePlanMeals(): { plan: MealPlan | undefined; meals: Meal[]; hasPlan: boolean } {
  const [plan, setPlan] = useState(loadMealPlan);
  useEffect(() => {
    const reload = () => setPlan(loadMealPlan());
    window.addEventListener(PLAN_RESTORED_EVENT, reload);
    return () => window.removeEventListener(PLAN_RESTORED_EVENT, reload);
  }, []);
  return { plan, meals: plan ? mealsInPlan(plan) : [], hasPlan: !planIsEmpty(plan) };
}
