import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../data/recipes';
import type { Ingredient, Recipe } from '../types';
import { accountWeek } from './accounting';
import type { DayEntry } from './types';

/** A dish made of spinach (240 g bags, keeps 4 days, £4.60/kg), salmon and red lentils. */
const dish = (id: string, lines: Recipe['ingredients'], leftovers = { fridgeDays: 2, freezes: false }): Recipe => ({
  id,
  name: id,
  description: 'Test.',
  cuisine: 'British',
  mealType: 'main',
  isBreakfast: false,
  ingredients: lines,
  instructions: ['Cook.'],
  prepMinutes: 5,
  cookMinutes: 10,
  skill: 'beginner',
  storage: 'Keeps 2 days.',
  leftovers,
});
const spinachDal = dish('spinach-dal', [
  { id: 'spinach', amount: 80 },
  { id: 'red-lentils', amount: 75 },
]);
const cook = (day: number, recipe: Recipe, extra: Partial<DayEntry> = {}): DayEntry => ({
  day,
  recipe,
  kind: 'cook',
  chosen: false,
  ...extra,
});
const item = (accounting: ReturnType<typeof accountWeek>, id: string) => accounting.ingredients.find((line) => line.ingredient.id === id);

describe('what a week makes the cook buy and what gets eaten', () => {
  it('buys whole packs and counts what is left of them as wasted', () => {
    // 2 servings × 80 g = 160 g of spinach: one 240 g bag, 80 g of it wasted.
    const week = accountWeek([cook(1, spinachDal)], 2);
    expect(item(week, 'spinach')).toMatchObject({ amountNeeded: 160, packsToBuy: 1, amountUsed: 160, amountWasted: 80, perishable: true });
    expect(item(week, 'spinach')?.poundsWasted).toBeCloseTo(0.368, 3);
    expect(week.totals.perishableGramsBought).toBe(240);
    expect(week.totals.perishableShareUsed).toBeCloseTo(2 / 3, 5);
  });

  it('fills the second bag when three portions are cooked the same day', () => {
    const week = accountWeek([cook(1, spinachDal, { portionsCooked: 3 })], 1);
    // 3 × 80 = 240 g: exactly one bag. Two of the three portions are eaten only if placed.
    expect(item(week, 'spinach')).toMatchObject({ amountNeeded: 240, packsToBuy: 1 });
    expect(week.totals.portionsWasted).toBe(2);
    expect(item(week, 'spinach')?.amountUsed).toBeCloseTo(80, 5);
  });

  it('counts leftover portions as eaten only within the dish’s fridge life', () => {
    const inTime: DayEntry[] = [
      cook(1, spinachDal, { portionsCooked: 3 }),
      { day: 2, recipe: spinachDal, kind: 'leftover', cookedOnDay: 1, chosen: false },
      { day: 3, recipe: spinachDal, kind: 'leftover', cookedOnDay: 1, chosen: false },
    ];
    expect(accountWeek(inTime, 1).totals).toMatchObject({ portionsWasted: 0, perishableShareUsed: 1 });
    const tooLate: DayEntry[] = [
      cook(1, spinachDal, { portionsCooked: 2 }),
      { day: 4, recipe: spinachDal, kind: 'leftover', cookedOnDay: 1, chosen: false },
    ];
    expect(accountWeek(tooLate, 1).totals.portionsWasted).toBe(1);
  });

  it('counts frozen portions as eaten only when the dish freezes well', () => {
    const freezes = dish('freezing-dal', spinachDal.ingredients, { fridgeDays: 3, freezes: true });
    expect(accountWeek([cook(1, freezes, { portionsCooked: 3, portionsFrozen: 2 })], 1).totals).toMatchObject({
      portionsWasted: 0,
      portionsFrozen: 2,
    });
    expect(accountWeek([cook(1, spinachDal, { portionsCooked: 3, portionsFrozen: 2 })], 1).totals).toMatchObject({
      portionsWasted: 2,
      portionsFrozen: 0,
    });
  });

  it('counts leaves eaten after they go off as wasted, but lets fish wait in the freezer', () => {
    const salmon = dish('salmon', [{ id: 'salmon-fillet', amount: 120 }]);
    const week = accountWeek([cook(6, spinachDal), cook(5, salmon)], 2);
    expect(item(week, 'spinach')).toMatchObject({ amountUsed: 0, amountWasted: 240 });
    expect(item(week, 'salmon-fillet')).toMatchObject({ freezeOnPurchase: true, amountUsed: 240, amountWasted: 0 });
  });

  it('takes the inventory first, never after its use-by, and counts what goes off unused', () => {
    const inventory = [
      { ingredientId: 'spinach', amount: 100, useByDay: 1 },
      { ingredientId: 'red-lentils', amount: 500, useByDay: 300 },
    ];
    const week = accountWeek([cook(2, spinachDal)], 2, inventory, 7);
    // The spinach at home went off on day 1, before the dal on day 2: a bag is bought.
    expect(item(week, 'spinach')).toMatchObject({ amountFromInventory: 0, packsToBuy: 1 });
    expect(item(week, 'red-lentils')).toMatchObject({ amountFromInventory: 150, packsToBuy: 0 });
    expect(week.inventory.find((line) => line.ingredient.id === 'spinach')).toMatchObject({ used: 0, wasted: 100 });
    expect(week.inventory.find((line) => line.ingredient.id === 'red-lentils')).toMatchObject({ used: 150, wasted: 0 });
  });

  it('costs perishables by the pack and cupboard food by the amount used', () => {
    const week = accountWeek([cook(1, spinachDal)], 2);
    // One bag of spinach (£1.104) + 150 g of lentils at £1.90/kg (£0.285); the till sees a 1 kg bag.
    expect(week.totals.weekCost).toBeCloseTo(1.104 + 0.285, 3);
    expect(week.totals.poundsBought).toBeCloseTo(1.104 + 1.9, 3);
  });
});

/** Pounds for one pack, from the ingredient table's own price (per kg, litre or item). */
const packPounds = (ingredient: Ingredient) => (ingredient.price.pounds * ingredient.pack.size) / (ingredient.unit === 'item' ? 1 : 1000);

const MAINS = RECIPES.filter((recipe) => recipe.mealType === 'main');

/** Random weeks: any dinners on any days, cooked for any portions, with or without inventory of their food. */
const weekArbitrary = fc
  .record({
    servings: fc.integer({ min: 1, max: 6 }),
    cooks: fc.array(
      fc.record({ recipe: fc.constantFrom(...MAINS), day: fc.integer({ min: 1, max: 14 }), extra: fc.integer({ min: 0, max: 8 }) }),
      { minLength: 1, maxLength: 8 },
    ),
    stock: fc.array(
      fc.record({ pick: fc.nat(), amount: fc.double({ min: 0, max: 2000, noNaN: true }), useByDay: fc.integer({ min: 1, max: 14 }) }),
      {
        maxLength: 6,
      },
    ),
  })
  .map(({ servings, cooks, stock }) => {
    const entries: DayEntry[] = cooks.map(({ recipe, day, extra }) => cook(day, recipe, { portionsCooked: servings + extra }));
    const ids = [...new Set(entries.flatMap((entry) => entry.recipe.ingredients.map((line) => line.id)))];
    const inventory = stock.map(({ pick, amount, useByDay }) => ({ ingredientId: ids[pick % ids.length] ?? 'spinach', amount, useByDay }));
    return { entries, servings, inventory };
  });

describe('pack arithmetic, over random weeks', () => {
  it('buys whole packs that, with the inventory used, always cover what is needed, and never a pack too many', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ entries, servings, inventory }) => {
        const week = accountWeek(entries, servings, inventory, 14);
        for (const item of week.ingredients) {
          const size = item.ingredient.pack.size;
          const bought = item.packsToBuy * size;
          const fromNeed = entries.reduce(
            (sum, entry) =>
              sum +
              entry.recipe.ingredients.filter((line) => line.id === item.ingredient.id).reduce((total, line) => total + line.amount, 0) *
                (entry.portionsCooked ?? servings),
            0,
          );
          expect(item.amountNeeded).toBeCloseTo(fromNeed, 6);
          expect(Number.isInteger(item.packsToBuy)).toBe(true);
          expect(bought + item.amountFromInventory).toBeGreaterThanOrEqual(item.amountNeeded - 1e-6);
          if (item.packsToBuy > 0) expect(bought - size).toBeLessThan(item.amountNeeded - item.amountFromInventory + 1e-6);
          const held = inventory.filter((line) => line.ingredientId === item.ingredient.id).reduce((sum, line) => sum + line.amount, 0);
          expect(item.amountFromInventory).toBeLessThanOrEqual(held + 1e-6);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves over exactly what was bought (and taken from the inventory) beyond what is needed, never less than nothing', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ entries, servings, inventory }) => {
        const week = accountWeek(entries, servings, inventory, 14);
        for (const item of week.ingredients) {
          const bought = item.packsToBuy * item.ingredient.pack.size;
          expect(item.amountLeftOver).toBeGreaterThanOrEqual(0);
          expect(item.amountLeftOver).toBeCloseTo(bought + item.amountFromInventory - item.amountNeeded, 6);
          if (item.perishable) {
            expect(item.amountUsed + item.amountWasted).toBeCloseTo(bought, 6);
            expect(item.amountWasted).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('costs packs × the pack’s price, from the ingredient table', () => {
    fc.assert(
      fc.property(weekArbitrary, ({ entries, servings, inventory }) => {
        const week = accountWeek(entries, servings, inventory, 14);
        for (const item of week.ingredients) expect(item.poundsBought).toBeCloseTo(item.packsToBuy * packPounds(item.ingredient), 6);
        const total = week.ingredients.reduce((sum, item) => sum + item.packsToBuy * packPounds(item.ingredient), 0);
        expect(week.totals.poundsBought).toBeCloseTo(total, 6);
      }),
      { numRuns: 500 },
    );
  });
});
