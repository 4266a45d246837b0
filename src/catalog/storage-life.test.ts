import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../domain/dates/iso-date';
import { INGREDIENTS } from './data/ingredients';
import { RECIPES } from './data/recipes';
import { requireIngredient } from './ingredient-index';
import { leftoverLife, mealLeftovers, proposeStorageDate, storageLifeOf, type KeptItem } from './storage-life';
import { recipeToMeal } from './to-meal';
import { vetMeal } from './vet-meal';
import { DEFAULT_PREFERENCES } from '../domain/preferences';
import { mealSchema } from '../domain/meal';
import type { Recipe, Storage } from './types';

function requireRecipe(id: string): Recipe {
  const recipe = RECIPES.find((candidate) => candidate.id === id);
  if (!recipe) throw new Error(`no recipe ${id}`);
  return recipe;
}

describe('proposing a date for food in the kitchen', () => {
  it('passata opened on Monday is used by Friday, whatever the carton said', () => {
    const opened = '2026-11-23';
    expect(weekdayOf(opened)).toBe('Monday');
    const proposed = proposeStorageDate(requireIngredient('passata'), { bought: '2026-11-21', place: 'fridge', opened });
    expect(proposed).toEqual({ date: '2026-11-27', kind: 'use-by' });
    expect(weekdayOf(proposed.date)).toBe('Friday');
    // Unopened in the cupboard, the carton's year-long best-before.
    expect(proposeStorageDate(requireIngredient('passata'), { bought: '2026-11-21', place: 'cupboard' })).toEqual({
      date: '2027-11-21',
      kind: 'best-before',
    });
  });

  it('chicken breasts: a 3-day use-by in the fridge, nine months once frozen the day they are bought', () => {
    const chicken = requireIngredient('chicken-breast');
    expect(proposeStorageDate(chicken, { bought: '2026-11-24', place: 'fridge' })).toEqual({ date: '2026-11-27', kind: 'use-by' });
    expect(proposeStorageDate(chicken, { bought: '2026-11-24', place: 'freezer' })).toEqual({ date: '2027-08-21', kind: 'best-before' });
    // Frozen on the use-by day itself still counts (FSA: freeze up to the use-by).
    expect(proposeStorageDate(chicken, { bought: '2026-11-24', place: 'freezer', frozen: '2026-11-27' })).toEqual({
      date: '2027-08-24',
      kind: 'best-before',
    });
    // Frozen after the use-by: not safe, so no months are added.
    expect(proposeStorageDate(chicken, { bought: '2026-11-24', place: 'freezer', frozen: '2026-11-28' })).toEqual({
      date: '2026-11-27',
      kind: 'use-by',
    });
  });

  it('double cream opened keeps 3 days, never past its use-by', () => {
    const cream = requireIngredient('double-cream');
    expect(proposeStorageDate(cream, { bought: '2026-11-23', place: 'fridge' })).toEqual({ date: '2026-11-30', kind: 'use-by' });
    expect(proposeStorageDate(cream, { bought: '2026-11-23', place: 'fridge', opened: '2026-11-26' })).toEqual({
      date: '2026-11-29',
      kind: 'use-by',
    });
    expect(proposeStorageDate(cream, { bought: '2026-11-23', place: 'fridge', opened: '2026-11-29' })).toEqual({
      date: '2026-11-30',
      kind: 'use-by',
    });
  });

  it('olive oil opened keeps a best-before three months on', () => {
    expect(proposeStorageDate(requireIngredient('olive-oil'), { bought: '2026-11-24', place: 'cupboard', opened: '2026-11-24' })).toEqual({
      date: '2027-02-22',
      kind: 'best-before',
    });
  });

  it('coconut milk opened, then its leftovers frozen the next day, keeps two months', () => {
    const coconut = requireIngredient('coconut-milk');
    expect(proposeStorageDate(coconut, { bought: '2026-11-01', place: 'fridge', opened: '2026-11-23' })).toEqual({
      date: '2026-11-25',
      kind: 'use-by',
    });
    expect(proposeStorageDate(coconut, { bought: '2026-11-01', place: 'freezer', opened: '2026-11-23', frozen: '2026-11-24' })).toEqual({
      date: '2027-01-23',
      kind: 'best-before',
    });
  });

  it('bread frozen two days after it is bought keeps three months from then', () => {
    expect(
      proposeStorageDate(requireIngredient('sourdough-bread'), { bought: '2026-11-24', place: 'freezer', frozen: '2026-11-26' }),
    ).toEqual({
      date: '2027-02-24',
      kind: 'best-before',
    });
  });

  it('food that does not freeze keeps its date in the freezer, and food bought frozen keeps its own', () => {
    expect(proposeStorageDate(requireIngredient('spinach'), { bought: '2026-11-24', place: 'freezer' })).toEqual({
      date: '2026-11-28',
      kind: 'use-by',
    });
    expect(proposeStorageDate(requireIngredient('frozen-peas'), { bought: '2026-11-24', place: 'freezer', opened: '2026-11-25' })).toEqual({
      date: '2027-05-23',
      kind: 'best-before',
    });
  });

  it('counts an opened day typed before the bought day as the bought day', () => {
    expect(proposeStorageDate(requireIngredient('passata'), { bought: '2026-11-23', place: 'fridge', opened: '2026-11-01' })).toEqual({
      date: '2026-11-27',
      kind: 'use-by',
    });
  });
});

describe('leftovers of a cooked dish', () => {
  it('a chilli served with rice: one day in the fridge (rice, FSA), three months frozen', () => {
    const chilli = requireRecipe('three-bean-chilli-with-rice');
    expect(chilli.leftovers).toEqual({ fridgeDays: 4, freezes: true });
    expect(leftoverLife(chilli, '2026-11-24', 'fridge')).toEqual({ date: '2026-11-25', kind: 'use-by', freezes: true });
    expect(leftoverLife(chilli, '2026-11-24', 'freezer')).toEqual({ date: '2027-02-22', kind: 'best-before', freezes: true });
  });

  it('lasagne: the FSA two days, though its tip says three', () => {
    const lasagne = requireRecipe('lasagne-al-forno');
    expect(lasagne.leftovers.fridgeDays).toBe(3);
    expect(leftoverLife(lasagne, '2026-11-24', 'fridge')).toEqual({ date: '2026-11-26', kind: 'use-by', freezes: true });
  });

  it('a dish that does not freeze keeps its fridge date in the freezer; one eaten at once is for today', () => {
    const risotto = requireRecipe('risotto-ai-funghi');
    expect(leftoverLife(risotto, '2026-11-24', 'freezer')).toEqual({ date: '2026-11-25', kind: 'use-by', freezes: false });
    const atOnce = RECIPES.find((recipe) => recipe.leftovers.fridgeDays === 0);
    expect(atOnce).toBeDefined();
    if (atOnce) expect(leftoverLife(atOnce, '2026-11-24', 'fridge')).toEqual({ date: '2026-11-24', kind: 'use-by', freezes: false });
  });
});

describe('catalog facts a meal carries to the page', () => {
  it("gives every line of a catalog meal its ingredient's storage life, and the meal its leftovers' life", () => {
    const chilli = recipeToMeal(requireRecipe('three-bean-chilli-with-rice'), 2);
    for (const line of chilli.ingredients) {
      expect(line.storageLife).toEqual(storageLifeOf(requireIngredient(line.ingredientId ?? '')));
    }
    // Rice in the dish: one day in the fridge, whatever its tip says; it freezes.
    expect(chilli.leftovers).toEqual({ fridgeDays: 1, freezes: true });
    expect(recipeToMeal(requireRecipe('lasagne-al-forno'), 2).leftovers).toEqual({ fridgeDays: 2, freezes: true });
    // What the page receives survives the meal schema.
    expect(mealSchema.parse(chilli).leftovers).toEqual(chilli.leftovers);
  });

  it("mealLeftovers is leftoverLife's fridge rule in days", () => {
    for (const recipe of RECIPES) {
      const life = leftoverLife(recipe, START, 'fridge');
      expect(mealLeftovers(recipe)).toEqual({ fridgeDays: daysBetween(START, life.date), freezes: recipe.leftovers.freezes });
    }
  });

  it("a model's meal gets the storage life of every line the table identifies, and no leftovers' life", () => {
    const { meal } = vetMeal(
      mealSchema.parse({
        id: 'model-1',
        name: 'Chicken traybake',
        description: 'Roast chicken.',
        ingredients: [{ name: 'chicken breast', quantity: { amount: 300, unit: 'g' } }],
      }),
      DEFAULT_PREFERENCES,
    );
    expect(meal.ingredients[0]?.storageLife).toEqual(storageLifeOf(requireIngredient(meal.ingredients[0]?.ingredientId ?? '')));
    expect(meal.leftovers).toBeUndefined();
  });
});

const START = '2020-01-01';
const day = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays(START, offset));
const offset = fc.option(fc.integer({ min: -10, max: 800 }), { nil: undefined });
const item = fc.record({
  ingredient: fc.constantFrom(...INGREDIENTS),
  bought: day,
  place: fc.constantFrom<Storage>('fridge', 'freezer', 'cupboard'),
  openedAfter: offset,
  frozenAfter: offset,
});

function kept(bought: string, place: Storage, openedAfter?: number, frozenAfter?: number): KeptItem {
  return {
    bought,
    place,
    ...(openedAfter === undefined ? {} : { opened: addDays(bought, openedAfter) }),
    ...(frozenAfter === undefined ? {} : { frozen: addDays(bought, frozenAfter) }),
  };
}

describe('properties of proposed dates', () => {
  it('never proposes a date before the day it was bought', () => {
    fc.assert(
      fc.property(item, ({ ingredient, bought, place, openedAfter, frozenAfter }) => {
        const proposed = proposeStorageDate(ingredient, kept(bought, place, openedAfter, frozenAfter));
        expect(daysBetween(bought, proposed.date)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('opening never lengthens its life', () => {
    fc.assert(
      fc.property(item, ({ ingredient, bought, place, openedAfter, frozenAfter }) => {
        const unopened = proposeStorageDate(ingredient, kept(bought, place, undefined, frozenAfter));
        const opened = proposeStorageDate(ingredient, kept(bought, place, openedAfter ?? 0, frozenAfter));
        expect(daysBetween(opened.date, unopened.date)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('freezing never shortens its life', () => {
    fc.assert(
      fc.property(item, ({ ingredient, bought, place, openedAfter, frozenAfter }) => {
        const unfrozen = proposeStorageDate(ingredient, kept(bought, place === 'freezer' ? 'fridge' : place, openedAfter));
        const frozen = proposeStorageDate(ingredient, kept(bought, 'freezer', openedAfter, frozenAfter));
        expect(daysBetween(unfrozen.date, frozen.date)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a leftover keeps at most two days in the fridge and is frozen only when the dish freezes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RECIPES), day, fc.constantFrom<'fridge' | 'freezer'>('fridge', 'freezer'), (recipe, cooked, place) => {
        const life = leftoverLife(recipe, cooked, place);
        const days = daysBetween(cooked, life.date);
        expect(days).toBeGreaterThanOrEqual(0);
        if (life.kind === 'use-by') expect(days).toBeLessThanOrEqual(2);
        if (days > 2) expect(recipe.leftovers.freezes && place === 'freezer').toBe(true);
      }),
    );
  });
});
