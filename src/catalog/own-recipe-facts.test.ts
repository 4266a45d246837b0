import { describe, expect, it } from 'vitest';
import { ingredientById } from './ingredient-index';
import { ownRecipeFacts, type FactsRecipe } from './own-recipe-facts';
import { RECIPES } from './data/recipes';
import { recipeFacts } from './recipe-facts';
import { resolveRecipeLines } from './resolve-recipe-lines';
import { formatQuantity } from '../domain/units/format-quantity';
import { cookQuantity } from './to-meal';

const recipe = (texts: readonly string[], extra: Partial<FactsRecipe> = {}): FactsRecipe => ({
  servings: 2,
  cuisine: null,
  mealType: 'main',
  prepMinutes: 10,
  cookMinutes: 20,
  ingredients: resolveRecipeLines(texts.map((text) => ({ text, matchedBy: 'larder' as const }))),
  ...extra,
});

describe('resolveRecipeLines', () => {
  it('reads and matches each line, and turns a heading into the group of the lines after it', () => {
    const lines = resolveRecipeLines(
      ['300g chicken breast, diced', 'For the sauce:', '2 tbsp soy sauce', '150ml cold water'].map((text) => ({
        text,
        matchedBy: 'larder' as const,
      })),
    );
    expect(lines.map((line) => [line.food, line.ingredientId, line.match, line.group])).toEqual([
      ['chicken breast', 'chicken-breast', 'ingredient', null],
      ['soy sauce', 'soy-sauce', 'ingredient', 'For the sauce'],
      ['cold water', null, 'skip', 'For the sauce'],
    ]);
  });

  it("keeps the cook's match even where Larder would choose another", () => {
    const [line] = resolveRecipeLines([{ text: '2 tbsp oil', matchedBy: 'cook', match: 'ingredient', ingredientId: 'olive-oil' }]);
    expect(line).toMatchObject({
      ingredientId: 'olive-oil',
      match: 'ingredient',
      matchedBy: 'cook',
      quantity: { amount: 2, unit: 'tbsp' },
    });
  });

  it('marks a food the table does not know as unmatched', () => {
    const [line] = resolveRecipeLines([{ text: '2 dragon fruits', matchedBy: 'larder' }]);
    expect(line).toMatchObject({ match: 'unmatched', ingredientId: null });
  });
});

describe('ownRecipeFacts', () => {
  it('computes nutrition and price per serving from the matched lines', () => {
    const one = ownRecipeFacts(recipe(['400g chicken breast', '200g basmati rice'], { servings: 1 }));
    const two = ownRecipeFacts(recipe(['400g chicken breast', '200g basmati rice'], { servings: 2 }));
    expect(two.nutrition.calories).toBeCloseTo(one.nutrition.calories / 2, -1);
    expect(two.price).toBeCloseTo(one.price / 2, 1);
    expect(two.countedLines).toBe(2);
    expect(two.totalMinutes).toBe(30);
  });

  it('keeps allergens and diets unknown while any line is unmatched', () => {
    const facts = ownRecipeFacts(recipe(['200g plain flour', '2 dragon fruits']));
    expect(facts.unmatchedLines).toEqual([1]);
    expect(facts.allergens.state).toBe('unknown');
    expect(facts.allergens.contains).toContain('gluten');
    expect(facts.diet).toEqual({ state: 'unknown', flags: [], dietaryOptions: [] });
  });

  it('knows allergens and diets when every line is matched or not bought', () => {
    const facts = ownRecipeFacts(recipe(['200g firm tofu', '1 head broccoli', '2 tbsp soy sauce', '100ml boiling water']));
    expect(facts.allergens).toEqual({ state: 'known', contains: ['gluten', 'soya'], mayContain: [] });
    expect(facts.diet.state).toBe('known');
    expect(facts.diet.dietaryOptions).toEqual(expect.arrayContaining(['Vegan', 'Vegetarian']));
    expect(facts.diet.dietaryOptions).not.toContain('Gluten-free');
  });

  it("says what the lines may contain, in the UK's order, as a catalog recipe does", () => {
    // Nori may carry crustaceans and molluscs, tortilla chips gluten and milk (issue 13).
    const facts = ownRecipeFacts(recipe(['2 nori sheets', '100g tortilla chips', '1 avocado']));
    expect(facts.allergens).toEqual({ state: 'known', contains: [], mayContain: ['gluten', 'crustaceans', 'milk', 'molluscs'] });
  });

  it('counts a tin as the usual pack, and says when an amount could not be counted', () => {
    const tin = ownRecipeFacts(recipe(['1 tin chopped tomatoes'], { servings: 1 }));
    const grams = ownRecipeFacts(recipe(['400g chopped tomatoes'], { servings: 1 }));
    expect(tin.nutrition).toEqual(grams.nutrition);
    const unknownAmount = ownRecipeFacts(recipe(['olive oil, for frying', '400g chopped tomatoes']));
    expect(unknownAmount).toMatchObject({ countedLines: 1, foodLines: 2 });
    expect(unknownAmount.diet.dietaryOptions).not.toContain('Low-carb');
  });

  it('reads a volume of stock as the cubes that make it', () => {
    const [line] = resolveRecipeLines([{ text: '750ml vegetable stock', matchedBy: 'larder' }]);
    const stock = ownRecipeFacts(recipe(['750ml vegetable stock'], { servings: 1 }));
    const cubes = ownRecipeFacts(recipe(['1.5 vegetable stock cubes'], { servings: 1 }));
    expect(line?.ingredientId).toBe('vegetable-stock-cube');
    expect(stock.price).toBeCloseTo(cubes.price, 2);
    expect(stock.nutrition).toEqual(cubes.nutrition);
  });

  it('agrees with the catalog on its own recipes written out as text', () => {
    const sample = RECIPES.filter((_, index) => index % 25 === 0);
    let agreeing = 0;
    for (const catalogRecipe of sample) {
      const texts = catalogRecipe.ingredients.map((line) => {
        const ingredient = ingredientById(line.id);
        return `${formatQuantity(cookQuantity(line.amount, ingredient!))} ${ingredient!.name}`;
      });
      const facts = ownRecipeFacts(recipe(texts, { servings: 1, cuisine: catalogRecipe.cuisine }));
      const expected = recipeFacts(catalogRecipe);
      if (
        facts.unmatchedLines.length === 0 &&
        Math.abs(facts.nutrition.calories - expected.nutrition.calories) <= expected.nutrition.calories * 0.05
      )
        agreeing += 1;
    }
    expect(agreeing / sample.length).toBeGreaterThanOrEqual(0.8);
  });
});
