import { useCallback, useEffect, useState } from 'react';
import type { MealPlan } from '../../../domain/meal-plan';
import { loadMealPlan, saveMealPlan } from '../planning/planning-storage';

/** Spec §2: the plan screen shows skeletons for 1 second. */
export const PLAN_SKELETON_MS = 1_000;

/** The stored plan, saved back to session storage on every change. */
export function useMealPlan() {
  const [plan, setPlanState] = useState<MealPlan | undefined>(loadMealPlan);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), PLAN_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);

  const setPlan = useCallback((update: (plan: MealPlan) => MealPlan) => {
    setPlanState((current) => {
      if (!current) return current;
      const next = update(current);
      saveMealPlan(next);
      return next;
    });
  }, []);

  return { plan, setPlan, loading };
}
