import { parseIngredientLine } from '../units/parse-ingredient-line';
import type { FoodReader } from './match-pantry';

/** The pantry's reader of an entry's food: the ingredient-line parser, when it finds an amount and a food. */
export const readFood: FoodReader = (entry) => {
  const line = parseIngredientLine(entry);
  return line.quantity && line.food ? line.food : undefined;
};
