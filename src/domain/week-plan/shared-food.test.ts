import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal, type MealInput } from '../meal/meal';
import { sharedFood } from './shared-food';

type Line = NonNullable<MealInput['ingredients']>[number];
const spinach = (amount: number): Line => ({
  name: 'spinach',
  ingredientId: 'spinach',
  amount,
  unit: 'g',
  pack: { size: 240, label: '240 g bag' },
  shelfLifeDays: 4,
});
const rice = (amount: number): Line => ({
  name: 'basmati rice',
  ingredientId: 'basmati-rice',
  amount,
  unit: 'g',
  pack: { size: 1000, label: '1 kg bag' },
  shelfLifeDays: 365,
});
const lemon = (amount: number): Line => ({
  name: 'lemon',
  ingredientId: 'lemon',
  amount,
  unit: 'item',
  pack: { size: 4, label: 'pack of 4' },
  shelfLifeDays: 10,
});
const meal = (id: string, ingredients: Line[]): Meal => mealSchema.parse({ id, name: id, description: '', ingredients });

describe('sharedFood', () => {
  it('says an option uses the rest of a fresh pack the chosen meals open', () => {
    const chosen = [meal('saag', [spinach(160)])];
    expect(sharedFood(meal('frittata', [spinach(100)]), chosen)).toEqual([
      { ingredientId: 'spinach', name: 'spinach', text: 'Uses the rest of your spinach' },
    ]);
  });

  it('says how much is spare when the option uses at least half of it, in the unit the food is bought in', () => {
    const chosen = [meal('saag', [spinach(80)]), meal('fish', [lemon(1)])];
    expect(sharedFood(meal('salad', [spinach(100), lemon(3)]), chosen).map((item) => item.text)).toEqual([
      'Uses the rest of your lemon',
      'Uses 100 g of your 160 g spare spinach',
    ]);
  });

  it('leaves out a share of less than half of what is spare, and says at most two, those that use most', () => {
    const chosen = [meal('saag', [spinach(80)])];
    expect(sharedFood(meal('garnish', [spinach(70)]), chosen)).toEqual([]);
    const herbs = (id: string, amount: number): Line => ({ ...spinach(amount), name: id, ingredientId: id });
    const three = [meal('a', [herbs('mint', 20), herbs('dill', 20), herbs('basil', 20)])];
    const option = meal('b', [herbs('mint', 120), herbs('dill', 220), herbs('basil', 200)]);
    expect(sharedFood(option, three).map((item) => item.name)).toEqual(['dill', 'basil']);
  });

  it('says nothing of cupboard food, of packs the chosen meals finish, of food they do not use, or of the option itself', () => {
    const saag = meal('saag', [spinach(240), rice(150)]);
    expect(sharedFood(meal('pilaf', [rice(200), spinach(50)]), [saag])).toEqual([]);
    expect(sharedFood(meal('stew', [lemon(1)]), [saag])).toEqual([]);
    const chosenSaag = meal('saag', [spinach(100)]);
    expect(sharedFood(chosenSaag, [chosenSaag])).toEqual([]);
  });

  it('adds up what every chosen meal needs before finding what is spare', () => {
    const chosen = [meal('a', [spinach(120)]), meal('b', [spinach(100)])];
    expect(sharedFood(meal('c', [spinach(20)]), chosen).map((item) => item.text)).toEqual(['Uses the rest of your spinach']);
    expect(sharedFood(meal('c', [spinach(200)]), [...chosen, meal('d', [spinach(30)])]).map((item) => item.text)).toEqual([
      'Uses 200 g of your 230 g spare spinach',
    ]);
  });
});
