import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, WEEKDAY_NAMES } from '../dates/iso-date';
import { lineAmountText } from '../meal/line-text';
import type { Meal } from '../meal/meal';
import { formatMinutes } from '../meal/minutes';
import { formatPence } from '../meal/money';
import { readQuantityText } from '../units/parse-ingredient-line';
import { preferencesSchema } from '../preferences/preferences';
import type { PurchaseRecord } from '../purchases/purchase-record';
import { itemKey } from '../shopping-list/item-key';
import { kitchenStateSchema } from './kitchen-state-schema';
import { LEGACY_KEYS, migrateLegacyStorage, type LegacyStorage } from './migrate';
import { mealPlanProjection } from './projections';
import { plannedMeals, ticksOf } from './views';
import anonymousWeek from './fixtures/legacy-anonymous-week.json';
import localMirrorOnly from './fixtures/legacy-local-mirror-only.json';
import rearrangedWeek from './fixtures/legacy-rearranged-week.json';

/** Browser storage as the code before the kitchen store wrote it (scripts/capture-legacy-storage.ts). */
const FIXTURE_FILES: Record<string, LegacyStorage & { describe: string }> = {
  'legacy-anonymous-week': anonymousWeek,
  'legacy-rearranged-week': rearrangedWeek,
  'legacy-local-mirror-only': localMirrorOnly,
};
function fixture(name: string): LegacyStorage & { describe: string } {
  const found = FIXTURE_FILES[name];
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
}

const FIXTURES = ['legacy-anonymous-week', 'legacy-rearranged-week', 'legacy-local-mirror-only'] as const;
// A Thursday: the migrated week starts on the Monday before it.
const TODAY = '2026-11-26';
const MONDAY = '2026-11-23';

function ids() {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;
}

const json = <T>(text: string | undefined): T | undefined => (text === undefined ? undefined : (JSON.parse(text) as T));
/** A meal as the code before values stored it (shape 1): money, times and quantities as text. */
type ShapeOneMeal = {
  id: string;
  name: string;
  cookingTime: string;
  maxPricePerMeal: string;
  nutritionalInformation: Meal['nutritionalInformation'];
  ingredients: { name: string; quantity?: string; price?: number; purchased?: boolean; actualExpiryDate?: string }[];
};
type ShapeOnePlan = Partial<Record<(typeof WEEKDAY_NAMES)[number], { main?: ShapeOneMeal; breakfast?: ShapeOneMeal }>>;
const legacyPlan = (storage: LegacyStorage) =>
  json<ShapeOnePlan>(storage.session[LEGACY_KEYS.mealPlan] ?? storage.local[LEGACY_KEYS.mealPlan]) ?? {};

describe.each(FIXTURES)('migrating %s', (name) => {
  const legacy = fixture(name);
  const result = migrateLegacyStorage(legacy, { today: TODAY, newId: ids() });
  const { state } = result;

  it('reads everything without a problem, into a valid version-2 kitchen', () => {
    expect(result.problems).toEqual([]);
    expect(kitchenStateSchema.parse(state)).toEqual(state);
  });

  it('finds every meal of the plan on its weekday of this week, in its slot', () => {
    const plan = legacyPlan(legacy);
    const expected = WEEKDAY_NAMES.flatMap((day, index) =>
      (['main', 'breakfast'] as const).flatMap((slot) => {
        const meal = plan[day]?.[slot];
        return meal ? [{ id: meal.id, name: meal.name, slot, date: addDays(MONDAY, index) }] : [];
      }),
    );
    expect(expected.length).toBeGreaterThan(0);
    const entries = Object.values(state.planEntries).map((entry) => ({
      id: entry.meal.id,
      name: entry.meal.name,
      slot: entry.slot,
      date: entry.date,
    }));
    expect(entries).toEqual(expect.arrayContaining(expected));
    expect(entries).toHaveLength(expected.length);
    expect(state.week).toEqual({ startDate: MONDAY, days: 7 });
  });

  it('keeps every ingredient, quantity and figure of each meal', () => {
    const plan = legacyPlan(legacy);
    for (const day of WEEKDAY_NAMES) {
      for (const slot of ['main', 'breakfast'] as const) {
        const before = plan[day]?.[slot];
        if (!before) continue;
        const after = Object.values(state.planEntries).find((entry) => entry.meal.id === before.id)?.meal as Meal;
        // Each quantity read into an amount and a note, the text kept, the price in pence.
        expect(after.ingredients.map((i) => [i.name, i.quantity, i.note, i.text, i.pricePence])).toEqual(
          before.ingredients.map((i) => {
            const read = i.quantity ? readQuantityText(i.quantity) : {};
            return [i.name, read.quantity, read.note, i.quantity, i.price === undefined ? undefined : Math.round(i.price * 100)];
          }),
        );
        // Shown again, every figure reads as it did.
        expect([formatMinutes(after.totalMinutes), formatPence(after.pricePence), after.nutritionalInformation]).toEqual([
          before.cookingTime,
          before.maxPricePerMeal,
          before.nutritionalInformation,
        ]);
        expect(after.ingredients.map(lineAmountText)).toEqual(before.ingredients.map((i) => i.quantity ?? ''));
      }
    }
  });

  it('finds every tick, pantry answer and purchase', () => {
    const ticks = json<Record<string, boolean>>(legacy.session[LEGACY_KEYS.shoppingTicks] ?? legacy.local[LEGACY_KEYS.shoppingTicks]) ?? {};
    expect(ticksOf(state)).toEqual(
      Object.fromEntries(
        Object.entries(ticks)
          .filter(([, ticked]) => ticked)
          .map(([key]) => [itemKey(key), true]),
      ),
    );

    const pantry =
      json<Record<string, { owned: boolean; amount?: string }>>(legacy.session[LEGACY_KEYS.pantry] ?? legacy.local[LEGACY_KEYS.pantry]) ??
      {};
    expect(Object.keys(state.pantryAnswers).sort()).toEqual(Object.keys(pantry).map(itemKey).sort());
    for (const [key, answer] of Object.entries(pantry)) expect(state.pantryAnswers[itemKey(key)]?.amount).toBe(answer.amount);

    const records = json<PurchaseRecord[]>(legacy.session[LEGACY_KEYS.purchases] ?? legacy.local[LEGACY_KEYS.purchases]) ?? [];
    const purchases = Object.values(state.purchases);
    expect(purchases).toHaveLength(records.length);
    for (const record of records) {
      expect(purchases).toContainEqual(
        expect.objectContaining({ name: record.name, quantity: record.quantity, price: record.price, purchased: true }),
      );
      if (record.actualExpiryDate) expect(purchases.find((p) => p.name === record.name)?.actualExpiryDate).toBe(record.actualExpiryDate);
    }
  });

  it('shows each purchase on the plan as the old plan showed it, and gives back the same weekday plan', () => {
    const before = legacyPlan(legacy);
    const after = mealPlanProjection(state);
    for (const day of WEEKDAY_NAMES) {
      for (const slot of ['main', 'breakfast'] as const) {
        const meal = after[day]?.[slot] as ShapeOneMeal | undefined;
        expect(meal?.ingredients.map((i) => [i.name, i.purchased, i.actualExpiryDate])).toEqual(
          before[day]?.[slot]?.ingredients.map((i) => [i.name, i.purchased, i.actualExpiryDate]),
        );
      }
    }
  });

  it('keeps the preferences, the default ones and the selection', () => {
    const preferences = json(legacy.session[LEGACY_KEYS.preferences] ?? legacy.local[LEGACY_KEYS.preferences]);
    // Read through today's schema: fields added since (the cook's allergies, the recipe source) take their defaults.
    const current = (value: unknown) => (value === undefined ? null : preferencesSchema.parse(value));
    expect(state.preferences).toEqual(current(preferences));
    expect(state.defaultPreferences).toEqual(current(json(legacy.local[LEGACY_KEYS.defaultPreferences])));
    const selection = json<{ selected: { main: Meal[] }; options: { main: Meal[] } }>(legacy.session[LEGACY_KEYS.selection]);
    expect(state.selection?.selected.main.map((meal) => meal.id)).toEqual(selection?.selected.main.map((meal) => meal.id));
    expect(state.selection?.options.main.map((meal) => meal.id)).toEqual(selection?.options.main.map((meal) => meal.id));
  });
});

describe('the rearranged week', () => {
  const result = migrateLegacyStorage(fixture('legacy-rearranged-week'), { today: TODAY, newId: ids() });

  it("keeps the saved and don't-recommend marks on the entries, and the dismissed meal for later generations", () => {
    const entries = Object.values(result.state.planEntries);
    const saved = entries.filter((entry) => entry.saved);
    const dismissed = entries.filter((entry) => entry.doNotRecommend);
    expect(saved).toHaveLength(1);
    expect(dismissed).toHaveLength(1);
    expect(result.state.dismissedMeals).toEqual([{ id: dismissed[0]?.meal.id, name: dismissed[0]?.meal.name }]);
    expect(weekdayOf(entries.find((entry) => entry.date === addDays(MONDAY, 5))?.date ?? '')).toBe('Saturday');
    expect(plannedMeals(result.state).map(({ entry }) => weekdayOf(entry.date))).toEqual(['Tuesday', 'Wednesday', 'Saturday']);
  });

  it('finds the favourites: the pending ones with the account they belong to, the cached ones (older shapes too)', () => {
    expect(result.pendingFavorites.map(({ userId, mealId, action }) => ({ userId, mealId, action }))).toEqual([
      expect.objectContaining({ userId: 'user-ann', action: 'add' }),
      { userId: 'user-ann', mealId: 'old-meal', action: 'remove' },
    ]);
    expect(result.cachedFavorites.map((meal) => meal.name)).toContain('Tarka Dal');
    expect(result.cachedFavorites.find((meal) => meal.name === 'Tarka Dal')?.id).toBe('1017');
    expect(result.cachedFavorites).toHaveLength(2);
  });
});

describe('broken values', () => {
  it('leave out only themselves, and are named', () => {
    const legacy = fixture('legacy-anonymous-week');
    const plan = JSON.parse(legacy.session.mealPlan ?? '{}') as Record<string, Record<string, unknown>>;
    (plan.Tuesday as Record<string, unknown>).main = { name: 42 };
    const broken: LegacyStorage = {
      session: { ...legacy.session, mealPlan: JSON.stringify(plan), mealSelection: '{not json', shoppingTicks: '[1,2]' },
      local: { ...legacy.local, shoppingTicks: '{"onion": true}' },
    };
    const result = migrateLegacyStorage(broken, { today: TODAY, newId: ids() });
    expect(result.problems).toEqual([
      'mealSelection: not JSON',
      'mealPlan.Tuesday.main: not a meal',
      'shoppingTicks: not in the expected shape',
    ]);
    expect(Object.keys(result.state.planEntries)).toHaveLength(6);
    expect(ticksOf(result.state)).toEqual({ onion: true });
    expect(result.state.selection).toBeNull();
  });

  it('an empty browser migrates to an empty kitchen', () => {
    const result = migrateLegacyStorage({ session: {}, local: {} }, { today: TODAY, newId: ids() });
    expect(result.problems).toEqual([]);
    expect(result.state.week).toBeNull();
    expect(result.state.planEntries).toEqual({});
  });
});
