import { RECIPES } from './data/recipes';
import type { Recipe } from './types';

let byIngredient: Map<string, Recipe[]> | undefined;

/**
 * The catalog's recipes that use an ingredient, the ones using the most of it per serving first
 * (then by name): what to cook to use something up. Indexed once, on first use.
 */
export function catalogRecipesUsing(ingredientId: string): readonly Recipe[] {
  if (!byIngredient) {
    const index = new Map<string, { recipe: Recipe; amount: number }[]>();
    for (const recipe of RECIPES) {
      for (const line of recipe.ingredients) {
        const list = index.get(line.id) ?? [];
        list.push({ recipe, amount: line.amount });
        index.set(line.id, list);
      }
    }
    byIngredient = new Map(
      [...index].map(([id, uses]) => [
        id,
        uses.sort((a, b) => b.amount - a.amount || a.recipe.name.localeCompare(b.recipe.name, 'en-GB')).map((use) => use.recipe),
      ]),
    );
  }
  return byIngredient.get(ingredientId) ?? [];
}
