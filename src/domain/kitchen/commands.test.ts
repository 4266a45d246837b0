import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesFrom } from '../dates/iso-date';
import { mealSchema, type Meal } from '../meal/meal';
import { purchaseRecordSchema } from '../purchases/purchase-record';
import { kitchenChanges, kitchenItem, withKitchenItem } from './changes';
import { adoptKitchen } from './adopt';
import { createWeek, type NewId } from './commands';
import { moveEntry, moveWeekStart, setEntryMarks } from './plan-commands';
import { recordPurchases, setPantryAnswer, setTick } from './list-commands';
import { emptyKitchen, type KitchenState } from './kitchen-state';
import { planDays, plannedMeals, ticksOf } from './views';

const meal = (id: string, extra: Partial<Meal> = {}): Meal =>
  mealSchema.parse({ id, name: `Meal ${id}`, description: '', ingredients: [{ name: 'Onion' }, { name: `${id} thing` }], ...extra });
const breakfast = (id: string) => meal(id, { isBreakfast: true, mealType: 'breakfast' });

function counter(first = 0): NewId {
  let next = first;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

const START = '2026-12-02'; // a Wednesday: the week need not start on a Monday
const week = (selected: Meal[], state = emptyKitchen(), newId = counter()) => createWeek(state, { startDate: START, selected, newId });
const entryOf = (state: KitchenState, mealId: string) => Object.values(state.planEntries).find((entry) => entry.meal.id === mealId);

describe('createWeek', () => {
  it('fills the days from the chosen start in the order the meals were chosen, breakfasts in their own slots', () => {
    const state = week([meal('a'), breakfast('bf1'), meal('b'), meal('c'), breakfast('bf2')]);
    const days = planDays(state);
    expect(days.map((day) => day.date)).toEqual(datesFrom(START, 7));
    expect(days.map((day) => day.main.map((entry) => entry.meal.id))).toEqual([['a'], ['b'], ['c'], [], [], [], []]);
    expect(days.map((day) => day.breakfast.map((entry) => entry.meal.id))).toEqual([['bf1'], ['bf2'], [], [], [], [], []]);
  });

  it('keeps every chosen meal once, up to one a day of each kind', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (mains, breakfasts) => {
        const chosen = [
          ...Array.from({ length: mains }, (_, i) => meal(`m${i}`)),
          ...Array.from({ length: breakfasts }, (_, i) => breakfast(`b${i}`)),
        ];
        const planned = plannedMeals(week(chosen)).map(({ meal: m }) => m.id);
        expect(planned.filter((id) => id.startsWith('m'))).toHaveLength(Math.min(mains, 7));
        expect(planned.filter((id) => id.startsWith('b'))).toHaveLength(Math.min(breakfasts, 7));
        expect(new Set(planned).size).toBe(planned.length);
      }),
    );
  });

  it("keeps the cook's marks off the meal (they belong to the entry) and starts a fresh shopping list", () => {
    const ticked = setTick(emptyKitchen(), 'Onion', true);
    const state = week([meal('a', { isSaved: true, isFavorite: true, imageLoading: true })], ticked);
    expect(entryOf(state, 'a')?.meal).not.toHaveProperty('isSaved');
    expect(entryOf(state, 'a')?.meal).not.toHaveProperty('imageLoading');
    expect(ticksOf(state)).toEqual({});
  });
});

describe('moveEntry', () => {
  const state = week([meal('a'), meal('b'), meal('c'), breakfast('bf')]);
  const a = entryOf(state, 'a');
  if (!a) throw new Error('no entry');

  it("swaps two meals' dates", () => {
    const result = moveEntry(state, a.id, { date: addDays(START, 2), slot: 'main' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(entryOf(result.state, 'a')?.date).toBe(addDays(START, 2));
    expect(entryOf(result.state, 'c')?.date).toBe(START);
    expect(result.swappedWith?.meal.id).toBe('c');
    expect(entryOf(state, 'a')?.date).toBe(START);
  });

  it('moves a meal onto a free day of the week', () => {
    const result = moveEntry(state, a.id, { date: addDays(START, 6), slot: 'main' });
    expect(result.ok && entryOf(result.state, 'a')?.date).toBe(addDays(START, 6));
    expect(result.ok && result.swappedWith).toBeUndefined();
  });

  it('refuses to mix a breakfast with a main, and dates outside the week', () => {
    expect(moveEntry(state, a.id, { date: START, slot: 'breakfast' })).toEqual({ ok: false, reason: 'different-type' });
    expect(moveEntry(state, a.id, { date: addDays(START, 7), slot: 'main' })).toEqual({ ok: false, reason: 'outside-week' });
    expect(moveEntry(state, 'nope', { date: START, slot: 'main' })).toEqual({ ok: false, reason: 'unknown-entry' });
  });

  it('keeps the same meals on the same set of dates, whatever is moved', () => {
    const ids = Object.keys(state.planEntries);
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('main' as const, 'breakfast' as const),
        (id, day, slot) => {
          const result = moveEntry(state, id, { date: addDays(START, day), slot });
          const after = result.ok ? result.state : state;
          const shape = (s: KitchenState) =>
            Object.values(s.planEntries)
              .map((entry) => `${entry.slot}:${entry.meal.id}`)
              .sort();
          const dates = (s: KitchenState) =>
            Object.values(s.planEntries)
              .filter((entry) => entry.slot === 'main')
              .map((entry) => entry.date)
              .sort();
          expect(shape(after)).toEqual(shape(state));
          if (!result.ok || !result.swappedWith) expect(new Set(dates(after)).size).toBe(dates(after).length);
        },
      ),
    );
  });
});

describe('the week start', () => {
  it('moves every entry with it', () => {
    const state = moveWeekStart(week([meal('a'), meal('b')]), '2026-12-07');
    expect(state.week?.startDate).toBe('2026-12-07');
    expect(planDays(state)[1]?.main[0]?.meal.id).toBe('b');
    expect(entryOf(state, 'b')?.date).toBe('2026-12-08');
  });
});

describe("don't recommend again", () => {
  it('puts the meal on the list generations avoid, and takes it off again', () => {
    const state = week([meal('a')]);
    const id = entryOf(state, 'a')?.id ?? '';
    const dismissed = setEntryMarks(state, id, { doNotRecommend: true });
    expect(dismissed.dismissedMeals).toEqual([{ id: 'a', name: 'Meal a' }]);
    expect(setEntryMarks(dismissed, id, { doNotRecommend: true }).dismissedMeals).toBe(dismissed.dismissedMeals);
    expect(setEntryMarks(dismissed, id, { doNotRecommend: false }).dismissedMeals).toEqual([]);
    expect(setEntryMarks(state, id, { saved: true }).dismissedMeals).toBe(state.dismissedMeals);
  });
});

describe('recordPurchases', () => {
  const record = (name: string, extra: object = {}) => purchaseRecordSchema.parse({ name, purchased: true, ...extra });

  it('unticking a purchase clears it from the plan', () => {
    const state = week([meal('a')]);
    const bought = recordPurchases(state, [record('Onion', { actualExpiryDate: '2026-12-04' })], counter());
    expect(plannedMeals(bought)[0]?.meal.ingredients[0]).toMatchObject({ purchased: true, actualExpiryDate: '2026-12-04' });
    const unticked = recordPurchases(bought, [], counter());
    expect(plannedMeals(unticked)[0]?.meal.ingredients[0]?.purchased).toBeUndefined();
    expect(plannedMeals(unticked)[0]?.meal.ingredients[0]?.actualExpiryDate).toBeUndefined();
  });

  it('keeps what did not change (same id, same object), so only real changes are synced', () => {
    const first = recordPurchases(emptyKitchen(), [record('Milk'), record('Oat milk')], counter());
    const again = recordPurchases(first, [record('Milk'), record('Oat milk', { quantity: '2' })], counter());
    expect(kitchenChanges(first, again)).toEqual([
      expect.objectContaining({ collection: 'purchases', op: 'put', value: expect.objectContaining({ name: 'Oat milk', quantity: '2' }) }),
    ]);
  });
});

describe('pantry answers and ticks', () => {
  it('are kept under the item key, and a command that changes nothing keeps the state', () => {
    const state = setPantryAnswer(setTick(emptyKitchen(), ' Red  Onion', true), 'Olive Oil', { amount: '200 ml' });
    expect(ticksOf(state)).toEqual({ 'red onion': true });
    expect(state.pantryAnswers['olive oil']).toEqual({ itemKey: 'olive oil', owned: true, amount: '200 ml' });
    expect(setTick(state, 'red onion', true)).toBe(state);
    expect(setPantryAnswer(state, 'olive oil', { amount: '200 ml' })).toBe(state);
    expect(setPantryAnswer(state, 'olive oil', null).pantryAnswers).toEqual({});
  });
});

describe('kitchenChanges', () => {
  it('finds one change for one tick', () => {
    const state = week([meal('a'), meal('b')]);
    expect(kitchenChanges(state, setTick(state, 'Onion', true))).toEqual([
      { collection: 'shoppingTicks', id: 'onion', op: 'put', value: { itemKey: 'onion', ticked: true } },
    ]);
  });

  const command = fc.oneof(
    fc.record({ kind: fc.constant('tick' as const), name: fc.constantFrom('Onion', 'Rice', 'Milk'), on: fc.boolean() }),
    fc.record({ kind: fc.constant('own' as const), name: fc.constantFrom('Onion', 'Rice'), on: fc.boolean() }),
    fc.record({ kind: fc.constant('move' as const), index: fc.nat(3), day: fc.nat(6) }),
    fc.record({ kind: fc.constant('buy' as const), names: fc.subarray(['Onion', 'Milk', 'Bread']) }),
    fc.record({ kind: fc.constant('mark' as const), index: fc.nat(3), on: fc.boolean() }),
    fc.record({ kind: fc.constant('week' as const), count: fc.nat(4) }),
  );
  type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

  function run(state: KitchenState, step: Command, newId: NewId): KitchenState {
    const entries = Object.values(state.planEntries);
    switch (step.kind) {
      case 'tick':
        return setTick(state, step.name, step.on);
      case 'own':
        return setPantryAnswer(state, step.name, step.on ? {} : null);
      case 'move': {
        const entry = entries[step.index % Math.max(entries.length, 1)];
        const result = entry ? moveEntry(state, entry.id, { date: addDays(START, step.day), slot: entry.slot }) : undefined;
        return result?.ok ? result.state : state;
      }
      case 'buy':
        return recordPurchases(
          state,
          step.names.map((name) => purchaseRecordSchema.parse({ name, purchased: true })),
          newId,
        );
      case 'mark': {
        const entry = entries[step.index % Math.max(entries.length, 1)];
        return entry ? setEntryMarks(state, entry.id, { doNotRecommend: step.on }) : state;
      }
      case 'week':
        return createWeek(state, { startDate: START, selected: Array.from({ length: step.count }, (_, i) => meal(`w${i}`)), newId });
    }
  }

  it('replaying the changes of any commands on the state before gives the state after', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), (steps) => {
        const newId = counter();
        const before = week([meal('a'), meal('b'), breakfast('c')]);
        const after = steps.reduce((state, step) => run(state, step, newId), before);
        const replayed = kitchenChanges(before, after).reduce(
          (state, change) => withKitchenItem(state, change.collection, change.id, change.op === 'put' ? change.value : undefined),
          before,
        );
        expect(replayed).toEqual(after);
        for (const change of kitchenChanges(before, after))
          expect(kitchenItem(after, change.collection, change.id)).toEqual(change.op === 'put' ? change.value : undefined);
      }),
    );
  });
});

describe('adoptKitchen', () => {
  it("takes the visitor's plan, keeping the account's default preferences and both dismissed lists", () => {
    const account = { ...week([meal('old')]), dismissedMeals: [{ id: 'x', name: 'X' }], defaultPreferences: null };
    const visitor = { ...week([meal('new')], emptyKitchen(), counter(1000)), dismissedMeals: [{ id: 'y', name: 'Y' }] };
    const adopted = adoptKitchen(account, visitor);
    expect(plannedMeals(adopted).map(({ meal: m }) => m.id)).toEqual(['new']);
    expect(adopted.dismissedMeals.map((m) => m.id)).toEqual(['x', 'y']);
    const changes = kitchenChanges(account, adopted);
    expect(
      changes
        .filter((change) => change.collection === 'planEntries')
        .map((change) => change.op)
        .sort(),
    ).toEqual(['delete', 'put']);
  });
});
