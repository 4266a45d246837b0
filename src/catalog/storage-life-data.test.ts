import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from './data/ingredients';
import { freezesOnPurchase } from './data/ingredients/freezing';
import { requireIngredient } from './ingredient-index';

/** Packs that are "opened" and then keep less long: they must say for how long. */
const OPENED_PACK = /\b(tins?|jars?|cartons?|bottles?|pots?|tubs?|tubes?|pouch(?:es)?|vacuum pack)\b/i;

/** Food that freezing at home spoils or makes unsafe: it must never be offered a freezer life. */
const NEVER_FROZEN = [
  'egg',
  'mixed-salad-leaves',
  'rocket',
  'watercress',
  'iceberg-lettuce',
  'little-gem-lettuce',
  'romaine-lettuce',
  'spinach',
  'cucumber',
  'strawberry',
  'raspberry',
  'blackberry',
  'natural-yoghurt',
  'greek-yoghurt',
  'single-cream',
  'mozzarella',
  'ricotta',
  'cottage-cheese',
  'mayonnaise',
  'mussels',
  'clams',
] as const;

describe('storage lives in the ingredient table', () => {
  it('gives every opened and freezer life as a whole number of days', () => {
    for (const ingredient of INGREDIENTS) {
      for (const days of [ingredient.openedDays, ingredient.freezerDays]) {
        if (days !== undefined) expect(Number.isInteger(days) && days >= 1, ingredient.id).toBe(true);
      }
    }
  });

  it('never lets an opened pack keep longer than the unopened one', () => {
    for (const ingredient of INGREDIENTS) {
      if (ingredient.openedDays !== undefined) expect(ingredient.openedDays, ingredient.id).toBeLessThanOrEqual(ingredient.shelfLife.days);
    }
  });

  it('says how long every tin, jar, carton, bottle, pot, tub, tube and pouch keeps once opened', () => {
    const packs = INGREDIENTS.filter((ingredient) => OPENED_PACK.test(ingredient.pack.label) && ingredient.shelfLife.storage !== 'freezer');
    expect(packs.length).toBeGreaterThan(150);
    expect(packs.filter((ingredient) => ingredient.openedDays === undefined).map((ingredient) => ingredient.id)).toEqual([]);
  });

  it('offers no freezer life for food that freezing spoils, nor for food bought frozen', () => {
    for (const id of NEVER_FROZEN) expect(requireIngredient(id).freezerDays, id).toBeUndefined();
    for (const ingredient of INGREDIENTS) {
      if (ingredient.shelfLife.storage === 'freezer') expect(ingredient.freezerDays, ingredient.id).toBeUndefined();
    }
  });

  it('makes freezing fresh food worth it: the freezer life outlasts the fridge or bread-bin life', () => {
    for (const ingredient of INGREDIENTS) {
      const fresh = ingredient.shelfLife.storage === 'fridge' || ingredient.category === 'Bakery' || ingredient.category === 'Produce';
      if (fresh && ingredient.freezerDays !== undefined)
        expect(ingredient.freezerDays, ingredient.id).toBeGreaterThan(ingredient.shelfLife.days);
    }
  });

  it('gives a freezer life to everything the week planner may ask the cook to freeze on the day it is bought', () => {
    const frozenOnPurchase = INGREDIENTS.filter(freezesOnPurchase);
    expect(frozenOnPurchase.length).toBeGreaterThan(60);
    for (const ingredient of frozenOnPurchase) expect(ingredient.freezerDays, ingredient.id).toBeDefined();
  });

  it('dates chilled perishables with a use-by and cupboard and frozen food with a best-before (FSA)', () => {
    for (const ingredient of INGREDIENTS) {
      if (ingredient.shelfLife.storage !== 'fridge') expect(ingredient.shelfLife.kind, ingredient.id).toBe('best-before');
    }
    const rawMeatAndFish = INGREDIENTS.filter(
      (ingredient) =>
        ingredient.category === 'Meat & Seafood' && ingredient.shelfLife.storage === 'fridge' && ingredient.shelfLife.days <= 7,
    );
    expect(rawMeatAndFish.length).toBeGreaterThan(40);
    for (const ingredient of rawMeatAndFish) expect(ingredient.shelfLife.kind, ingredient.id).toBe('use-by');
    for (const id of ['whole-milk', 'double-cream', 'natural-yoghurt', 'mozzarella', 'hummus', 'mixed-salad-leaves', 'beansprouts']) {
      expect(requireIngredient(id).shelfLife.kind, id).toBe('use-by');
    }
    // Eggs carry a best-before in the UK (never eaten after it, the FSA's one exception); so do hard cheese and butter.
    for (const id of ['egg', 'cheddar', 'parmesan', 'butter', 'chorizo', 'carrot'])
      expect(requireIngredient(id).shelfLife.kind, id).toBe('best-before');
  });

  it.each([
    ['passata', 4],
    ['coconut-milk', 2],
    ['oat-milk', 5],
    ['silken-tofu', 2],
    ['pesto', 5],
    ['double-cream', 3],
  ] as const)('the issue names %s: it keeps %i days once opened', (id, days) => {
    expect(requireIngredient(id).openedDays).toBe(days);
  });
});
