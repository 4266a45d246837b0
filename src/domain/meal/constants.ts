/** A meal's constants from the spec (meal-planning-flow §3, §9), apart from its schema (no zod here). */
export const PLACEHOLDER_IMAGE = '/images/meal-placeholder.svg';
export const DEFAULT_COOKING_TIME = '30 minutes';
export const DEFAULT_GENERATED_PRICE = '£10';
export const DESCRIPTION_MAX_LENGTH = 100;
export const MEAL_TYPES = ['main', 'breakfast'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
