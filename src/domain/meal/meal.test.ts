import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, mealSchema } from './meal';

describe('meal schema', () => {
  it('fills the spec defaults for a bare meal', () => {
    const meal = mealSchema.parse({ id: 'm1', name: 'Dal', description: 'Comforting lentils.' });
    expect(meal).toMatchObject({
      mealType: 'main',
      imageUrl: PLACEHOLDER_IMAGE,
      isBreakfast: false,
      ingredients: [],
      cookingTime: '30 minutes',
      nutritionalInformation: { calories: 0, protein: 0, carbs: 0, fat: 0 },
      maxPricePerMeal: '£10',
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
});
