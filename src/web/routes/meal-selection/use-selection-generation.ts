import { useCallback, useEffect, useRef, useState } from 'react';
import { setSelection } from '../../../domain/kitchen/commands';
import type { Meal } from '../../../domain/meal';
import { REVEAL_MEALS_AFTER_MS, avoidedMeals, keptOptions, mayRevealEarly } from '../../../domain/meal-plan/selection-options';
import { preferencesChanged, type Preferences } from '../../../domain/preferences';
import { useGeneration } from '../../features/generation/use-generation';
import { selectedFor } from '../../features/planning/use-meal-selection';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';

/**
 * The meal options of /meal-selection and their life: kept options shown from the first render,
 * a generation on a first visit and on every change of preferences (spec §4), the options kept
 * in the kitchen store as they arrive, and when the meals may show before the generation ends.
 */
export function useSelectionGeneration(preferences: Preferences) {
  const store = useKitchenStore();
  // The options saved for these preferences, if any: shown from the first render.
  const { state, start } = useGeneration(() => keptOptions(store.getState().selection, preferences));
  // Options kept from before show on the first render: revealing them a render later pushed the
  // list down under the week panel (a layout shift of 0.12 to 0.23, decision 0015).
  const [revealed, setRevealed] = useState(() => state.status !== 'loading' && state.status !== 'regenerating');
  const dismissed = useKitchen((kitchen) => kitchen.dismissedMeals);

  // "Don't recommend again" reaches every generation.
  const avoiding = useCallback((shown: readonly Meal[]) => avoidedMeals(shown, dismissed), [dismissed]);

  // First visit without saved options for these preferences: generate.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (keptOptions(store.getState().selection, preferences)) return;
    store.update((kitchen) => setSelection(kitchen, null));
    start({ preferences, ...avoiding([]) });
  }, [store, preferences, start, avoiding]);

  // Spec §4: preferences changed elsewhere (the planner, another tab) clear the selection and regenerate.
  const shownFor = useRef(preferences);
  useEffect(() => {
    const before = shownFor.current;
    shownFor.current = preferences;
    if (!preferencesChanged(before, preferences)) return;
    store.update((kitchen) => setSelection(kitchen, null));
    start({ preferences, regenerate: true, ...avoiding([]) });
  }, [preferences, store, start, avoiding]);

  // Keep the stored options in step with what arrived. Options restored from the store are there
  // already: writing them back would store the kitchen again on every visit.
  useEffect(() => {
    if (state.status !== 'success') return;
    store.update((kitchen) =>
      kitchen.selection?.options.main === state.options
        ? kitchen
        : setSelection(kitchen, { options: { main: state.options }, selected: { main: selectedFor(kitchen, preferences) }, preferences }),
    );
  }, [store, state.status, state.options, preferences]);

  const loading = state.status === 'loading' || state.status === 'regenerating';
  useEffect(() => {
    if (!loading) {
      setRevealed(true);
      return;
    }
    setRevealed(false);
  }, [loading]);
  useEffect(() => {
    if (!loading || revealed || !mayRevealEarly({ options: state.options.length, reported: state.reported })) return;
    const timer = setTimeout(() => setRevealed(true), REVEAL_MEALS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading, revealed, state.options.length, state.reported]);

  return { state, start, avoiding, loading, showMeals: revealed && state.options.length > 0 };
}
