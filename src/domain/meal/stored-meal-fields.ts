import { DEFAULT_COOKING_MINUTES } from './constants';
import { readPence } from './money';
import { readMinutes } from './minutes';

/**
 * Meals stored before values (meal shape 1, spec meal-planning-flow's data model): the price as
 * text with a currency sign ('£4.20', '$3', '' when missing), times as text ('30 minutes'),
 * each ingredient's quantity as display text ('200 g, finely chopped') and its price in pounds,
 * and, in favourites, nutrition under `nutritionInfo`. The current shape (2) never has those
 * fields, so a meal tells its own shape; nothing else marks it.
 */
export const STORED_MEAL_SHAPES = [1, 2] as const;

export type Loose = Record<string, unknown>;
export const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a stored meal is in shape 1 (any field only shape 1 has). */
export function isShapeOneMeal(raw: Loose): boolean {
  return (
    'maxPricePerMeal' in raw ||
    'cookingTime' in raw ||
    'prepTime' in raw ||
    'nutritionInfo' in raw ||
    (Array.isArray(raw.ingredients) &&
      raw.ingredients.some((line) => isObject(line) && (typeof line.quantity === 'string' || 'price' in line)))
  );
}

/**
 * A shape-1 meal's own fields in shape 2, its ingredient lines as they were: '£4.20' → 420 pence
 * (by the spec's price rules: '$' is pounds, a missing price stays unknown and shows '£0.00'),
 * '1 hour 10 minutes' → 70 (a time with no number keeps the spec's 30), `nutritionInfo` →
 * `nutritionalInformation`. What a meal card shows; reading the lines needs the ingredient
 * parser, which `upgradeStoredMeal` (stored-meal.ts) brings. Anything else passes unchanged.
 */
export function upgradeMealFields(raw: unknown): unknown {
  if (!isObject(raw) || !isShapeOneMeal(raw)) return raw;
  const { maxPricePerMeal, cookingTime, prepTime, nutritionInfo, ...rest } = raw;
  const meal: Loose = { ...rest };
  if (meal.pricePence === undefined && (typeof maxPricePerMeal === 'string' || typeof maxPricePerMeal === 'number')) {
    const pence = readPence(maxPricePerMeal);
    if (pence !== undefined) meal.pricePence = pence;
  }
  if (meal.totalMinutes === undefined && cookingTime !== undefined) meal.totalMinutes = readMinutes(cookingTime) ?? DEFAULT_COOKING_MINUTES;
  if (meal.prepMinutes === undefined && prepTime !== undefined) {
    const minutes = readMinutes(prepTime);
    if (minutes !== undefined) meal.prepMinutes = minutes;
  }
  if (meal.nutritionalInformation === undefined && isObject(nutritionInfo)) meal.nutritionalInformation = nutritionInfo;
  return meal;
}
