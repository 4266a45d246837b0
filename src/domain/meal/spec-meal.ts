import { lineAmountText } from './line-text';
import type { Meal } from './meal';
import { formatPence } from './money';
import { formatMinutes } from './minutes';

/**
 * A meal written in the spec's data model (shape 1: meal-planning-flow 'Meal'), for the spec's
 * named browser keys that Larder writes but never reads back: price and times as text, each
 * quantity as display text, ingredient prices in pounds.
 */
export function toSpecMeal(meal: Meal): Record<string, unknown> {
  const { pricePence, totalMinutes, prepMinutes, ingredients, ...rest } = meal;
  return {
    ...rest,
    cookingTime: formatMinutes(totalMinutes),
    ...(prepMinutes !== undefined ? { prepTime: formatMinutes(prepMinutes) } : {}),
    maxPricePerMeal: formatPence(pricePence),
    ingredients: ingredients.map(({ quantity, note, text: _text, pricePence: linePence, ...line }) => ({
      ...line,
      ...(quantity || note ? { quantity: lineAmountText({ quantity, note }) } : {}),
      ...(linePence !== undefined ? { price: linePence / 100 } : {}),
    })),
  };
}
