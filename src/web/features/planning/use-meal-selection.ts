import { useCallback, useRef } from 'react';
import { setSelection } from '../../../domain/kitchen/commands';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { Meal } from '../../../domain/meal/meal';
import { preferencesChanged, type Preferences } from '../../../domain/preferences/preferences';
import { countInteraction } from '../../lib/interactions';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { showError } from '../../lib/toasts';

/** Spec §9: selection toggles within 300 ms are ignored. */
export const SELECTION_DEBOUNCE_MS = 300;
/** Breakfasts fill the week's breakfast slots: at most one a day. */
export const MAX_BREAKFASTS = 7;

const NONE: Meal[] = [];

export const SELECTION_NOT_SAVED =
  'Failed to save meal selection. The app will continue to work but your selections might not be remembered if you refresh.';

/** The chosen meals the store holds for these preferences (a selection made for other preferences is not theirs). */
export function selectedFor(state: KitchenState, preferences: Preferences): Meal[] {
  const selection = state.selection;
  if (!selection?.preferences || preferencesChanged(selection.preferences, preferences)) return NONE;
  return selection.selected.main;
}

/**
 * The cook's chosen meals, kept in the kitchen store with the options they were chosen from.
 * Main meals stop at the required count ('Maximum meals selected'); breakfasts are extra, one a
 * day at most. `options` are the meals on screen (the generation's), saved with each change.
 */
export function useMealSelection(required: number, preferences: Preferences, options: readonly Meal[]) {
  const store = useKitchenStore();
  const selected = useKitchen((state) => selectedFor(state, preferences));
  const lastToggle = useRef(new Map<string, number>());
  const latestOptions = useRef(options);
  latestOptions.current = options;

  const toggle = useCallback(
    (meal: Meal) => {
      const now = Date.now();
      if (now - (lastToggle.current.get(meal.id) ?? 0) < SELECTION_DEBOUNCE_MS) return;
      lastToggle.current.set(meal.id, now);
      const before = selectedFor(store.getState(), preferences);
      let next: Meal[];
      if (before.some((m) => m.id === meal.id)) {
        next = before.filter((m) => m.id !== meal.id);
      } else {
        const sameKind = before.filter((m) => Boolean(m.isBreakfast) === Boolean(meal.isBreakfast)).length;
        const limit = meal.isBreakfast ? MAX_BREAKFASTS : required;
        if (sameKind >= limit) {
          showError('Maximum meals selected', `You can only select ${limit} meals. Deselect a meal first.`);
          return;
        }
        next = [...before, meal];
      }
      const stored = store.update((state) =>
        setSelection(state, { options: { main: [...latestOptions.current] }, selected: { main: next }, preferences }),
      );
      if (!stored) showError(SELECTION_NOT_SAVED);
      countInteraction('select');
    },
    [store, required, preferences],
  );

  const mainsSelected = selected.filter((meal) => !meal.isBreakfast).length;
  return { selected, toggle, mainsSelected };
}
