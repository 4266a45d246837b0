import { describe, expect, it } from 'vitest';
import { parseAmount } from '../units/parse-ingredient-line';
import { CHILLI, PIE, START, idsFrom, stock, weekOf, withStock } from '../../../tests/support/pantry-fixtures';
import { setPantryAnswer } from '../kitchen/list-commands';
import type { KitchenState } from '../kitchen/kitchen-state';
import { mealsToBuyFor, pantryOf, plannedMeals } from '../kitchen/views';
import { buildShoppingList } from '../shopping-list/week-shopping-list';
import { listHoldings } from './holdings';
import { pantryCheckRows, setPantryCheckAmount, tickPantryItem, untickPantryItem } from './pantry-check';
import { neededLine } from './stock-line';

const meals = (state: KitchenState) => mealsToBuyFor(plannedMeals(state));
const all = (state: KitchenState) => buildShoppingList(meals(state));
const toBuy = (state: KitchenState) => buildShoppingList(meals(state), pantryOf(state), listHoldings(state));

/** The pantry check's tick, as the page does it: what is still needed of the item. */
function tick(state: KitchenState, name: string, newId = idsFrom(100)): KitchenState {
  const item = toBuy(state).find((candidate) => candidate.name === name) ?? all(state).find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no ${name}`);
  return tickPantryItem(state, { line: neededLine(item, parseAmount), today: START, newId });
}

const row = (state: KitchenState, name: string) => pantryCheckRows(state, all(state)).find((candidate) => candidate.item.name === name);

describe('the pantry check over the inventory', () => {
  it('shows each ingredient against what the kitchen holds', () => {
    const state = withStock(weekOf([CHILLI]), stock('Beef mince', { amount: 200, unit: 'g' }, { ingredientId: 'beef-mince' }));
    expect(row(state, 'Beef mince')).toMatchObject({ held: '200 g', ticked: false, covered: false });
    expect(row(state, 'Chopped tomatoes')).toMatchObject({ ticked: false, covered: false });
    expect(row(state, 'Chopped tomatoes')?.held).toBeUndefined();
    const plenty = withStock(weekOf([CHILLI]), stock('Beef mince', { amount: 800, unit: 'g' }, { ingredientId: 'beef-mince' }));
    expect(row(plenty, 'Beef mince')).toMatchObject({ held: '800 g', covered: true });
  });

  it('a tick adds what is still needed to the inventory, dated from today, and the list no longer buys it', () => {
    const state = withStock(weekOf([CHILLI]), stock('Beef mince', { amount: 200, unit: 'g' }, { ingredientId: 'beef-mince' }));
    const ticked = tick(state, 'Beef mince');
    const added = Object.values(ticked.inventory).find((item) => item.pantryCheckKey === 'beef mince');
    expect(added).toMatchObject({
      quantity: { amount: 300, unit: 'g' },
      place: 'fridge',
      bought: START,
      date: '2026-12-03',
      dateKind: 'use-by',
    });
    expect(toBuy(ticked).map((item) => item.name)).toEqual(['Chopped tomatoes', 'Salt']);
    expect(row(ticked, 'Beef mince')).toMatchObject({ held: '500 g', ticked: true });
    // No event: the food was in the kitchen already, not bought now.
    expect(ticked.pantryEvents).toEqual({});
    expect(tick(ticked, 'Beef mince', idsFrom(200))).toBe(ticked);
  });

  it('unticking takes out the item the tick added, and an old answer with it', () => {
    const state = setPantryAnswer(weekOf([PIE]), 'Milk', {});
    const ticked = tick(state, 'Cod fillet');
    const unticked = untickPantryItem(untickPantryItem(ticked, 'Cod fillet'), 'Milk');
    expect(unticked.inventory).toEqual({});
    expect(unticked.pantryAnswers).toEqual({});
    expect(
      toBuy(unticked)
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Cod fillet', 'Milk']);
  });

  it('leaves a ticked item the cook has used', () => {
    const ticked = tick(weekOf([PIE]), 'Cod fillet');
    const cod = Object.values(ticked.inventory)[0];
    if (!cod) throw new Error('no cod');
    const used: KitchenState = {
      ...ticked,
      pantryEvents: {
        u: { id: '00000000-0000-4000-8000-000000000555', kind: 'used', date: START, itemId: cod.id, name: 'Cod fillet', valuePence: 0 },
      },
    };
    expect(untickPantryItem(used, 'Cod fillet').inventory[cod.id]).toEqual(cod);
  });

  it('how much the cook has replaces the amount the tick added, its value in proportion', () => {
    const ticked = tick(weekOf([PIE]), 'Cod fillet');
    const changed = setPantryCheckAmount(ticked, 'Cod fillet', { amount: 100, unit: 'g' });
    expect(Object.values(changed.inventory)[0]).toMatchObject({ quantity: { amount: 100, unit: 'g' }, valuePence: 200 });
    expect(toBuy(changed).find((item) => item.name === 'Cod fillet')?.quantity).toBe('200 g');
  });
});
