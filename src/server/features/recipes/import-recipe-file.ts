import { AppError } from '../../../domain/errors';
import {
  MAX_RECIPES_PER_COOK,
  MAX_RECIPE_LINES,
  MAX_RECIPE_STEPS,
  larderRecordSchema,
  ownRecipeInputSchema,
  recipeFileSchema,
  type OwnRecipeData,
  type RecipeFileImport,
} from '../../../domain/recipes';
import type { Database } from '../../db/database';
import { parseOrThrow } from '../../http/validate';
import { createRecipe } from './create-recipe';
import { readRecipeNode } from './extract/extract-recipe';
import { hasType, isNode, type SchemaNode } from './extract/schema-node';
import { loadRecipes } from './recipe-rows';
import { storeRecipeImage } from './store-recipe-image';

type Candidate = { input: unknown; image: Buffer | null };

function nodesOf(file: unknown): SchemaNode[] {
  const list = Array.isArray(file) ? file : isNode(file) && Array.isArray(file['@graph']) ? file['@graph'] : [file];
  return list.filter((node): node is SchemaNode => isNode(node) && hasType(node, 'Recipe'));
}

function inlineImage(node: SchemaNode): Buffer | null {
  const image = node.image;
  const url = typeof image === 'string' ? image : isNode(image) ? (image.contentUrl ?? image.url) : undefined;
  if (typeof url !== 'string') return null;
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(url);
  return match ? Buffer.from(match[1] ?? '', 'base64') : null;
}

/** A file's recipe as the form would send it: Larder's own record when there is one, else read like a page. */
function candidateOf(node: SchemaNode): Candidate {
  const record = larderRecordSchema.safeParse(node.larder);
  if (record.success) {
    const { lines, ...rest } = record.data;
    return { input: { ...rest, ingredients: lines }, image: inlineImage(node) };
  }
  const read = readRecipeNode(node);
  return {
    input: {
      name: read.name,
      description: read.description,
      cuisine: read.cuisine,
      mealType: read.mealType,
      servings: read.servings ?? 1,
      prepMinutes: read.prepMinutes,
      cookMinutes: read.cookMinutes,
      ingredients: read.ingredientLines.slice(0, MAX_RECIPE_LINES).map((text) => ({ text })),
      steps: read.steps.slice(0, MAX_RECIPE_STEPS),
      source: read.source.url || read.source.name || read.source.author ? read.source : null,
    },
    image: inlineImage(node),
  };
}

const identity = (recipe: { name: string; ingredients: readonly { text: string }[] }) =>
  `${recipe.name.trim().toLowerCase()}\n${recipe.ingredients.map((line) => line.text.trim()).join('\n')}`;

export type PreparedRecipeFile = { fresh: { data: OwnRecipeData; image: Buffer | null }[]; skipped: number };

/** A recipe file sent by a cook, to be read into their recipes. */
type RecipeFileInput = { database: Database; userId: string; file: unknown };

/**
 * Reads a recipe file and checks every recipe, and the cook's quota, before anything is saved.
 * A recipe the cook already has (same name and lines) is skipped, so importing twice does not
 * double it. Split from the saving so that an account import can check all its parts first.
 */
export async function prepareRecipeFile({ database, userId, file }: RecipeFileInput): Promise<PreparedRecipeFile> {
  parseOrThrow(recipeFileSchema, file);
  const nodes = nodesOf(file);
  if (nodes.length === 0) throw new AppError('validation', 'No recipes were found in that file.');
  const candidates = nodes.map(candidateOf);
  const parsed: { data: OwnRecipeData; image: Buffer | null }[] = candidates.map((candidate, index) => {
    try {
      return { data: parseOrThrow(ownRecipeInputSchema, candidate.input), image: candidate.image };
    } catch (error) {
      if (error instanceof AppError) throw new AppError('validation', `Recipe ${index + 1} in the file: ${error.message}`, error.fields);
      throw error;
    }
  });

  const existing = new Set((await loadRecipes(database.db, userId)).map(identity));
  const fresh = parsed.filter(({ data }) => {
    const key = identity({ name: data.name, ingredients: data.ingredients });
    if (existing.has(key)) return false;
    existing.add(key);
    return true;
  });
  if (existing.size > MAX_RECIPES_PER_COOK) {
    throw new AppError('conflict', `You can keep up to ${MAX_RECIPES_PER_COOK} recipes: this file would take you to ${existing.size}.`);
  }
  return { fresh, skipped: parsed.length - fresh.length };
}

/** Saves what prepareRecipeFile let through. */
export async function saveRecipeFile({
  database,
  userId,
  prepared,
}: {
  database: Database;
  userId: string;
  prepared: PreparedRecipeFile;
}): Promise<RecipeFileImport> {
  const ids: string[] = [];
  for (const { data, image } of prepared.fresh) {
    const imageId = image ? (await storeRecipeImage({ database, userId, bytes: image })).id : null;
    ids.push((await createRecipe({ database, userId, data: { ...data, imageId } })).id);
  }
  return { imported: ids.length, skipped: prepared.skipped, ids };
}

/** Brings back an exported file (or any JSON-LD of schema.org Recipes): every recipe checked before anything is saved. */
export async function importRecipeFile({ database, userId, file }: RecipeFileInput): Promise<RecipeFileImport> {
  const prepared = await prepareRecipeFile({ database, userId, file });
  return saveRecipeFile({ database, userId, prepared });
}
