/**
 * A cook's recipe planned as a meal carries this id: 'own-' and the recipe's id, so a plan entry,
 * a favourite or a dismissed meal names the recipe it came from.
 */
export const OWN_MEAL_PREFIX = 'own-';

export const ownMealId = (recipeId: string) => `${OWN_MEAL_PREFIX}${recipeId}`;

/** The recipe id of a planned own recipe, or undefined for a catalog or model meal. */
export function ownRecipeIdOf(mealId: string): string | undefined {
  return mealId.startsWith(OWN_MEAL_PREFIX) ? mealId.slice(OWN_MEAL_PREFIX.length) : undefined;
}
