import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { mealForPortions, toPlannerMeal } from './planner-meal';
import { suggestRequestSchema } from './suggest-schema';

const modelMeal: Meal = mealSchema.parse({
  id: 'model-1',
  name: 'Spinach and chickpea curry',
  description: 'A quick curry.',
  cuisine: 'Indian',
  servings: 2,
  totalMinutes: 30,
  pricePence: 600,
  allergens: ['mustard', 'not-an-allergen'],
  ingredients: [
    { name: 'baby spinach', ingredientId: 'spinach', amount: 120, unit: 'g', quantity: { amount: 120, unit: 'g' }, pricePence: 55 },
    { name: 'chickpeas', ingredientId: 'tinned-chickpeas', quantity: { amount: 1, unit: 'tin' } },
    { name: 'a secret spice blend', quantity: { amount: 1, unit: 'tbsp' } },
  ],
});

describe('a model’s meal as the planner reads it', () => {
  it('sends each line’s ingredient id, amount and unit when vetting gave them, and only the name when it did not', () => {
    const sent = toPlannerMeal(modelMeal, 4);
    expect(sent).toMatchObject({ id: 'model-1', cuisine: 'Indian', servings: 2, totalMinutes: 30, allergens: ['mustard'] });
    expect(sent?.lines).toEqual([
      { name: 'baby spinach', ingredientId: 'spinach', amount: 120, unit: 'g' },
      { name: 'chickpeas', ingredientId: 'tinned-chickpeas' },
      { name: 'a secret spice blend' },
    ]);
    // What the page sends is what the route accepts.
    expect(suggestRequestSchema.safeParse({ chosenIds: ['model-1'], meals: [sent] }).success).toBe(true);
  });

  it('sends nothing for a meal without ingredients', () => {
    expect(toPlannerMeal({ ...modelMeal, ingredients: [] }, 2)).toBeUndefined();
  });

  it('writes the meal for the portions a day cooks: amounts and prices scaled alike', () => {
    const four = mealForPortions(modelMeal, 4, 2);
    expect(four.servings).toBe(4);
    expect(four.pricePence).toBe(1200);
    expect(four.ingredients[0]).toMatchObject({ amount: 240, quantity: { amount: 240, unit: 'g' }, pricePence: 110 });
    expect(four.ingredients[2]?.quantity).toEqual({ amount: 2, unit: 'tbsp' });
  });
});
