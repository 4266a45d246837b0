import { readQuantityText } from '../units/parse-ingredient-line';
import { DEFAULT_COOKING_MINUTES } from './constants';
import { poundsToPence, readPence } from './money';
import { readMinutes } from './minutes';

/**
 * Meals stored before values (meal shape 1, spec meal-planning-flow's data model): the price as
 * text with a currency sign ('£4.20', '$3', '' when missing), times as text ('30 minutes'),
 * each ingredient's quantity as display text ('200 g, finely chopped') and its price in pounds,
 * and, in favourites, nutrition under `nutritionInfo`. The current shape (2) never has those
 * fields, so a meal tells its own shape; nothing else marks it.
 */
export const STORED_MEAL_SHAPES = [1, 2] as const;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

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

function upgradeLine(raw: unknown): unknown {
  if (!isObject(raw)) return raw;
  const { quantity, price, ...rest } = raw;
  const line: Loose = { ...rest };
  if (typeof quantity === 'string') {
    const text = quantity.trim();
    if (text) Object.assign(line, { ...readQuantityText(text), text: text.slice(0, 300) });
  } else if (quantity !== undefined) {
    line.quantity = quantity;
  }
  if (typeof price === 'number' && Number.isFinite(price) && price >= 0 && line.pricePence === undefined)
    line.pricePence = poundsToPence(price);
  return line;
}

/**
 * A stored meal of shape 1 brought to shape 2 without losing what it said: '£4.20' → 420 pence
 * (by the spec's price rules: '$' is pounds, a missing price stays unknown and shows '£0.00'),
 * '1 hour 10 minutes' → 70 (a time with no number keeps the spec's 30), quantity text → an
 * amount and a note, with the text kept. Anything that is not a shape-1 meal passes unchanged.
 */
export function upgradeStoredMeal(raw: unknown): unknown {
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
  if (Array.isArray(meal.ingredients)) meal.ingredients = meal.ingredients.map(upgradeLine);
  return meal;
}
