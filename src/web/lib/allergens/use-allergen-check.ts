import { useMemo } from 'react';
import { onDemand, useOnDemand } from '../on-demand';
import type * as AllergenCheckModule from './allergen-check';
import type { CheckableMeal } from './checkable-meal';

type AllergenCheck = typeof AllergenCheckModule;

/**
 * The allergen lexicon's chunk, loaded once, on first need. A failed load (offline before the chunk
 * was cached, a deploy that replaced it) is forgotten, so the next need tries again.
 */
const allergenCheck = onDemand<AllergenCheck>(() => import('./allergen-check'));

export const loadAllergenCheck = allergenCheck.load;

/**
 * The lexicon's functions once loaded (undefined until then), loading them when `needed`. Until
 * they load, meals saved before labelling show as still being checked, never as clear.
 */
export function useAllergenCheck(needed: boolean): AllergenCheck | undefined {
  return useOnDemand(allergenCheck, needed).value;
}

/**
 * A meal with its allergens: as it came when Larder labelled it, or worked out now from its lines
 * when it was saved before labelling existed (`workedOut`); `pending` while the lexicon loads, or
 * while there is no meal yet to check (one that needs the lexicon's chunk to be read).
 */
export function useCheckedMeal<T extends CheckableMeal>(
  meal: T | undefined,
): { meal: T; workedOut: boolean; pending: false } | { meal: undefined; workedOut: false; pending: true } {
  const needsWork = meal?.allergenSource === undefined;
  const check = useAllergenCheck(needsWork);
  return useMemo(() => {
    if (!meal) return { meal: undefined, workedOut: false, pending: true };
    if (!needsWork) return { meal, workedOut: false, pending: false };
    if (!check) return { meal: undefined, workedOut: false, pending: true };
    return { meal: check.withWorkedOutAllergens(meal), workedOut: true, pending: false };
  }, [meal, needsWork, check]);
}
