import { ownRecipeFacts } from '../../../catalog/own-recipe-facts';
import { resolveRecipeLines } from '../../../catalog/resolve-recipe-lines';
import { AppError } from '../../../domain/errors';
import {
  MAX_CREDIT_LENGTH,
  MAX_GROUP_LENGTH,
  MAX_RECIPE_DESCRIPTION_LENGTH,
  MAX_RECIPE_LINES,
  MAX_RECIPE_MINUTES,
  MAX_RECIPE_NAME_LENGTH,
  MAX_RECIPE_SERVINGS,
  MAX_RECIPE_STEPS,
  MAX_SOURCE_URL_LENGTH,
  MAX_STEP_LENGTH,
  type ImportRecipeRequest,
  type ImportedRecipe,
} from '../../../domain/recipes';
import { MAX_INGREDIENT_LINE_LENGTH } from '../../../domain/units';
import type { Database } from '../../db/database';
import { extractRecipe } from './extract/extract-recipe';
import { fetchRecipePage, fetchRecipePicture, type FetchSettings } from './read-page';
import { storeRecipeImage } from './store-recipe-image';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const cutOrNull = (text: string | null, max: number) => (text ? cut(text, max) : null);
const minutes = (value: number | null) => (value === null || value > MAX_RECIPE_MINUTES ? null : value);

/**
 * A recipe read from a page (fetched by the server, or pasted), its lines parsed and matched,
 * its picture fetched once and kept. Nothing else is saved: the form opens with it.
 */
export async function importRecipe({
  database,
  userId,
  request,
  fetchSettings,
}: {
  database: Database;
  userId: string;
  request: ImportRecipeRequest;
  fetchSettings: FetchSettings;
}): Promise<ImportedRecipe> {
  const page = 'html' in request ? { html: request.html, url: request.url } : await fetchRecipePage(request.url, fetchSettings);
  const found = extractRecipe(page.html, page.url);
  if (!found || found.ingredientLines.length === 0) {
    throw new AppError('validation', 'No recipe was found on that page. Check the link, or paste the page’s HTML.');
  }
  const warnings: string[] = [];
  if (found.ingredientLines.length > MAX_RECIPE_LINES) warnings.push(`Only the first ${MAX_RECIPE_LINES} ingredient lines were kept.`);
  if (found.steps.length > MAX_RECIPE_STEPS) warnings.push(`Only the first ${MAX_RECIPE_STEPS} steps were kept.`);
  if (found.steps.length === 0) warnings.push('No steps were found on the page.');
  if (!found.name) warnings.push('No name was found: give the recipe one.');

  const ingredients = resolveRecipeLines(
    found.ingredientLines
      .slice(0, MAX_RECIPE_LINES)
      .map((text) => ({ text: cut(text, MAX_INGREDIENT_LINE_LENGTH), matchedBy: 'larder' as const })),
  );
  const unmatched = ingredients.filter((line) => line.match === 'unmatched').length;
  if (unmatched > 0)
    warnings.push(
      `${unmatched} ingredient ${unmatched === 1 ? 'line was' : 'lines were'} not found in Larder’s table: choose a match, or allergens stay unknown.`,
    );

  let image: { id: string; url: string } | null = null;
  if (found.imageUrl) {
    const picture = await fetchRecipePicture(found.imageUrl, fetchSettings);
    if ('bytes' in picture) {
      try {
        image = await storeRecipeImage({ database, userId, bytes: picture.bytes });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        warnings.push(`The picture was not kept: ${error.message}`);
      }
    } else {
      warnings.push(`The picture could not be fetched: ${picture.problem}`);
    }
  }

  const servings = found.servings !== null && found.servings <= MAX_RECIPE_SERVINGS ? found.servings : null;
  const prepMinutes = minutes(found.prepMinutes);
  const cookMinutes = minutes(found.cookMinutes);
  return {
    name: cut(found.name, MAX_RECIPE_NAME_LENGTH),
    description: cut(found.description, MAX_RECIPE_DESCRIPTION_LENGTH),
    cuisine: found.cuisine,
    mealType: found.mealType,
    servings,
    yieldText: cutOrNull(found.yieldText, MAX_CREDIT_LENGTH),
    prepMinutes,
    cookMinutes,
    totalMinutes: minutes(found.totalMinutes),
    imageId: image?.id ?? null,
    imageUrl: image?.url ?? null,
    ingredients,
    steps: found.steps
      .slice(0, MAX_RECIPE_STEPS)
      .map((step) => ({ text: cut(step.text, MAX_STEP_LENGTH), section: cutOrNull(step.section, MAX_GROUP_LENGTH) })),
    source: {
      url: found.source.url && found.source.url.length <= MAX_SOURCE_URL_LENGTH ? found.source.url : null,
      name: cutOrNull(found.source.name, MAX_CREDIT_LENGTH),
      author: cutOrNull(found.source.author, MAX_CREDIT_LENGTH),
    },
    foundIn: found.foundIn,
    warnings,
    facts: ownRecipeFacts({
      servings: servings ?? 1,
      cuisine: found.cuisine,
      mealType: found.mealType,
      prepMinutes,
      cookMinutes,
      ingredients,
    }),
  };
}
