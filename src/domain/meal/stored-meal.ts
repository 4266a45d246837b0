import { readQuantityText } from '../units/parse-ingredient-line';
import { poundsToPence } from './money';
import { isObject, isShapeOneMeal, upgradeMealFields, type Loose } from './stored-meal-fields';

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
 * A stored meal of shape 1 brought to shape 2 without losing what it said: its own fields as
 * `upgradeMealFields` reads them, and each ingredient's quantity text → an amount and a note, with
 * the text kept. Anything that is not a shape-1 meal passes unchanged.
 */
export function upgradeStoredMeal(raw: unknown): unknown {
  if (!isObject(raw) || !isShapeOneMeal(raw)) return raw;
  const meal = upgradeMealFields(raw) as Loose;
  if (Array.isArray(meal.ingredients)) meal.ingredients = meal.ingredients.map(upgradeLine);
  return meal;
}
