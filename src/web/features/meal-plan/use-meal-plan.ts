import { useCallback, useEffect, useState } from 'react';
import type { MealPlan } from '../../../domain/meal-plan';
import { PLAN_RESTORED_EVENT, loadMealPlan, saveMealPlan } from '../planning/planning-storage';

/** The stored plan, saved back to session storage on every change. */
export function useMealPlan() {
  const [plan, setPlanState] = useState<MealPlan | undefined>(loadMealPlan);
  // A signed-in cook's plan can arrive from the account after the screen opened.
  useEffect(() => {
    const reload = () => setPlanState(loadMealPlan());
    window.addEventListener(PLAN_RESTORED_EVENT, reload);
    return () => window.removeEventListener(PLAN_RESTORED_EVENT, reload);
  }, []);

  const setPlan = useCallback((update: (plan: MealPlan) => MealPlan) => {
    setPlanState((current) => {
      if (!current) return current;
      const next = update(current);
      saveMealPlan(next);
      return next;
    });
  }, []);

  return { plan, setPlan };
}
