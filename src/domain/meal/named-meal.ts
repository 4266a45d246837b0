import { DEFAULT_COOKING_MINUTES, PLACEHOLDER_IMAGE } from './constants';
import type { Meal } from './meal';

/**
 * A meal known only by its name (a leftover whose cooked entry is gone), with the meal schema's
 * defaults written out: the plan's screens that show one need not load the schemas library.
 * `named-meal.test.ts` holds it equal to what the schema makes of the same name.
 */
export function namedMeal(id: string, name: string): Meal {
  return {
    id,
    name,
    description: '',
    mealType: 'main',
    imageUrl: PLACEHOLDER_IMAGE,
    isBreakfast: false,
    ingredients: [],
    totalMinutes: DEFAULT_COOKING_MINUTES,
    nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
    instructions: [],
    tags: [],
  };
}
