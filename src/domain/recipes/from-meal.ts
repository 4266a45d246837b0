import { lineAmountText, mealSchema, type Meal } from '../meal';
import { splitRecipeSteps } from '../meal/recipe-steps';
import { CUISINES, type Cuisine } from '../preferences';
import { MAX_INGREDIENT_LINE_LENGTH } from '../units/ingredient-line';
import {
  MAX_RECIPE_DESCRIPTION_LENGTH,
  MAX_RECIPE_LINES,
  MAX_RECIPE_MINUTES,
  MAX_RECIPE_NAME_LENGTH,
  MAX_RECIPE_STEPS,
  MAX_STEP_LENGTH,
} from './limits';
import type { OwnRecipeInput } from './own-recipe';

const minutesIn = (minutes: number | undefined): number | null => (minutes === undefined ? null : Math.min(MAX_RECIPE_MINUTES, minutes));

/**
 * '200 g, finely chopped' + 'onion' → '200 g onion, finely chopped': a line as a cook writes it,
 * from the amount as it came from outside when the meal kept it ('2 x 400 g tins'), else as Larder writes it.
 */
function lineText(name: string, quantity: string): string {
  const [amount = '', ...rest] = quantity.split(',');
  const note = rest.join(',').trim();
  return [amount.trim(), name.trim()].filter(Boolean).join(' ') + (note ? `, ${note}` : '');
}

/**
 * A meal Larder suggested (a favourite, usually the model's) as a recipe of the cook's own: its
 * lines written out again so Larder reads and matches them as it does any recipe, its steps, its
 * servings and times. Answers undefined when the meal cannot be read at all.
 */
export function recipeFromMeal(value: unknown): OwnRecipeInput | undefined {
  const parsed = mealSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const meal: Meal = parsed.data;
  const total = minutesIn(meal.totalMinutes);
  const prep = minutesIn(meal.prepMinutes);
  const steps = meal.instructions.length > 0 ? meal.instructions : splitRecipeSteps(meal.recipe);
  const cuisine = CUISINES.find((known) => known.toLowerCase() === meal.cuisine?.trim().toLowerCase()) as Cuisine | undefined;
  return {
    name: meal.name.slice(0, MAX_RECIPE_NAME_LENGTH),
    description: meal.description.slice(0, MAX_RECIPE_DESCRIPTION_LENGTH),
    cuisine: cuisine ?? null,
    mealType: meal.isBreakfast ? 'breakfast' : meal.mealType,
    servings: meal.servings ?? 1,
    prepMinutes: prep,
    cookMinutes: total === null ? null : Math.max(0, total - (prep ?? 0)),
    ingredients: meal.ingredients
      .map((line) => lineText(line.name, line.text ?? lineAmountText(line)).slice(0, MAX_INGREDIENT_LINE_LENGTH))
      .filter(Boolean)
      .slice(0, MAX_RECIPE_LINES)
      .map((text) => ({ text })),
    steps: steps
      .map((step) => step.trim().slice(0, MAX_STEP_LENGTH))
      .filter(Boolean)
      .slice(0, MAX_RECIPE_STEPS)
      .map((text) => ({ text })),
    notes: meal.expiryDateConsiderations?.trim() ?? '',
  };
}
