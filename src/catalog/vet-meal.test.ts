import { describe, expect, it } from 'vitest';
import { mealSchema } from '../domain/meal';
import { preferencesSchema } from '../domain/preferences';
import { identifyIngredient, vetMeal } from './vet-meal';

const meal = (overrides: Record<string, unknown>) =>
  mealSchema.parse({
    id: 'm',
    name: 'Test',
    description: 'A test.',
    nutritionalInformation: { calories: 600, protein: 30 },
    maxPricePerMeal: '£4.00',
    cookingTime: '25 minutes',
    ...overrides,
  });

describe('identifyIngredient', () => {
  it.each([
    ['free-range eggs, beaten', 'egg'],
    ['Chopped fresh coriander', 'coriander'],
    ['zucchini', 'courgette'],
    ['toasted flaked almonds', 'flaked-almonds'],
  ])('%s is %s', (name, id) => {
    expect(identifyIngredient(name)?.id).toBe(id);
  });
});

describe('vetMeal', () => {
  it('finds an excluded allergen through the ingredient table', () => {
    const result = vetMeal(
      meal({ ingredients: [{ name: 'toasted flaked almonds', quantity: '20 g' }] }),
      preferencesSchema.parse({ excludedItems: ['nuts'] }),
    );
    expect(result.problems.join()).toMatch(/toasted flaked almonds contains Tree nuts/);
  });

  it('finds an excluded ingredient by name even when the table does not know it', () => {
    const result = vetMeal(
      meal({ ingredients: [{ name: 'dragonfruit salsa with mushroom' }] }),
      preferencesSchema.parse({ excludedItems: ['mushroom'] }),
    );
    expect(result.problems.length).toBeGreaterThan(0);
  });

  it('refuses a "vegan" meal with cheese, and a meal over the price, time or calorie range', () => {
    const vegan = preferencesSchema.parse({ dietaryPreferences: 'Vegan' });
    expect(vetMeal(meal({ ingredients: [{ name: 'feta', quantity: '50 g' }] }), vegan).problems.join()).toMatch(/not Vegan/);
    const tight = preferencesSchema.parse({ maxPricePerMeal: '£5.00', cookingTime: '15 minutes' });
    const problems = vetMeal(
      meal({ maxPricePerMeal: '£7.20', cookingTime: '40 minutes', nutritionalInformation: { calories: 300, protein: 30 } }),
      tight,
    ).problems.join();
    expect(problems).toMatch(/costs £7.20/);
    expect(problems).toMatch(/takes 40 minutes/);
    expect(problems).toMatch(/300 kcal/);
  });

  it('passes a meal that keeps every constraint and fills in categories and prices', () => {
    const result = vetMeal(
      meal({
        ingredients: [
          { name: 'chicken breast', quantity: '150 g' },
          { name: 'basmati rice', quantity: '75 g' },
        ],
      }),
      preferencesSchema.parse({}),
    );
    expect(result.problems).toEqual([]);
    expect(result.meal.ingredients[0]).toMatchObject({ category: 'Meat & Seafood', ingredientId: 'chicken-breast' });
    expect(result.meal.ingredients[0]?.price).toBeGreaterThan(0.5);
  });

  it('estimates missing nutrition and price from the table', () => {
    const result = vetMeal(
      meal({
        nutritionalInformation: { calories: 0, protein: 0 },
        maxPricePerMeal: '£10',
        ingredients: [
          { name: 'chicken breast', quantity: '200 g' },
          { name: 'basmati rice', quantity: '100 g' },
          { name: 'olive oil', quantity: '1 tbsp' },
        ],
      }),
      preferencesSchema.parse({}),
    );
    expect(result.meal.nutritionalInformation.calories).toBeGreaterThan(500);
    expect(result.meal.maxPricePerMeal).not.toBe('£10');
  });
});
