import { describe, expect, it } from 'vitest';
import { mealSchema, type Meal } from '../meal/meal';
import { buildShoppingList } from '../shopping-list/week-shopping-list';
import { parseAmount } from '../units/parse-ingredient-line';
import type { WeekForecast } from '../week-plan';
import { type NewId } from './commands';
import { completeWeek, moveEntry, moveWeekStart } from './plan-commands';
import { emptyKitchen } from './kitchen-state';
import { shoppingListProjection } from './projections';
import { mealsToBuyFor, planDays, plannedMeals, weekForecastOf } from './views';

const spinach = (grams: number) => ({ name: 'spinach', quantity: `${grams} g`, amount: grams, unit: 'g' as const, price: grams / 100 });
const dish = (id: string, servings: number, grams: number, extra: Partial<Meal> = {}): Meal =>
  mealSchema.parse({ id, name: `Dish ${id}`, description: '', servings, ingredients: [spinach(grams)], ...extra });

function counter(): NewId {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

const FORECAST: WeekForecast = {
  freshBought: { grams: 480, pounds: 3.2 },
  leftOver: { grams: 80, pounds: 0.53 },
  shareUsed: 0.833,
  items: [
    { ingredientId: 'spinach', name: 'spinach', unit: 'g', amount: 80, grams: 80, pounds: 0.53, useIn: { mealId: 'saag', name: 'Saag' } },
  ],
};

// The planner's answer: a dal cooked on day 1 for 2 days (4 portions for a cook of 2), eaten again on day 3.
const planned = [
  { day: 1, kind: 'cook' as const, servings: 2, portionsFrozen: 0, meal: dish('dal', 4, 200) },
  { day: 2, kind: 'cook' as const, servings: 2, portionsFrozen: 2, meal: dish('curry', 4, 100, { cuisine: 'Indian' }) },
  { day: 3, kind: 'leftover' as const, servings: 2, cookedOnDay: 1, meal: dish('dal', 2, 100) },
];
const START = '2026-12-07';
const complete = (extra: Partial<Parameters<typeof completeWeek>[1]> = {}) =>
  completeWeek(emptyKitchen(), { startDate: START, planned, forecast: FORECAST, newId: counter(), ...extra });

describe('completeWeek', () => {
  it('places cooking days with their portions and leftover days that point at the day they were cooked', () => {
    const state = complete();
    const days = planDays(state);
    expect(days.map((day) => day.main.map((entry) => entry.meal.id))).toEqual([['dal'], ['curry'], ['dal'], [], [], [], []]);
    const [dal, curry, leftover] = days.flatMap((day) => day.main);
    expect(dal).toMatchObject({ servings: 2, meal: { servings: 4 } });
    expect(dal?.leftoverOf).toBeUndefined();
    expect(curry).toMatchObject({ servings: 2, portionsFrozen: 2 });
    expect(leftover).toMatchObject({ leftoverOf: dal?.id, meal: { servings: 2 } });
    expect(state.week).toMatchObject({ startDate: START, days: 7 });
  });

  it('buys a leftover once: the shopping list counts the cooking day, not the leftover day', () => {
    const state = complete();
    const list = buildShoppingList(mealsToBuyFor(plannedMeals(state)));
    expect(list.find((item) => item.name === 'spinach')?.quantity).toBe('300 g');
    expect(shoppingListProjection(state, parseAmount).find((item) => item.name === 'spinach')?.quantity).toBe('300 g');
  });

  it('places the chosen meals the planner did not know after its days, and breakfasts in their own slots', () => {
    const state = complete({
      otherDinners: [dish('model-meal', 2, 50)],
      breakfasts: [dish('porridge', 2, 0, { isBreakfast: true, mealType: 'breakfast' })],
    });
    const days = planDays(state);
    expect(days[3]?.main.map((entry) => entry.meal.id)).toEqual(['model-meal']);
    expect(days[0]?.breakfast.map((entry) => entry.meal.id)).toEqual(['porridge']);
  });

  it('keeps the forecast with the week, current until a dinner moves; moving the whole week keeps it', () => {
    const state = complete();
    expect(weekForecastOf(state)).toEqual({ forecast: { ...FORECAST, planKey: expect.any(String) as string }, current: true });
    expect(weekForecastOf(moveWeekStart(state, '2026-12-14'))?.current).toBe(true);
    const curry = planDays(state)[1]?.main[0];
    if (!curry) throw new Error('no curry');
    const moved = moveEntry(state, curry.id, { date: '2026-12-12', slot: 'main' });
    if (!moved.ok) throw new Error(moved.reason);
    expect(weekForecastOf(moved.state)).toMatchObject({ forecast: { leftOver: { grams: 80 } }, current: false });
  });

  it('never lets leftovers be eaten on or before the day their dish is cooked', () => {
    const state = complete();
    const [cookDay, , leftoverDay] = planDays(state);
    const dal = cookDay?.main[0];
    const leftover = leftoverDay?.main[0];
    if (!dal || !leftover) throw new Error('no dal or leftover');
    // The leftover onto the cooking day (a swap) or before it, or the dish moved to the leftover's day or after.
    expect(moveEntry(state, leftover.id, { date: dal.date, slot: 'main' })).toEqual({ ok: false, reason: 'leftover-before-cooking' });
    expect(moveEntry(state, dal.id, { date: leftover.date, slot: 'main' })).toEqual({ ok: false, reason: 'leftover-before-cooking' });
    expect(moveEntry(state, dal.id, { date: '2026-12-13', slot: 'main' })).toEqual({ ok: false, reason: 'leftover-before-cooking' });
    // Later is fine: the leftover to the last day of the week.
    const later = moveEntry(state, leftover.id, { date: '2026-12-13', slot: 'main' });
    expect(later.ok).toBe(true);
  });

  it('has no forecast for a week made without the planner', () => {
    expect(weekForecastOf(emptyKitchen())).toBeUndefined();
  });
});
