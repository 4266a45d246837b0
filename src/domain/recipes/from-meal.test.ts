import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES, recipeToMeal } from '../../catalog';
import { recipeFromMeal } from './from-meal';
import { ownRecipeInputSchema } from './own-recipe';

describe('recipeFromMeal', () => {
  it('writes a model meal out as a recipe: lines as a cook writes them, steps, times, servings', () => {
    const recipe = recipeFromMeal({
      id: 'gen-1',
      name: 'Smoky Bean Chilli',
      description: 'A warming pot.',
      cuisine: 'mexican',
      servings: 4,
      cookingTime: '45 minutes',
      prepTime: '15 minutes',
      ingredients: [{ name: 'kidney beans', quantity: '2 x 400 g tins, drained' }, { name: 'onion', quantity: '1' }, { name: 'salt' }],
      instructions: ['Fry the onion.', 'Add the beans and simmer.'],
      expiryDateConsiderations: 'Keeps 3 days in the fridge.',
    });
    expect(recipe).toMatchObject({
      name: 'Smoky Bean Chilli',
      cuisine: 'Mexican',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 30,
      ingredients: [{ text: '2 x 400 g tins kidney beans, drained' }, { text: '1 onion' }, { text: 'salt' }],
      steps: [{ text: 'Fry the onion.' }, { text: 'Add the beans and simmer.' }],
      notes: 'Keeps 3 days in the fridge.',
    });
  });

  it('reads numbered recipe text when a meal has no step list, and refuses what is not a meal', () => {
    const recipe = recipeFromMeal({
      id: 'x',
      name: 'Toast',
      description: '',
      ingredients: [{ name: 'bread' }],
      recipe: '1. Toast the bread.\n2. Butter it.',
    });
    expect(recipe?.steps).toEqual([{ text: 'Toast the bread.' }, { text: 'Butter it.' }]);
    expect(recipeFromMeal({ name: 42 })).toBeUndefined();
  });

  it('every catalog meal becomes a recipe the API accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECIPES), fc.integer({ min: 1, max: 6 }), (catalogRecipe, servings) => {
        const input = recipeFromMeal(recipeToMeal(catalogRecipe, servings));
        expect(ownRecipeInputSchema.safeParse(input).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
