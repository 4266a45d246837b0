import type { Meal } from '../meal/meal';
import { preferencesChanged, type Preferences } from '../preferences/preferences';
import type { MealSelection } from './meal-plan';

/** Spec §4: past this share of the reported progress, with meals in hand, the meals show early… */
export const REVEAL_AT_PERCENT = 50;
/** …this long after, though pictures may still be on their way. */
export const REVEAL_MEALS_AFTER_MS = 2_000;

/** The options kept for these preferences, when the cook has been here before with them. */
export function keptOptions(saved: MealSelection | null, preferences: Preferences): Meal[] | undefined {
  if (!saved?.preferences || preferencesChanged(saved.preferences, preferences) || saved.options.main.length === 0) return undefined;
  return saved.options.main;
}

/**
 * What a generation must not offer: the meals on screen and every dismissed one ("Don't
 * recommend again"), by id for the catalog and by name for a model, whose meals have no ids.
 */
export function avoidedMeals(shown: readonly Pick<Meal, 'id'>[], dismissed: readonly { id: string; name: string }[]) {
  return {
    excludeIds: [...shown.map((meal) => meal.id), ...dismissed.map((meal) => meal.id)],
    avoidNames: dismissed.map((meal) => meal.name),
  };
}

/** Whether a generation still under way has gone far enough to show its meals early. */
export function mayRevealEarly(progress: { options: number; reported: number }): boolean {
  return progress.options > 0 && progress.reported >= REVEAL_AT_PERCENT;
}
