import { describe, expect, it } from 'vitest';
import { CATALOG_MEAL_CACHE_SIZE, catalogMeal, deepFreeze } from './catalog-meal';
import { RECIPES } from './data/recipes';
import { recipeToMeal } from './to-meal';

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

describe('catalogMeal', () => {
  it('is recipeToMeal, for every recipe and servings', () => {
    for (const servings of [1, 2, 3, 4, 5, 6]) {
      for (const recipe of RECIPES) expect(catalogMeal(recipe, servings)).toEqual(recipeToMeal(recipe, servings));
    }
  });

  it('shares one frozen meal per recipe and servings, which nobody can change', () => {
    const [recipe] = RECIPES;
    if (!recipe) throw new Error('no recipes');
    const meal = catalogMeal(recipe, 2);
    expect(catalogMeal(recipe, 2)).toBe(meal);
    expect(catalogMeal(recipe, 3)).not.toBe(meal);
    expect(isDeepFrozen(meal)).toBe(true);
    expect(() => {
      (meal.ingredients as { name: string }[])[0]!.name = 'changed';
    }).toThrow(TypeError);
  });

  it('makes any other recipe (a cook’s own) afresh, unfrozen', () => {
    const [recipe] = RECIPES;
    if (!recipe) throw new Error('no recipes');
    const own = { ...recipe, id: 'own:1' };
    expect(catalogMeal(own, 2)).not.toBe(catalogMeal(own, 2));
    expect(Object.isFrozen(catalogMeal(own, 2))).toBe(false);
  });

  it(`keeps the ${CATALOG_MEAL_CACHE_SIZE} most recently used`, () => {
    const [first, ...others] = RECIPES;
    if (!first || others.length < CATALOG_MEAL_CACHE_SIZE) throw new Error('too few recipes');
    const kept = catalogMeal(first, 6);
    for (const recipe of others.slice(0, CATALOG_MEAL_CACHE_SIZE - 1)) catalogMeal(recipe, 6);
    expect(catalogMeal(first, 6)).toBe(kept);
    for (const recipe of others.slice(0, CATALOG_MEAL_CACHE_SIZE)) catalogMeal(recipe, 5);
    const again = catalogMeal(first, 6);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
  });
});

describe('deepFreeze', () => {
  it('freezes everything an object holds, and leaves other values as they are', () => {
    const value = deepFreeze({ a: [{ b: 1 }], c: { d: 'x' } });
    expect(isDeepFrozen(value)).toBe(true);
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBe(null);
  });
});
