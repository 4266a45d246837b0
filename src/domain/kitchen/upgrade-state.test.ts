import { describe, expect, it } from 'vitest';
import { lineAmountText } from '../meal/line-text';
import { mealSchema } from '../meal/meal';
import { formatMinutes } from '../meal/minutes';
import { formatPence } from '../meal/money';
import { readQuantityText } from '../units/parse-ingredient-line';
import capture from './fixtures/kitchen-v2-store.json';
import { KITCHEN_STATE_VERSION } from './kitchen-state';
import { kitchenStateSchema } from './kitchen-state-schema';
import { upgradeItemValue, upgradeKitchenState } from './upgrade-state';

/** A meal as the version-2 kitchen stored it (scripts/capture-kitchen-v2.ts, run on the code before values). */
type StoredMeal = {
  id: string;
  cookingTime: string;
  maxPricePerMeal: string;
  ingredients: { name: string; quantity?: string; price?: number }[];
};
type StoredDoc = {
  version: number;
  state: {
    version: number;
    planEntries: Record<string, { id: string; date: string; slot: string; meal: StoredMeal }>;
    selection: { options: { main: StoredMeal[] }; selected: { main: StoredMeal[] } };
    shoppingTicks: Record<string, unknown>;
    pantryAnswers: Record<string, unknown>;
    purchases: Record<string, unknown>;
  };
  sync: { queue: { collection: string; id: string; value: unknown }[] };
};

const stored = JSON.parse(capture.localStorage['larder:kitchen:anon']) as StoredDoc;

/** The stored meal, read into values, shows exactly as it showed before. */
function expectSameMeal(before: StoredMeal, after: unknown) {
  const meal = mealSchema.parse(after);
  expect(meal.id).toBe(before.id);
  expect(formatMinutes(meal.totalMinutes)).toBe(before.cookingTime);
  expect(formatPence(meal.pricePence)).toBe(before.maxPricePerMeal);
  expect(meal.ingredients.map((line) => [line.name, lineAmountText(line), line.text, line.pricePence])).toEqual(
    before.ingredients.map((line) => [
      line.name,
      line.quantity ? lineAmountText(readQuantityText(line.quantity)) : '',
      line.quantity,
      line.price === undefined ? undefined : Math.round(line.price * 100),
    ]),
  );
}

describe('a version-2 kitchen (meals with text) read as version 3', () => {
  const upgraded = upgradeKitchenState(stored.state);

  it('is a valid kitchen of the current version', () => {
    expect(stored.state.version).toBe(2);
    expect(upgraded?.version).toBe(KITCHEN_STATE_VERSION);
    expect(kitchenStateSchema.safeParse(upgraded).success).toBe(true);
  });

  it('finds every plan entry on its date and slot, its meal showing as before', () => {
    const state = kitchenStateSchema.parse(upgraded);
    const before = Object.values(stored.state.planEntries);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(Object.values(state.planEntries).map((entry) => [entry.id, entry.date, entry.slot])).toEqual(
      before.map((entry) => [entry.id, entry.date, entry.slot]),
    );
    for (const entry of before) expectSameMeal(entry.meal, state.planEntries[entry.id]?.meal);
  });

  it('keeps the selection, every tick, pantry answer and purchase', () => {
    const state = kitchenStateSchema.parse(upgraded);
    expect(state.selection?.options.main.map((meal) => meal.id)).toEqual(stored.state.selection.options.main.map((meal) => meal.id));
    stored.state.selection.selected.main.forEach((meal, index) => expectSameMeal(meal, state.selection?.selected.main[index]));
    expect(Object.keys(stored.state.shoppingTicks)).not.toHaveLength(0);
    expect(state.shoppingTicks).toEqual(stored.state.shoppingTicks);
    expect(state.pantryAnswers).toEqual(stored.state.pantryAnswers);
    expect(Object.keys(stored.state.purchases)).toHaveLength(2);
    expect(state.purchases).toEqual(stored.state.purchases);
  });

  it('upgrades the meal inside a change still waiting to be sent', () => {
    const [change] = stored.sync.queue;
    expect(change).toBeDefined();
    const value = upgradeItemValue(change?.collection ?? '', change?.id ?? '', change?.value) as { meal: unknown };
    expectSameMeal((change?.value as { meal: StoredMeal }).meal, value.meal);
  });

  it("reads favourites stored as JSON meals (a catalog meal and a model's) as they showed", () => {
    const favorites = capture.favoriteMeals.map((text) => JSON.parse(text) as StoredMeal);
    expect(favorites).toHaveLength(2);
    for (const favorite of favorites) expectSameMeal(favorite, favorite);
  });

  it('opens a version-3 kitchen stored before the pantry with an empty inventory, keeping the rest', () => {
    const { inventory: _inventory, pantryEvents: _events, ...beforePantry } = kitchenStateSchema.parse(upgradeKitchenState(stored.state));
    const upgraded = upgradeKitchenState(beforePantry);
    // The page's store opens a kitchen only when every collection is there (parseKitchenDoc).
    expect(upgraded).toMatchObject({ inventory: {}, pantryEvents: {} });
    const opened = kitchenStateSchema.parse(upgraded);
    expect(opened.inventory).toEqual({});
    expect(opened.pantryEvents).toEqual({});
    expect(Object.keys(opened.planEntries)).toEqual(Object.keys(stored.state.planEntries));
    expect(opened.purchases).toEqual(beforePantry.purchases);
  });

  it('leaves anything that is not a version-2 or -3 kitchen out', () => {
    expect(upgradeKitchenState({ version: 1 })).toBeUndefined();
    expect(upgradeKitchenState('kitchen')).toBeUndefined();
  });
});
