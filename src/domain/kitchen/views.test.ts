import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { purchaseRecordSchema } from '../purchases/purchase-record';
import { parseAmount } from '../units/parse-ingredient-line';
import { createWeek, type NewId } from './commands';
import { setEntryMarks } from './plan-commands';
import { recordPurchases, setPantryAnswer, setTick } from './list-commands';
import { emptyKitchen } from './kitchen-state';
import { mealPlanProjection, shoppingListProjection } from './projections';
import { avoidedMeals, planDays, samePlannedMeals, weekRange } from './views';

const meal = (id: string, ingredients: string[], extra: Partial<Meal> = {}): Meal =>
  mealSchema.parse({
    id,
    name: `Meal ${id}`,
    description: '',
    ingredients: ingredients.map((name) => ({ name, quantity: '1', price: 1 })),
    ...extra,
  });

function counter(): NewId {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

const START = '2026-11-30'; // a Monday
const state = createWeek(emptyKitchen(), {
  startDate: START,
  selected: [meal('a', ['Onion', 'Rice']), meal('b', ['Onion', 'Milk'])],
  newId: counter(),
});

describe('the plan as the screens read it', () => {
  it('knows two kitchens plan the same meals on the same weekdays, whatever their dates and entry ids', () => {
    const sameWeekLater = createWeek(emptyKitchen(), {
      startDate: '2026-12-07',
      selected: [meal('a', ['Onion', 'Rice']), meal('b', ['Onion', 'Milk'])],
      newId: () => crypto.randomUUID(),
    });
    expect(samePlannedMeals(state, sameWeekLater)).toBe(true);
    const swapped = createWeek(emptyKitchen(), { startDate: START, selected: [meal('b', []), meal('a', [])], newId: counter() });
    expect(samePlannedMeals(state, swapped)).toBe(false);
    const shorter = createWeek(emptyKitchen(), { startDate: START, selected: [meal('a', [])], newId: counter() });
    expect(samePlannedMeals(state, shorter)).toBe(false);
    expect(samePlannedMeals(emptyKitchen(), emptyKitchen())).toBe(false);
  });

  it('covers the cook’s week, widened to an entry a synced change put outside it', () => {
    expect(weekRange(state)).toEqual({ start: START, end: '2026-12-06' });
    const entry = Object.values(state.planEntries)[0];
    if (!entry) throw new Error('no entry');
    const outside = { ...state, planEntries: { ...state.planEntries, [entry.id]: { ...entry, date: '2026-12-08' } } };
    expect(
      planDays(outside)
        .map((day) => day.date)
        .at(-1),
    ).toBe('2026-12-08');
    expect(planDays(outside).flatMap((day) => day.main)).toHaveLength(2);
  });

  it('gives the spec’s weekday plan for session storage, with purchases and marks on the meals', () => {
    const bought = recordPurchases(
      state,
      [purchaseRecordSchema.parse({ name: 'Milk', purchased: true, actualExpiryDate: '2026-12-01' })],
      counter(),
    );
    const entryB = Object.values(bought.planEntries).find((entry) => entry.meal.id === 'b');
    const marked = setEntryMarks(bought, entryB?.id ?? '', { saved: true, doNotRecommend: true });
    const plan = mealPlanProjection(marked);
    expect(plan.Monday?.main?.id).toBe('a');
    expect(plan.Tuesday?.main).toMatchObject({ id: 'b', isSaved: true, doNotRecommend: true });
    expect((plan.Tuesday?.main?.ingredients as unknown[] | undefined)?.[1]).toMatchObject({
      name: 'Milk',
      purchased: true,
      actualExpiryDate: '2026-12-01',
    });
    expect(plan.Wednesday).toBeUndefined();
    expect(avoidedMeals(marked)).toEqual({ ids: ['b'], names: ['Meal b'] });
  });

  it('gives the spec’s shopping list: what is not owned, merged, each with its tick', () => {
    const list = shoppingListProjection(setTick(setPantryAnswer(state, 'Rice', {}), 'Milk', true), parseAmount);
    expect(list.map((item) => [item.name, item.quantity, item.checked])).toEqual([
      ['Onion', '2', false],
      ['Milk', '1', true],
    ]);
  });
});
