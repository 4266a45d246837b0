import { describe, expect, it } from 'vitest';
import { cookExclusions } from '../domain/allergens';
import { RECIPES } from './data/recipes';
import { excludes } from './exclusions';
import { requireIngredient } from './ingredient-index';
import { recipeFacts } from './recipe-facts';
import { recipeToMeal } from './to-meal';
import type { Recipe } from './types';

const recipe = (ingredients: Recipe['ingredients']): Recipe => ({
  id: 'test',
  name: 'Test',
  description: 'A test dish.',
  cuisine: 'British',
  mealType: 'main',
  isBreakfast: false,
  ingredients,
  instructions: ['Cook.', 'Eat.'],
  prepMinutes: 5,
  cookMinutes: 10,
  skill: 'beginner',
  storage: 'Keeps for 2 days in the fridge.',
  leftovers: { fridgeDays: 2, freezes: false },
});

describe('kosher', () => {
  it('never mixes meat with fish, as with milk', () => {
    const withFishSauce = recipeFacts(
      recipe([
        { id: 'chicken-thigh', amount: 150 },
        { id: 'fish-sauce', amount: 10 },
      ]),
    );
    expect(withFishSauce.dietaryOptions).not.toContain('Kosher');
    expect(recipeFacts(recipe([{ id: 'chicken-thigh', amount: 150 }])).dietaryOptions).toContain('Kosher');
  });

  it('takes only forequarter cuts and animals that can be kosher: no sirloin, rump, leg of lamb or venison', () => {
    for (const id of ['sirloin-steak', 'rump-steak', 'lamb-leg', 'lamb-chop', 'venison']) {
      expect(requireIngredient(id).diet, id).not.toContain('kosher');
    }
    for (const id of ['beef-brisket', 'stewing-steak', 'lamb-shoulder', 'chicken-thigh'])
      expect(requireIngredient(id).diet, id).toContain('kosher');
    expect(requireIngredient('venison').diet).not.toContain('halal');
  });

  it('leaves no catalog recipe tagged kosher that mixes meat with milk or fish', () => {
    for (const each of RECIPES) {
      if (!recipeFacts(each).dietaryOptions.includes('Kosher')) continue;
      const rows = each.ingredients.map((line) => requireIngredient(line.id));
      const meat = rows.some((row) => row.meat);
      const fishOrMilk = rows.some((row) => row.allergens.includes('fish') || row.allergens.includes('milk'));
      expect(meat && fishOrMilk, each.id).toBe(false);
    }
  });
});

describe('vegetarian cheese and vegan wine', () => {
  it('calls rennet cheeses vegetarian only when a vegetarian version is usual, and says to check the label', () => {
    expect(requireIngredient('parmesan').diet).not.toContain('vegetarian');
    expect(requireIngredient('gruyere').diet).not.toContain('vegetarian');
    const caprese = recipe([
      { id: 'mozzarella', amount: 100 },
      { id: 'tomato', amount: 150 },
    ]);
    expect(recipeFacts(caprese).dietaryOptions).toContain('Vegetarian');
    expect(recipeToMeal(caprese, 2).labelNotes).toEqual([
      'Vegetarian only if the mozzarella is made with vegetarian rennet: check the label.',
    ]);
    for (const id of ['mozzarella', 'feta', 'halloumi', 'goats-cheese', 'brie']) expect(requireIngredient(id).rennet, id).toBe('either');
  });

  it('never calls a wine vegan', () => {
    for (const id of ['red-wine', 'white-wine', 'dry-sherry']) expect(requireIngredient(id).diet, id).not.toContain('vegan');
  });
});

describe('food groups a cook excludes', () => {
  it("'poultry' takes in chicken stock cubes; 'beef' does not take in tuna steak", () => {
    const poultry = cookExclusions({ excludedItems: ['poultry'] });
    expect(excludes(poultry, requireIngredient('chicken-stock-cube'))).toBe(true);
    expect(excludes(poultry, requireIngredient('turkey-mince'))).toBe(true);
    expect(excludes(poultry, requireIngredient('egg'))).toBe(false);
    const beef = cookExclusions({ excludedItems: ['beef'] });
    expect(excludes(beef, requireIngredient('tuna-steak'))).toBe(false);
    expect(excludes(beef, requireIngredient('sirloin-steak'))).toBe(true);
    expect(excludes(beef, requireIngredient('beef-stock-cube'))).toBe(true);
    expect(excludes(beef, requireIngredient('tomato'))).toBe(false);
  });

  it("'pork' takes in bacon, chorizo and sausages; 'gluten-free' rules out gluten, not only tamari", () => {
    const pork = cookExclusions({ excludedItems: ['pork'] });
    for (const id of ['bacon-rasher', 'chorizo', 'pork-sausage', 'pancetta']) expect(excludes(pork, requireIngredient(id)), id).toBe(true);
    const glutenFree = cookExclusions({ excludedItems: ['gluten-free'] });
    expect(excludes(glutenFree, requireIngredient('tamari'))).toBe(false);
    expect(excludes(glutenFree, requireIngredient('spaghetti'))).toBe(true);
    expect(excludes(glutenFree, requireIngredient('baking-powder'))).toBe(true);
  });

  it("'sesame seeds' takes in tahini and hummus", () => {
    const sesame = cookExclusions({ excludedItems: ['sesame seeds'] });
    expect(excludes(sesame, requireIngredient('tahini'))).toBe(true);
    expect(excludes(sesame, requireIngredient('hummus'))).toBe(true);
  });
});

describe('may contain', () => {
  it('is part of the rows the issue named', () => {
    expect(requireIngredient('thai-red-curry-paste').allergens).toEqual(expect.arrayContaining(['crustaceans', 'fish']));
    expect(requireIngredient('chorizo').mayContain).toContain('milk');
    expect(requireIngredient('salami').mayContain).toContain('milk');
    expect(requireIngredient('miso-paste').mayContain).toContain('gluten');
    expect(requireIngredient('tortilla-chips').mayContain).toContain('gluten');
    expect(requireIngredient('baking-powder').mayContain).toContain('gluten');
    expect(requireIngredient('nori-sheet').mayContain).toContain('crustaceans');
    expect(requireIngredient('sultanas').aliases).not.toContain('golden raisins');
    expect(requireIngredient('worcestershire-sauce').aliases).toContain('worcestershire');
    for (const id of ['massaman-curry-paste', 'panang-curry-paste', 'thai-yellow-curry-paste']) {
      expect(requireIngredient(id).allergens, id).toEqual(expect.arrayContaining(['crustaceans', 'fish']));
    }
  });

  it('is a hard exclusion on the catalog and on the labels', () => {
    const gluten = cookExclusions({ allergies: ['gluten'] });
    expect(excludes(gluten, requireIngredient('tortilla-chips'))).toBe(true);
    const nachos = RECIPES.find((each) => each.ingredients.some((line) => line.id === 'tortilla-chips'));
    if (nachos) expect(recipeToMeal(nachos, 1).mayContain).toContain('gluten');
  });
});
