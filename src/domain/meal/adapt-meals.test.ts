import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adaptMeal, adaptMeals, extractMealList } from './adapt-meals';
import { PLACEHOLDER_IMAGE, mealSchema } from './meal';
import { splitRecipeSteps } from './recipe-steps';

let next = 0;
const newId = () => `gen-${++next}`;

describe('response adaptation', () => {
  it.each([
    [{ main: [{ name: 'A' }] }, 1],
    [[{ name: 'A' }, { name: 'B' }], 2],
    [{ meals: [{ name: 'A' }] }, 1],
    [{ error: 'nope' }, undefined],
    ['text', undefined],
  ])('reads the meals out of %j', (response, expected) => {
    expect(extractMealList(response)?.length).toBe(expected);
  });

  it('gives a bare meal the spec defaults and a generated id; its price stays unknown until vetting', () => {
    const meal = adaptMeal({ name: 'Dal' }, () => 'fresh-id');
    expect(meal?.pricePence).toBeUndefined();
    expect(meal).toMatchObject({
      id: 'fresh-id',
      mealType: 'main',
      imageUrl: PLACEHOLDER_IMAGE,
      totalMinutes: 30,
      nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      description: "A delicious Dal that's perfect for a satisfying meal.",
    });
  });

  it('applies the price and description rules and reads alternate field names', () => {
    const meal = adaptMeal(
      {
        id: 7,
        name: 'Pho',
        description: 'Step 1: boil the bones',
        price: '$4.50',
        nutritionInfo: { calories: '520 kcal', protein: 31 },
        cookingTime: 25,
        ingredients: ['rice noodles', { item: 'beef', amount: '150 g', price: '£2.10' }, { nope: 1 }],
        recipe: '1. Boil the stock.\n2. Add the noodles.',
        mealType: 'breakfast',
      },
      newId,
    );
    expect(meal).toMatchObject({
      id: '7',
      pricePence: 450,
      description: "A delicious Pho that's perfect for a satisfying meal.",
      nutritionalInformation: { calories: 520, protein: 31 },
      totalMinutes: 25,
      isBreakfast: true,
      ingredients: [{ name: 'rice noodles' }, { name: 'beef', quantity: { amount: 150, unit: 'g' }, text: '150 g', pricePence: 210 }],
      instructions: ['Boil the stock.', 'Add the noodles.'],
    });
  });

  it('reads times and quantities written as text once, into values', () => {
    const meal = adaptMeal(
      {
        name: 'Stew',
        price: '£10',
        cookingTime: '1 hour 15 minutes',
        prepTime: '20 minutes',
        ingredients: [
          { name: 'onion', quantity: '2, finely chopped' },
          { name: 'salt', quantity: 'to taste' },
        ],
      },
      newId,
    );
    expect(meal).toMatchObject({ pricePence: 1000, totalMinutes: 75, prepMinutes: 20 });
    expect(meal?.ingredients).toEqual([
      { name: 'onion', quantity: { amount: 2, unit: 'item' }, note: 'finely chopped', text: '2, finely chopped' },
      { name: 'salt', note: 'to taste', text: 'to taste' },
    ]);
  });

  it('refuses image URLs that are neither ours, https nor an inline picture', () => {
    expect(adaptMeal({ name: 'A', imageUrl: 'javascript:alert(1)' }, newId)?.imageUrl).toBe(PLACEHOLDER_IMAGE);
    expect(adaptMeal({ name: 'A', imageUrl: 'http://tracker.example/x.png' }, newId)?.imageUrl).toBe(PLACEHOLDER_IMAGE);
    expect(adaptMeal({ name: 'A', imageUrl: '/api/images/abc' }, newId)?.imageUrl).toBe('/api/images/abc');
  });

  it('never throws and always yields valid meals, whatever the model sends', () => {
    fc.assert(
      fc.property(fc.anything(), (response) => {
        for (const meal of adaptMeals(response, newId)) expect(mealSchema.safeParse(meal).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record(
            { name: fc.string(), price: fc.anything(), ingredients: fc.anything(), nutrition: fc.anything() },
            { requiredKeys: [] },
          ),
        ),
        (raw) => {
          for (const meal of adaptMeals({ main: raw }, newId)) expect(mealSchema.safeParse(meal).success).toBe(true);
        },
      ),
    );
  });
});

describe('splitRecipeSteps', () => {
  it('splits numbered lines', () => {
    expect(splitRecipeSteps('1. Chop the onion.\n2. Fry it.\n   Until golden.\n3) Serve.')).toEqual([
      'Chop the onion.',
      'Fry it. Until golden.',
      'Serve.',
    ]);
  });
  it('splits sentences before a capital letter otherwise', () => {
    expect(splitRecipeSteps('Chop the onion. Fry it in 1.5 tbsp oil. serve hot. Eat.')).toEqual([
      'Chop the onion.',
      'Fry it in 1.5 tbsp oil. serve hot.',
      'Eat.',
    ]);
  });
  it('gives nothing for nothing', () => {
    expect(splitRecipeSteps('  ')).toEqual([]);
  });
});
