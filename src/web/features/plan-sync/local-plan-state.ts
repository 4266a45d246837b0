import type { PlanState } from '../../../domain/meal-plan';
import { removeStored } from '../../lib/storage';
import {
  STORAGE_KEYS,
  clearSelection,
  loadMealPlan,
  loadPantry,
  loadPlanUpdatedAt,
  loadPreferences,
  loadPurchases,
  loadSelection,
  loadShoppingTicks,
  saveMealPlan,
  savePantry,
  savePlanUpdatedAt,
  savePreferences,
  savePurchases,
  saveSelection,
  saveShoppingTicks,
  withoutChangeNotice,
} from '../planning/planning-storage';

export type LocalPlanState = {
  content: Omit<PlanState, 'updatedAt'>;
  /** When this tab's state last changed; unknown for a plan made before any sync. */
  updatedAt: string | undefined;
  /** Whether there is anything worth keeping. */
  hasContent: boolean;
};

/** This tab's planning state, from browser storage. */
export function readLocalPlanState(): LocalPlanState {
  const preferences = loadPreferences();
  const content = {
    preferences: preferences.status === 'ok' ? preferences.preferences : null,
    selection: loadSelection() ?? null,
    plan: loadMealPlan() ?? null,
    pantry: loadPantry(),
    purchases: loadPurchases(),
    shoppingTicks: loadShoppingTicks(),
  };
  const hasContent =
    content.preferences !== null ||
    content.selection !== null ||
    content.plan !== null ||
    Object.keys(content.pantry).length > 0 ||
    content.purchases.length > 0 ||
    Object.keys(content.shoppingTicks).length > 0;
  return { content, updatedAt: loadPlanUpdatedAt(), hasContent };
}

/** The plan is mirrored to local storage: both copies go, or the old plan would come back. */
function clearStoredPlan() {
  removeStored('session', STORAGE_KEYS.mealPlan);
  removeStored('local', STORAGE_KEYS.mealPlan);
}

/** Replaces this tab's planning state with a whole one from the account. */
export function writeLocalPlanState(state: PlanState): void {
  withoutChangeNotice(() => writeAll(state));
}

function writeAll(state: PlanState): void {
  if (state.preferences) savePreferences(state.preferences);
  else removeStored('session', STORAGE_KEYS.preferences);
  if (state.selection) saveSelection(state.selection);
  else clearSelection();
  if (state.plan) saveMealPlan(state.plan);
  else clearStoredPlan();
  savePantry(state.pantry);
  savePurchases(state.purchases);
  saveShoppingTicks(state.shoppingTicks);
  savePlanUpdatedAt(state.updatedAt);
}
