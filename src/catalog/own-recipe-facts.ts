import type { LineMatch, OwnRecipeFacts } from '../domain/recipes/own-recipe';
import type { Cuisine } from '../domain/preferences';
import type { Amount } from '../domain/units/ingredient-line';
import { ingredientById } from './ingredient-index';
import { amountInIngredientUnit } from './line-amount';
import { recipeFacts } from './recipe-facts';
import type { RecipeIngredient } from './types';

export type FactsLine = { match: LineMatch; ingredientId: string | null; quantity: Amount | null };

export type FactsRecipe = {
  servings: number;
  cuisine: Cuisine | null;
  mealType: 'main' | 'breakfast';
  prepMinutes: number | null;
  cookMinutes: number | null;
  ingredients: readonly FactsLine[];
};

/** Options that rest on the carbohydrate total: not claimed while some amounts are not counted. */
const NUTRITION_OPTIONS = new Set(['Keto', 'Low-carb']);

/**
 * Nutrition and price per serving, diets and allergens of a cook's recipe, from its matched
 * lines, through the catalog's own fact computation (`recipeFacts`). A line not matched makes
 * allergens and diets unknown (never guessed); lines marked 'skip' (water, skewers) do not count.
 */
export function ownRecipeFacts(recipe: FactsRecipe): OwnRecipeFacts {
  const servings = Math.max(1, recipe.servings);
  const matched: RecipeIngredient[] = [];
  const unmatchedLines: number[] = [];
  let foodLines = 0;
  let countedLines = 0;
  recipe.ingredients.forEach((line, index) => {
    if (line.match === 'skip') return;
    foodLines += 1;
    const ingredient = line.match === 'ingredient' && line.ingredientId ? ingredientById(line.ingredientId) : undefined;
    if (!ingredient) {
      unmatchedLines.push(index);
      return;
    }
    const amount = line.quantity ? amountInIngredientUnit(line.quantity, ingredient) : undefined;
    if (amount !== undefined) countedLines += 1;
    // An amount that cannot be known still brings its allergens and diets, at no weight.
    matched.push({ id: ingredient.id, amount: (amount ?? 0) / servings });
  });

  const facts = recipeFacts({
    // Only 'Mediterranean' reads the cuisine; a recipe with none is not claimed to be one.
    cuisine: recipe.cuisine ?? 'British',
    ingredients: matched,
    prepMinutes: recipe.prepMinutes ?? 0,
    cookMinutes: recipe.cookMinutes ?? 0,
  });

  const known = unmatchedLines.length === 0;
  // The catalog's own reading: both lists in the UK's order, 'may contain' less what it contains.
  const contains = [...facts.allergens];
  const mayContain = [...facts.mayContain];
  const complete = countedLines === foodLines;
  return {
    nutrition: facts.nutrition,
    price: facts.price,
    totalMinutes: recipe.prepMinutes === null && recipe.cookMinutes === null ? null : (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0),
    countedLines,
    foodLines,
    unmatchedLines,
    allergens: { state: known ? 'known' : 'unknown', contains, mayContain },
    diet: known
      ? {
          state: 'known',
          flags: [...facts.diet],
          dietaryOptions: facts.dietaryOptions.filter((option) => complete || !NUTRITION_OPTIONS.has(option)),
        }
      : { state: 'unknown', flags: [], dietaryOptions: [] },
  };
}
