import { describe, expect, it } from 'vitest';
import { buildMealPlan } from '../meal-plan/build-plan';
import { mealSchema } from '../meal/meal';
import { addDays } from '../dates/iso-date';
import { mergePurchasesIntoPlan, proposeExpiry } from './merge-purchases';
import { purchaseRecordSchema } from './purchase-record';

const meal = (id: string, names: string[]) =>
  mealSchema.parse({ id, name: id, description: '', ingredients: names.map((name) => ({ name, expiryDate: '2026-12-31' })) });

describe('mergePurchasesIntoPlan', () => {
  it('marks every matching ingredient of every meal as bought with its expiry', () => {
    const plan = buildMealPlan(
      [meal('a', ['Milk', 'rice']), meal('b', ['milk']), meal('bf', ['milk'])].map((m, i) => (i === 2 ? { ...m, isBreakfast: true } : m)),
    );
    const merged = mergePurchasesIntoPlan(plan, [
      purchaseRecordSchema.parse({ name: 'milk', purchased: true, actualExpiryDate: '2026-11-28' }),
    ]);
    expect(merged.Monday.main?.ingredients[0]).toMatchObject({ purchased: true, actualExpiryDate: '2026-11-28' });
    expect(merged.Tuesday.main?.ingredients[0]).toMatchObject({ purchased: true, actualExpiryDate: '2026-11-28' });
    expect(merged.Monday.breakfast?.ingredients[0]).toMatchObject({ purchased: true });
    expect(merged.Monday.main?.ingredients[1]?.purchased).toBeUndefined();
  });

  it('keeps an existing actual expiry when none is given', () => {
    const plan = buildMealPlan([{ ...meal('a', ['milk']), ingredients: [{ name: 'milk', actualExpiryDate: '2026-11-25' }] }]);
    const merged = mergePurchasesIntoPlan(plan, [purchaseRecordSchema.parse({ name: 'milk', purchased: true })]);
    expect(merged.Monday.main?.ingredients[0]?.actualExpiryDate).toBe('2026-11-25');
  });
});

describe('expiry proposals', () => {
  it('adds the shelf life to today, across months and years', () => {
    expect(addDays('2026-11-21', 7)).toBe('2026-11-28');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(proposeExpiry('2026-11-21', 3)).toBe('2026-11-24');
    expect(proposeExpiry('2026-11-21', undefined)).toBeUndefined();
  });
});
