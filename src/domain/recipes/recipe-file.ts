import * as z from 'zod/mini';
import { LINE_MATCHES, MATCHED_BY, recipeSourceSchema, recipeStepSchema, type OwnRecipe } from './own-recipe';
import { formatIsoDuration } from './iso-duration';
import { MAX_RECIPES_PER_COOK } from './limits';

/**
 * The file a cook exports and imports again: JSON-LD (schema.org Recipe, readable by other
 * recipe apps) whose recipes each carry Larder's own record under "larder": the lines with their
 * matches, servings and minutes as numbers, notes. Read back, the "larder" record wins, so
 * nothing is lost; a Recipe without it is read like an imported page.
 */
export const RECIPE_FILE_FORMAT = 'larder-recipes';
export const RECIPE_FILE_VERSION = 1;

export const larderRecordSchema = z.object({
  version: z.literal(RECIPE_FILE_VERSION),
  name: z.string(),
  description: z.string(),
  cuisine: z.nullable(z.string()),
  mealType: z.string(),
  servings: z.number(),
  prepMinutes: z.nullable(z.number()),
  cookMinutes: z.nullable(z.number()),
  lines: z.array(
    z.object({
      text: z.string(),
      group: z.nullable(z.string()),
      match: z.enum(LINE_MATCHES),
      ingredientId: z.nullable(z.string()),
      matchedBy: z.enum(MATCHED_BY),
    }),
  ),
  steps: z.array(recipeStepSchema),
  notes: z.string(),
  source: z.nullable(recipeSourceSchema),
});
export type LarderRecord = z.infer<typeof larderRecordSchema>;

export const recipeFileSchema = z.union(
  [
    z.looseObject({
      '@graph': z.array(z.unknown()).check(z.maxLength(MAX_RECIPES_PER_COOK, `A file holds at most ${MAX_RECIPES_PER_COOK} recipes`)),
    }),
    z.array(z.unknown()).check(z.maxLength(MAX_RECIPES_PER_COOK, `A file holds at most ${MAX_RECIPES_PER_COOK} recipes`)),
    z.looseObject({ '@type': z.unknown() }),
  ],
  { error: 'This is not a recipe file: expected JSON-LD with schema.org Recipes' },
);

export type ExportedImage = { contentType: string; base64: string };

/** One recipe as schema.org Recipe plus Larder's record. */
export function recipeToJsonLd(recipe: OwnRecipe, image: ExportedImage | null): Record<string, unknown> {
  const steps = recipe.steps;
  const sections: { name: string | null; steps: string[] }[] = [];
  for (const step of steps) {
    const last = sections.at(-1);
    if (last && last.name === step.section) last.steps.push(step.text);
    else sections.push({ name: step.section, steps: [step.text] });
  }
  const howTo = sections.flatMap((section): Record<string, unknown>[] =>
    section.name
      ? [{ '@type': 'HowToSection', name: section.name, itemListElement: section.steps.map((text) => ({ '@type': 'HowToStep', text })) }]
      : section.steps.map((text) => ({ '@type': 'HowToStep', text })),
  );
  const record: LarderRecord = {
    version: RECIPE_FILE_VERSION,
    name: recipe.name,
    description: recipe.description,
    cuisine: recipe.cuisine,
    mealType: recipe.mealType,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    lines: recipe.ingredients.map(({ text, group, match, ingredientId, matchedBy }) => ({ text, group, match, ingredientId, matchedBy })),
    steps: recipe.steps,
    notes: recipe.notes,
    source: recipe.source,
  };
  return {
    '@type': 'Recipe',
    name: recipe.name,
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine } : {}),
    recipeCategory: recipe.mealType === 'breakfast' ? 'Breakfast' : 'Main course',
    recipeYield: `${recipe.servings} servings`,
    ...(recipe.prepMinutes !== null ? { prepTime: formatIsoDuration(recipe.prepMinutes) } : {}),
    ...(recipe.cookMinutes !== null ? { cookTime: formatIsoDuration(recipe.cookMinutes) } : {}),
    ...(recipe.facts.totalMinutes !== null ? { totalTime: formatIsoDuration(recipe.facts.totalMinutes) } : {}),
    recipeIngredient: recipe.ingredients.map((line) => line.text),
    recipeInstructions: howTo,
    ...(image
      ? {
          image: {
            '@type': 'ImageObject',
            encodingFormat: image.contentType,
            contentUrl: `data:${image.contentType};base64,${image.base64}`,
          },
        }
      : {}),
    ...(recipe.source?.author ? { author: { '@type': 'Person', name: recipe.source.author } } : {}),
    ...(recipe.source?.name ? { publisher: { '@type': 'Organization', name: recipe.source.name } } : {}),
    ...(recipe.source?.url ? { isBasedOn: recipe.source.url } : {}),
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
    larder: record,
  };
}

export function recipeFile(recipes: readonly Record<string, unknown>[], exportedAt: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': recipes,
    larder: { format: RECIPE_FILE_FORMAT, version: RECIPE_FILE_VERSION, exportedAt },
  };
}

/** The answer to importing a file. */
export type RecipeFileImport = { imported: number; skipped: number; ids: string[] };
