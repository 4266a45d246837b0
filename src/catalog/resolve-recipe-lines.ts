import type { RecipeLine, RecipeLineInput } from '../domain/recipes/own-recipe';
import { readIngredientLines } from '../domain/units/parse-ingredient-line';
import { identifyLine } from './match-ingredient';

type LineInput = Pick<RecipeLineInput, 'text' | 'group' | 'matchedBy' | 'match' | 'ingredientId'>;

/**
 * A recipe's lines as Larder keeps them: each text read into amount, unit, food and note, and
 * matched to the ingredient table, unless the cook chose the match (kept as the cook left it).
 * A heading among the lines ('For the sauce:') becomes the group of the lines after it.
 * The cook's ingredient ids are checked by the caller (a route answers 400 for an unknown one).
 */
export function resolveRecipeLines(inputs: readonly LineInput[]): RecipeLine[] {
  const lines: RecipeLine[] = [];
  let heading: string | null = null;
  const reads = readIngredientLines(inputs.map((input) => input.text));
  for (const [index, input] of inputs.entries()) {
    const read = reads[index];
    if (!read) continue;
    if (read.kind === 'heading') {
      heading = read.heading;
      continue;
    }
    const { kind: _kind, ...parsed } = read;
    const group = input.group ?? heading;
    if (input.matchedBy === 'cook' && input.match) {
      const ingredientId = input.match === 'ingredient' ? (input.ingredientId ?? null) : null;
      lines.push({ ...parsed, group, match: input.match, ingredientId, matchedBy: 'cook' });
      continue;
    }
    const identity = identifyLine(parsed);
    lines.push({ ...parsed, group, match: identity.match, ingredientId: identity.ingredient?.id ?? null, matchedBy: 'larder' });
  }
  return lines;
}
