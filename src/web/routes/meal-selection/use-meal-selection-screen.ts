import { useMemo, useState } from 'react';
import { isIsoDate } from '../../../domain/dates/iso-date';
import { createWeek, setDefaultPreferences } from '../../../domain/kitchen/commands';
import type { Meal } from '../../../domain/meal';
import { pantryMatcher } from '../../../domain/pantry/match-pantry';
import type { Preferences } from '../../../domain/preferences';
import { useCompleteWeek } from '../../features/planning/use-complete-week';
import { useMealSelection } from '../../features/planning/use-meal-selection';
import { defaultWeekStart } from '../../lib/dates';
import { usePantryFoodReader } from '../../lib/food-reader';
import { useKitchen, useKitchenStore } from '../../lib/kitchen/kitchen-context';
import { randomId } from '../../lib/random-id';
import { useNavigate } from '../../lib/router/router';
import { readStored, writeStored } from '../../lib/storage';
import { showError, showNotice, showSuccess } from '../../lib/toasts';
import { useSelectionGeneration } from './use-selection-generation';

/** Spec §9. */
const NAVIGATE_TO_PLAN_MS = 300;
/** Asked once per tab: whether to keep the preferences as the default (spec §4 'Regenerate'). */
const DEFAULTS_ASKED_KEY = 'larder_defaults_asked';

/** /meal-selection's state and what its buttons do; the parts only show it. */
export function useMealSelectionScreen(preferences: Preferences) {
  const navigate = useNavigate();
  const required = preferences.mealCount.main;
  const store = useKitchenStore();
  const { state, start, avoiding, loading, showMeals } = useSelectionGeneration(preferences);
  const [details, setDetails] = useState<Meal>();
  const [incompleteOpen, setIncompleteOpen] = useState(false);
  const [askDefaults, setAskDefaults] = useState(false);
  const [startDate, setStartDate] = useState(defaultWeekStart);
  const { selected, toggle, mainsSelected } = useMealSelection(required, preferences, state.options);
  const { complete, pending: completing } = useCompleteWeek();
  const hasDefaults = useKitchen((kitchen) => kitchen.defaultPreferences !== null);

  const regenerateNow = () => start({ preferences, ...avoiding(state.options), keep: selected, regenerate: true, force: true });

  const regenerate = () => {
    if (!hasDefaults && !askDefaults && !readStored('session', DEFAULTS_ASKED_KEY)) {
      writeStored('session', DEFAULTS_ASKED_KEY, '1');
      setAskDefaults(true);
      return;
    }
    const began = start({ preferences, ...avoiding(state.options), keep: selected, regenerate: true });
    if (!began) showNotice('Please wait', 'New meals were asked for a moment ago.');
  };

  const skipDefaults = () => {
    setAskDefaults(false);
    regenerateNow();
  };

  const saveDefaults = () => {
    if (store.update((kitchen) => setDefaultPreferences(kitchen, preferences))) showSuccess('Preferences Saved');
    else showError('Error', 'Failed to save preferences. Please try again.');
    setAskDefaults(false);
    regenerateNow();
  };

  const startDateChosen = () => {
    if (isIsoDate(startDate)) return true;
    showError('Choose a first day', 'Pick the date your plan starts on.');
    return false;
  };

  const createPlan = () => {
    if (mainsSelected < required) {
      setIncompleteOpen(true);
      return;
    }
    if (!startDateChosen()) return;
    // Spec §4: the toast says the plan was created only when it was stored.
    const stored = store.update((kitchen) => createWeek(kitchen, { startDate, selected, newId: randomId }), { requireStored: true });
    if (!stored) {
      showError('Failed to create meal plan. Please try again.');
      return;
    }
    showSuccess('Meal plan created!');
    setTimeout(() => void navigate('/weekly-plan'), NAVIGATE_TO_PLAN_MS);
  };

  const completeMyWeek = async () => {
    if (!startDateChosen()) return;
    if (await complete({ preferences, startDate, selected, options: state.options })) {
      showSuccess('Your week is planned', 'Larder chose the rest of your dinners so the fresh food you buy gets eaten.');
      setTimeout(() => void navigate('/weekly-plan'), NAVIGATE_TO_PLAN_MS);
    }
  };

  const pantry = preferences.ingredientsToUse;
  const readFood = usePantryFoodReader(pantry);
  const inPantry = useMemo(() => pantryMatcher(pantry, readFood), [pantry, readFood]);

  return {
    required,
    generation: state,
    loading,
    showMeals,
    selection: { selected, mainsSelected, toggle },
    pantry,
    inPantry,
    startDate,
    setStartDate,
    completing,
    details,
    setDetails,
    incompleteOpen,
    setIncompleteOpen,
    askDefaults,
    actions: {
      regenerate,
      retry: () => start({ preferences, force: true, ...avoiding([]) }),
      createPlan,
      completeMyWeek: () => void completeMyWeek(),
      skipDefaults,
      saveDefaults,
    },
  };
}
