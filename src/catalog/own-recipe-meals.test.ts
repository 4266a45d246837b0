import { describe, expect, it } from 'vitest';
import { lineAmountText, mealSchema } from '../domain/meal';
import type { OwnRecipe } from '../domain/recipes';
import { ownRecipeFacts, type FactsRecipe } from './own-recipe-facts';
import { ownRecipeToMeal } from './own-recipe-meals';
import { resolveRecipeLines } from './resolve-recipe-lines';

function ownRecipe(texts: readonly string[]): OwnRecipe {
  const ingredients = resolveRecipeLines(texts.map((text) => ({ text, matchedBy: 'larder' as const })));
  const base: FactsRecipe = {
    servings: 2,
    cuisine: null,
    mealType: 'main',
    prepMinutes: 10,
    cookMinutes: 25,
    ingredients,
  };
  return {
    ...base,
    ingredients,
    id: '6f1d3c1e-2f0a-4c47-9a55-0d3c2c1b7a10',
    name: "Gran's Chicken Traybake",
    description: 'Crisp chicken thighs on peppers.',
    steps: [{ text: 'Roast everything.', section: null }],
    notes: '',
    imageId: null,
    imageUrl: null,
    source: null,
    facts: ownRecipeFacts(base),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('ownRecipeToMeal', () => {
  const recipe = ownRecipe(['600 g chicken thighs', '2 red peppers', '1 tbsp olive oil', '2 sprigs of lovage, torn']);

  it("carries each identified line's storage life; its leftovers' life is not known, so it is left to the pantry's default", () => {
    const meal = ownRecipeToMeal(recipe, 2);
    const chicken = meal.ingredients.find((line) => line.ingredientId === 'chicken-thigh');
    expect(chicken?.storageLife).toMatchObject({ place: 'fridge', kind: 'use-by' });
    expect(meal.ingredients.find((line) => line.name.includes('lovage'))?.storageLife).toBeUndefined();
    expect(meal.leftovers).toBeUndefined();
  });

  it('builds values for the servings planned: pence, minutes and amounts, never text', () => {
    const meal = ownRecipeToMeal(recipe, 4);
    expect(meal.totalMinutes).toBe(35);
    expect(meal.prepMinutes).toBe(10);
    expect(Number.isInteger(meal.pricePence)).toBe(true);
    // The price is the recipe's facts (pounds a serving) for four servings, in whole pence.
    expect(meal.pricePence).toBe(Math.round(recipe.facts.price * 4 * 100));
    const chicken = meal.ingredients.find((line) => line.ingredientId === 'chicken-thigh');
    expect(chicken).toMatchObject({ quantity: { amount: 1200, unit: 'g' }, amount: 1200, unit: 'g' });
    expect(Number.isInteger(chicken?.pricePence)).toBe(true);
    expect(meal.ingredients.map((line) => typeof line.quantity)).not.toContain('string');
  });

  it("keeps a line Larder could not match with the cook's own amount, scaled, and note", () => {
    const lovage = ownRecipeToMeal(recipe, 4).ingredients.find((line) => line.name.includes('lovage'));
    expect(lovage).toMatchObject({ quantity: { amount: 4, unit: 'sprig' }, note: 'torn' });
    expect(lovage && lineAmountText(lovage)).toBe('4 sprigs, torn');
  });

  it('is a meal the schema keeps as it is', () => {
    const meal = ownRecipeToMeal(recipe, 2);
    expect(mealSchema.parse(meal)).toEqual(meal);
  });
});
