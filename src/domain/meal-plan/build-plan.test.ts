import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { NO_EXPIRY, buildMealPlan, earliestExpiry, mealsInPlan, sortByExpiry, swapMeals } from './build-plan';
import { WEEKDAYS } from './meal-plan';

const meal = (id: string, extra: Partial<Meal> = {}): Meal => mealSchema.parse({ id, name: `Meal ${id}`, description: '', ...extra });

describe('buildMealPlan', () => {
  it('puts the selected mains on Monday onwards in order, and breakfasts in the breakfast slots', () => {
    const plan = buildMealPlan([meal('a'), meal('b'), meal('bf', { isBreakfast: true, mealType: 'breakfast' }), meal('c')]);
    expect(plan.Monday.main?.id).toBe('a');
    expect(plan.Tuesday.main?.id).toBe('b');
    expect(plan.Wednesday.main?.id).toBe('c');
    expect(plan.Thursday.main).toBeUndefined();
    expect(plan.Monday.breakfast?.id).toBe('bf');
  });

  it('keeps every selected meal, once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), (mains, breakfasts) => {
        const selected = [
          ...Array.from({ length: mains }, (_, i) => meal(`m${i}`)),
          ...Array.from({ length: breakfasts }, (_, i) => meal(`b${i}`, { isBreakfast: true })),
        ];
        const ids = mealsInPlan(buildMealPlan(selected))
          .map((m) => m.id)
          .sort();
        expect(ids).toEqual(selected.map((m) => m.id).sort());
      }),
    );
  });
});

describe('swapMeals', () => {
  const plan = buildMealPlan([meal('a'), meal('b'), meal('c'), meal('bf', { isBreakfast: true })]);

  it('swaps two mains', () => {
    const result = swapMeals(plan, { day: 'Monday', slot: 'main' }, { day: 'Wednesday', slot: 'main' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.Monday.main?.id).toBe('c');
    expect(result.plan.Wednesday.main?.id).toBe('a');
    expect(plan.Monday.main?.id).toBe('a');
  });

  it('moves a meal onto an empty day', () => {
    const result = swapMeals(plan, { day: 'Tuesday', slot: 'main' }, { day: 'Sunday', slot: 'main' });
    expect(result.ok && result.plan.Sunday.main?.id).toBe('b');
    expect(result.ok && result.plan.Tuesday.main).toBeUndefined();
  });

  it('refuses to mix a breakfast with a main', () => {
    expect(swapMeals(plan, { day: 'Monday', slot: 'breakfast' }, { day: 'Tuesday', slot: 'main' })).toEqual({
      ok: false,
      reason: 'different-type',
    });
  });

  it('keeps the set of meals whatever is swapped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WEEKDAYS), fc.constantFrom(...WEEKDAYS), (from, to) => {
        const result = swapMeals(plan, { day: from, slot: 'main' }, { day: to, slot: 'main' });
        const after = result.ok ? result.plan : plan;
        expect(
          mealsInPlan(after)
            .map((m) => m.id)
            .sort(),
        ).toEqual(
          mealsInPlan(plan)
            .map((m) => m.id)
            .sort(),
        );
      }),
    );
  });
});

describe('expiry order', () => {
  it('takes the earliest of the real and estimated dates, 9999-12-31 when none', () => {
    expect(earliestExpiry(meal('x'))).toBe(NO_EXPIRY);
    expect(
      earliestExpiry(
        meal('x', {
          ingredients: [
            { name: 'milk', expiryDate: '2026-12-01' },
            { name: 'fish', actualExpiryDate: '2026-11-23' },
          ],
        }),
      ),
    ).toBe('2026-11-23');
  });

  it('cooks first what goes off first, keeping the order of equal dates', () => {
    const late = meal('late', { ingredients: [{ name: 'rice', expiryDate: '2027-01-01' }] });
    const none = meal('none');
    const soon = meal('soon', { ingredients: [{ name: 'fish', actualExpiryDate: '2026-11-22' }] });
    expect(sortByExpiry([none, late, soon]).map((m) => m.id)).toEqual(['soon', 'late', 'none']);
  });
});
