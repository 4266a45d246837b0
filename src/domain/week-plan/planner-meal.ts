import { readAllergens } from '../allergens/allergen';
import type { Meal } from '../meal/meal';
import { CUISINES, type Cuisine } from '../preferences/constants';
import { scaleQuantity } from '../units/merge-quantities';
import { MAX_PLANNER_MEAL_LINES } from './constants';
import type { PlannerMeal } from './suggest-schema';

const isCuisine = (text: string | undefined): text is Cuisine => CUISINES.some((cuisine) => cuisine === text);

/**
 * A meal the catalog does not hold (a model's, vetted) as the week planner reads it: each line
 * with the ingredient id, amount and unit vetting gave it, or only its name when it gave none
 * (unknown food). Undefined for a meal with no ingredients or too many to send.
 */
export function toPlannerMeal(meal: Meal, servings: number): PlannerMeal | undefined {
  if (meal.ingredients.length === 0 || meal.ingredients.length > MAX_PLANNER_MEAL_LINES) return undefined;
  return {
    id: meal.id,
    name: meal.name,
    ...(isCuisine(meal.cuisine) ? { cuisine: meal.cuisine } : {}),
    mealType: meal.isBreakfast ? 'breakfast' : 'main',
    servings: meal.servings ?? servings,
    totalMinutes: Math.min(meal.totalMinutes, 24 * 60),
    ...(meal.prepMinutes !== undefined ? { prepMinutes: Math.min(meal.prepMinutes, meal.totalMinutes, 24 * 60) } : {}),
    allergens: readAllergens(meal.allergens),
    mayContain: readAllergens(meal.mayContain),
    ...(meal.leftovers ? { leftovers: meal.leftovers } : {}),
    lines: meal.ingredients.map((line) => ({
      name: line.name,
      ...(line.ingredientId && line.amount !== undefined && line.unit
        ? { ingredientId: line.ingredientId, amount: line.amount, unit: line.unit }
        : line.ingredientId
          ? { ingredientId: line.ingredientId }
          : {}),
    })),
  };
}

/** A meal written for another number of portions: every amount and price scaled alike. */
export function mealForPortions(meal: Meal, portions: number, servings: number): Meal {
  const written = meal.servings ?? servings;
  const factor = portions / Math.max(1, written);
  if (factor === 1) return { ...meal, servings: portions };
  return {
    ...meal,
    servings: portions,
    ...(meal.pricePence !== undefined ? { pricePence: Math.round(meal.pricePence * factor) } : {}),
    ingredients: meal.ingredients.map((line) => ({
      ...line,
      ...(line.quantity ? { quantity: scaleQuantity(line.quantity, factor) } : {}),
      ...(line.amount !== undefined ? { amount: Math.round(line.amount * factor * 100) / 100 } : {}),
      ...(line.pricePence !== undefined ? { pricePence: Math.round(line.pricePence * factor) } : {}),
    })),
  };
}
