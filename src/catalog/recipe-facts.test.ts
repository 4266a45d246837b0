import { describe, expect, it } from 'vitest';
import { recipeFacts } from './recipe-facts';
import { recipeToMeal } from './to-meal';
import type { Recipe } from './types';

const recipe = (ingredients: Recipe['ingredients'], extra: Partial<Recipe> = {}): Recipe => ({
  id: 'test',
  name: 'Test',
  description: 'A test dish.',
  cuisine: 'British',
  mealType: 'main',
  isBreakfast: false,
  ingredients,
  instructions: ['Cook.', 'Eat.'],
  prepMinutes: 5,
  cookMinutes: 10,
  skill: 'beginner',
  storage: 'Keeps for 2 days in the fridge.',
  leftovers: { fridgeDays: 2, freezes: false },
  ...extra,
});

describe('recipe facts', () => {
  it('computes nutrition and price from the ingredient table, per serving', () => {
    const facts = recipeFacts(recipe([{ id: 'chicken-breast', amount: 200 }]));
    expect(facts.nutrition.protein).toBeGreaterThan(40);
    expect(facts.nutrition.calories).toBeGreaterThan(180);
    expect(facts.price).toBeGreaterThan(0.5);
    expect(facts.totalMinutes).toBe(15);
  });

  it('counts only the edible share of foods bought in the shell', () => {
    const shellOn = recipeFacts(recipe([{ id: 'mussels', amount: 400 }]));
    expect(shellOn.nutrition.calories).toBeLessThan(150);
  });

  it('derives diets from every ingredient, and kosher never mixes meat with milk', () => {
    const tofu = recipeFacts(
      recipe([
        { id: 'firm-tofu', amount: 150 },
        { id: 'broccoli', amount: 100 },
      ]),
    );
    expect(tofu.dietaryOptions).toEqual(expect.arrayContaining(['Vegan', 'Vegetarian', 'Gluten-free', 'Dairy-free']));
    const cheeseburger = recipeFacts(
      recipe([
        { id: 'beef-mince-15', amount: 150 },
        { id: 'cheddar', amount: 30 },
      ]),
    );
    expect(cheeseburger.dietaryOptions).not.toContain('Kosher');
    expect(cheeseburger.dietaryOptions).not.toContain('Vegetarian');
    expect(cheeseburger.allergens).toContain('milk');
  });

  it('scales quantities and price with servings but keeps nutrition per serving', () => {
    const dish = recipe([
      { id: 'chicken-breast', amount: 150 },
      { id: 'basmati-rice', amount: 75 },
    ]);
    const one = recipeToMeal(dish, 1);
    const four = recipeToMeal(dish, 4);
    expect(one.ingredients[0]?.quantity).toEqual({ amount: 150, unit: 'g' });
    expect(four.ingredients[0]?.quantity).toEqual({ amount: 600, unit: 'g' });
    expect(four.nutritionalInformation).toEqual(one.nutritionalInformation);
    expect(four.pricePence).toBeGreaterThan(0);
    expect(Math.abs((four.pricePence ?? 0) - (one.pricePence ?? 0) * 4)).toBeLessThanOrEqual(2);
    expect(four.servings).toBe(4);
  });
});
