/** A meal's constants from the spec (meal-planning-flow §3, §9), apart from its schema (no zod here). */
export const PLACEHOLDER_IMAGE = '/images/meal-placeholder.svg';
/** A meal's time when nobody says (spec: '30 minutes'). */
export const DEFAULT_COOKING_MINUTES = 30;
/** A generated meal's price when neither the model nor Larder can say (spec: '£10' in generation). */
export const DEFAULT_GENERATED_PRICE_PENCE = 1000;
export const DESCRIPTION_MAX_LENGTH = 100;
export const MEAL_TYPES = ['main', 'breakfast'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
/** Who worked a meal's allergens out (issue 13): Larder's ingredient table, or a check of a model's lines. */
export const ALLERGEN_SOURCES = ['catalog', 'checked'] as const;
export type AllergenSource = (typeof ALLERGEN_SOURCES)[number];
/**
 * Portions a meal may be written for: the cook's 6 servings at most, times the cooking day and two
 * leftover days, plus 2 frozen portions per serving (the week planner's limits, issue #17).
 */
export const MAX_MEAL_PORTIONS = 30;
