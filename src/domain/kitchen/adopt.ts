import type { KitchenState } from './kitchen-state';

/**
 * "Keep this plan in your account?": the account takes the plan made before signing in (its
 * preferences, selection, week, pantry answers, purchases and ticks), keeping its own default
 * preferences when the visitor had none, and the meals either of them dismissed. Apart from the
 * other commands (commands.ts): the page's kitchen store uses only this one when every screen
 * starts, and the screens bring the commands they use (decision 0015).
 */
export function adoptKitchen(account: KitchenState, visitor: KitchenState): KitchenState {
  const dismissed = [...account.dismissedMeals];
  for (const meal of visitor.dismissedMeals) if (!dismissed.some((entry) => entry.id === meal.id)) dismissed.push(meal);
  return {
    ...visitor,
    defaultPreferences: visitor.defaultPreferences ?? account.defaultPreferences,
    dismissedMeals: dismissed.length === account.dismissedMeals.length ? account.dismissedMeals : dismissed,
  };
}
