import { isIngredientId } from '../../../catalog/match-ingredient';
import { resolveRecipeLines } from '../../../catalog/resolve-recipe-lines';
import { AppError } from '../../../domain/errors';
import type { OwnRecipeData, RecipeLine } from '../../../domain/recipes';

export type PreparedRecipe = { data: OwnRecipeData; lines: RecipeLine[]; bytes: number };

/** A recipe from the form, its lines read and matched; an ingredient id the table does not know is a 400. */
export function prepareRecipe(data: OwnRecipeData): PreparedRecipe {
  const fields: Record<string, string> = {};
  data.ingredients.forEach((line, index) => {
    if (line.ingredientId && !isIngredientId(line.ingredientId))
      fields[`ingredients.${index}.ingredientId`] = 'Not an ingredient of Larder’s table';
  });
  const [first] = Object.keys(fields);
  if (first) throw new AppError('validation', `${first}: not an ingredient of Larder’s table.`, fields);
  const lines = resolveRecipeLines(data.ingredients);
  if (lines.length === 0)
    throw new AppError('validation', 'ingredients: add at least one ingredient (headings alone are not enough).', {
      ingredients: 'Add at least one ingredient',
    });
  return { data, lines, bytes: Buffer.byteLength(JSON.stringify({ ...data, ingredients: lines })) };
}
