import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIET_FLAGS } from '../domain/meal';
import { CUISINES, DIETARY_OPTIONS } from '../domain/preferences';
import { SHOPPING_CATEGORIES } from '../domain/shopping-list';
import { INGREDIENTS } from './data/ingredients';
import { RECIPES } from './data/recipes';
import { ingredientById } from './ingredient-index';
import { recipeFacts } from './recipe-facts';

describe('ingredient table', () => {
  it('has at least 350 ingredients with unique kebab-case ids', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(350);
    const ids = INGREDIENTS.map((ingredient) => ingredient.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(INGREDIENTS.map((ingredient) => [ingredient.id, ingredient] as const))(
    '%s: energy agrees with 4·protein + 4·carbs + 9·fat',
    (_id, ingredient) => {
      const { kcal, protein, carbs, fat, alcohol = 0 } = ingredient.per100g;
      const fromMacros = 4 * protein + 4 * carbs + 9 * fat + 7 * alcohol;
      // 15%, or a few kcal for near-zero foods such as vinegar and salt.
      expect(Math.abs(kcal - fromMacros)).toBeLessThanOrEqual(Math.max(0.15 * kcal, 8));
    },
  );

  it('gives every ingredient a price with its year, a pack, a shelf life and valid flags', () => {
    for (const ingredient of INGREDIENTS) {
      expect(ingredient.price.pounds, ingredient.id).toBeGreaterThan(0);
      expect(ingredient.price.year, ingredient.id).toBeGreaterThanOrEqual(2024);
      expect(ingredient.price.per, ingredient.id).toBe({ g: 'kg', ml: 'l', item: 'item' }[ingredient.unit]);
      expect(ingredient.pack.size, ingredient.id).toBeGreaterThan(0);
      expect(ingredient.pack.label.length, ingredient.id).toBeGreaterThan(0);
      expect(ingredient.shelfLife.days, ingredient.id).toBeGreaterThan(0);
      expect(SHOPPING_CATEGORIES, ingredient.id).toContain(ingredient.category);
      for (const flag of ingredient.diet) expect(DIET_FLAGS).toContain(flag);
      for (const allergen of ingredient.allergens) expect(ALLERGENS).toContain(allergen);
      if (ingredient.unit === 'item') expect(ingredient.gramsPerItem, ingredient.id).toBeGreaterThan(0);
      if (ingredient.unit === 'ml') expect(ingredient.density, ingredient.id).toBeGreaterThan(0);
    }
  });

  it('never calls an ingredient with an allergen free of it', () => {
    for (const ingredient of INGREDIENTS) {
      if (ingredient.allergens.includes('gluten')) expect(ingredient.diet, ingredient.id).not.toContain('gluten-free');
      if (ingredient.allergens.includes('milk')) expect(ingredient.diet, ingredient.id).not.toContain('dairy-free');
      if (ingredient.meat) expect(ingredient.diet, ingredient.id).not.toContain('vegetarian');
      if (ingredient.allergens.some((a) => a === 'fish' || a === 'crustaceans' || a === 'molluscs' || a === 'milk' || a === 'eggs')) {
        expect(ingredient.diet, ingredient.id).not.toContain('vegan');
      }
    }
  });
});

describe('recipes', () => {
  it('has at least 300 recipes with unique ids, every ingredient in the table', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(RECIPES.map((recipe) => recipe.id)).size).toBe(RECIPES.length);
    for (const recipe of RECIPES) {
      for (const line of recipe.ingredients) {
        expect(ingredientById(line.id), `${recipe.id} uses ${line.id}`).toBeDefined();
        expect(line.amount, `${recipe.id} ${line.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('describes each dish in at most 100 characters without steps, and gives steps, times and storage tips', () => {
    for (const recipe of RECIPES) {
      expect(recipe.description.length, recipe.id).toBeLessThanOrEqual(100);
      expect(recipe.description, recipe.id).not.toMatch(/step/i);
      expect(recipe.instructions.length, recipe.id).toBeGreaterThanOrEqual(2);
      expect(recipe.prepMinutes + recipe.cookMinutes, recipe.id).toBeGreaterThan(0);
      expect(recipe.storage.length, recipe.id).toBeGreaterThan(10);
      expect(recipe.isBreakfast, recipe.id).toBe(recipe.mealType === 'breakfast');
    }
  });

  it('has at least 6 recipes for each of the 34 cuisines, and at least 40 breakfasts', () => {
    for (const cuisine of CUISINES) {
      expect(RECIPES.filter((recipe) => recipe.cuisine === cuisine).length, cuisine).toBeGreaterThanOrEqual(6);
    }
    expect(RECIPES.filter((recipe) => recipe.isBreakfast).length).toBeGreaterThanOrEqual(40);
  });

  it('has at least 25 recipes for every dietary option', () => {
    for (const option of DIETARY_OPTIONS) {
      expect(RECIPES.filter((recipe) => recipeFacts(recipe).dietaryOptions.includes(option)).length, option).toBeGreaterThanOrEqual(25);
    }
  });
});
