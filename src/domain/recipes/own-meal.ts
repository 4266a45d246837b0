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

/** Said when a cook plans from only their recipes and has none yet. */
export const NO_OWN_RECIPES_MESSAGE = 'You have no recipes of your own yet. Add some in My Recipes, or plan with Larder’s recipes too.';
