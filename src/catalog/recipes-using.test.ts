import { describe, expect, it } from 'vitest';
import { RECIPES } from './data/recipes';
import { catalogRecipesUsing } from './recipes-using';

describe('catalog recipes using an ingredient', () => {
  it('finds every recipe with the ingredient, the one using the most of it first', () => {
    const [someLine] = RECIPES[0]!.ingredients;
    const id = someLine!.id;
    const found = catalogRecipesUsing(id);
    const expected = RECIPES.filter((recipe) => recipe.ingredients.some((line) => line.id === id));
    expect(found.map((recipe) => recipe.id).sort()).toEqual(expected.map((recipe) => recipe.id).sort());
    const amounts = found.map((recipe) => Math.max(...recipe.ingredients.filter((line) => line.id === id).map((line) => line.amount)));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('finds nothing for an ingredient no recipe uses', () => {
    expect(catalogRecipesUsing('not-an-ingredient')).toEqual([]);
  });
});
