import { ownRecipeFacts } from '../../../catalog/own-recipe-facts';
import { resolveRecipeLines } from '../../../catalog/resolve-recipe-lines';
import { AppError } from '../../../domain/errors';
import type { RecipePreview, recipePreviewSchema } from '../../../domain/recipes';
import type { z } from 'zod';
import { isIngredientId } from '../../../catalog/match-ingredient';

/** The form's lines read and matched, with nutrition, price, diets and allergens, nothing saved. */
export function previewRecipe(input: z.output<typeof recipePreviewSchema>): RecipePreview {
  const bad = input.ingredients.findIndex((line) => line.ingredientId && !isIngredientId(line.ingredientId));
  if (bad >= 0)
    throw new AppError('validation', `ingredients.${bad}.ingredientId: not an ingredient of Larder’s table.`, {
      [`ingredients.${bad}.ingredientId`]: 'Unknown ingredient',
    });
  const ingredients = resolveRecipeLines(input.ingredients);
  return { ingredients, facts: ownRecipeFacts({ ...input, ingredients }) };
}
