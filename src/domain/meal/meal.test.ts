import { describe, expect, it } from 'vitest';
import { lineAmountText } from './line-text';
import { PLACEHOLDER_IMAGE, mealSchema } from './meal';
import { toSpecMeal } from './spec-meal';
import { upgradeStoredMeal } from './stored-meal';
import { upgradeMealFields } from './stored-meal-fields';

describe('meal schema', () => {
  it('fills the spec defaults for a bare meal', () => {
    const meal = mealSchema.parse({ id: 'm1', name: 'Dal', description: 'Comforting lentils.' });
    // Unknown money shows '£0.00' (spec §5); nobody made it up.
    expect(meal.pricePence).toBeUndefined();
    expect(meal).toMatchObject({
      mealType: 'main',
      imageUrl: PLACEHOLDER_IMAGE,
      isBreakfast: false,
      ingredients: [],
      totalMinutes: 30,
      nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      instructions: [],
      tags: [],
    });
  });

  it('rejects a meal without a name, and a description over 100 characters', () => {
    expect(mealSchema.safeParse({ id: 'm1', name: ' ', description: '' }).success).toBe(false);
    expect(mealSchema.safeParse({ id: 'm1', name: 'Dal', description: 'x'.repeat(101) }).success).toBe(false);
  });

  it('rejects negative nutrition and badly formed expiry dates', () => {
    const base = { id: 'm1', name: 'Dal', description: '' };
    expect(mealSchema.safeParse({ ...base, nutritionalInformation: { calories: -5 } }).success).toBe(false);
    expect(mealSchema.safeParse({ ...base, ingredients: [{ name: 'milk', expiryDate: '30/11/2026' }] }).error?.issues[0]?.message).toBe(
      'Use a date like 2026-11-30',
    );
  });

  it('rejects money, times and amounts that are not values', () => {
    const base = { id: 'm1', name: 'Dal', description: '' };
    expect(mealSchema.safeParse({ ...base, pricePence: 4.2 }).success).toBe(false);
    expect(mealSchema.safeParse({ ...base, totalMinutes: -1 }).success).toBe(false);
    expect(mealSchema.safeParse({ ...base, ingredients: [{ name: 'rice', quantity: { amount: 1, unit: 'cupful' } }] }).success).toBe(false);
  });
});

describe('meals stored before values (shape 1)', () => {
  it("reads a meal as the spec's data model wrote it into values, losing nothing", () => {
    const stored = {
      id: 'dal-1',
      name: 'Tarka Dal',
      description: 'Comforting lentils.',
      cookingTime: '1 hour 10 minutes',
      prepTime: '15 minutes',
      maxPricePerMeal: '$4.20',
      nutritionInfo: { calories: 540, protein: 24 },
      ingredients: [
        { name: 'red lentils', quantity: '200 g, rinsed', price: 0.8, purchased: true, actualExpiryDate: '2026-12-01' },
        { name: 'salt', quantity: 'to taste' },
        { name: 'cumin seeds', quantity: '1½ tsp' },
      ],
    };
    const meal = mealSchema.parse(stored);
    expect(meal).toMatchObject({
      totalMinutes: 70,
      prepMinutes: 15,
      pricePence: 420,
      nutritionalInformation: { calories: 540, protein: 24 },
    });
    expect(meal.ingredients).toEqual([
      {
        name: 'red lentils',
        quantity: { amount: 200, unit: 'g' },
        note: 'rinsed',
        text: '200 g, rinsed',
        pricePence: 80,
        purchased: true,
        actualExpiryDate: '2026-12-01',
      },
      { name: 'salt', note: 'to taste', text: 'to taste' },
      { name: 'cumin seeds', quantity: { amount: 1.5, unit: 'tsp' }, text: '1½ tsp' },
    ]);
    expect(meal.ingredients.map(lineAmountText)).toEqual(['200 g, rinsed', 'to taste', '1½ tsp']);
    expect(Object.keys(meal)).not.toEqual(expect.arrayContaining(['cookingTime', 'maxPricePerMeal', 'prepTime', 'nutritionInfo']));
  });

  it("keeps a missing price unknown ('£0.00'), a real '£10' as £10, and a time with no number at the spec's 30", () => {
    const base = { id: 'm1', name: 'Dal', description: '' };
    expect(mealSchema.parse({ ...base, maxPricePerMeal: '' }).pricePence).toBeUndefined();
    expect(mealSchema.parse({ ...base, maxPricePerMeal: '£10' }).pricePence).toBe(1000);
    expect(mealSchema.parse({ ...base, cookingTime: 'a while' }).totalMinutes).toBe(30);
  });

  it('writes a meal back in the spec data model for the spec keys, and reads that back to the same meal', () => {
    const meal = mealSchema.parse({
      id: 'm1',
      name: 'Dal',
      description: '',
      totalMinutes: 40,
      pricePence: 350,
      ingredients: [{ name: 'onion', quantity: { amount: 2, unit: 'item' }, note: 'sliced', pricePence: 30 }],
    });
    const spec = toSpecMeal(meal);
    expect(spec).toMatchObject({
      cookingTime: '40 minutes',
      maxPricePerMeal: '£3.50',
      ingredients: [{ name: 'onion', quantity: '2, sliced', price: 0.3 }],
    });
    const again = mealSchema.parse(spec);
    expect({ ...again, ingredients: again.ingredients.map(({ text: _text, ...line }) => line) }).toEqual(meal);
  });

  it('passes a meal already in values unchanged', () => {
    const meal = mealSchema.parse({ id: 'm1', name: 'Dal', description: '', totalMinutes: 20, pricePence: 100 });
    expect(upgradeStoredMeal(meal)).toBe(meal);
  });
  it("upgrades a meal card's fields alone, leaving the lines for the upgrade that has the parser", () => {
    const lines = [{ name: 'onion', quantity: '2, sliced', price: 0.3 }];
    const stored = {
      id: 'm1',
      name: 'Dal',
      maxPricePerMeal: '£3.50',
      cookingTime: '1 hour 10 minutes',
      prepTime: '10 minutes',
      ingredients: lines,
    };
    expect(upgradeMealFields(stored)).toEqual({
      id: 'm1',
      name: 'Dal',
      pricePence: 350,
      totalMinutes: 70,
      prepMinutes: 10,
      ingredients: lines,
    });
    expect(upgradeStoredMeal(stored)).toMatchObject({
      pricePence: 350,
      totalMinutes: 70,
      ingredients: [{ name: 'onion', note: 'sliced', pricePence: 30 }],
    });
    const current = { id: 'm2', name: 'Soup', pricePence: 100 };
    expect(upgradeMealFields(current)).toBe(current);
  });
});
