import * as z from 'zod/mini';
import { ALLERGENS, DIET_FLAGS, MEAL_TYPES, nutritionSchema } from '../meal';
import { CUISINES, DIETARY_OPTIONS } from '../preferences';
import { receivedType } from '../errors/zod-words';
import { MAX_INGREDIENT_LINE_LENGTH, parsedLineSchema } from '../units/ingredient-line';
import {
  MAX_CREDIT_LENGTH,
  MAX_GROUP_LENGTH,
  MAX_RECIPE_BYTES,
  MAX_RECIPE_DESCRIPTION_LENGTH,
  MAX_RECIPE_LINES,
  MAX_RECIPE_MINUTES,
  MAX_RECIPE_NAME_LENGTH,
  MAX_RECIPE_NOTES_LENGTH,
  MAX_RECIPE_SERVINGS,
  MAX_RECIPE_STEPS,
  MAX_SOURCE_URL_LENGTH,
  MAX_STEP_LENGTH,
} from './limits';

/**
 * How a line meets the ingredient table: an ingredient of it, nothing to buy or count (water,
 * skewers, baking paper), or not found, which keeps the recipe's allergens and diets unknown.
 */
export const LINE_MATCHES = ['ingredient', 'skip', 'unmatched'] as const;
export type LineMatch = (typeof LINE_MATCHES)[number];
/** Who decided a line's match: Larder on its own, or the cook (kept until the cook changes it). */
export const MATCHED_BY = ['larder', 'cook'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

/*
 * zod's English words for the checks below that a cook can fail in the recipe form, the import
 * panel or "Save as my recipe" (a text too long, no recipe at all), written out: the page reads
 * these schemas with zod's functional API, which loads no default messages (decision 0015). The
 * server, which loads zod's full API, answers the same words.
 */
/** At most `max` characters; a value that is not text (only the API can send one) keeps zod's own words. */
const maxText = (max: number) =>
  z.maxLength(max, {
    error: (issue) => (issue.origin === 'string' ? `Too big: expected string to have <=${max} characters` : undefined),
  });
const notAnObject = (issue: { input?: unknown }) => `Invalid input: expected object, received ${receivedType(issue.input)}`;

const ingredientIdSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(80), z.regex(/^[a-z0-9-]+$/, 'Not an ingredient of Larder’s table'));

const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), maxText(max))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );

export const httpUrlSchema = z.string().check(
  z.trim(),
  maxText(MAX_SOURCE_URL_LENGTH),
  z.refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Use a web address starting with http:// or https://'),
);

/** A line as the form sends it: the text, and the cook's match when the cook chose one. */
export const recipeLineInputSchema = z
  .object({
    text: z.string().check(z.trim(), z.minLength(1, 'An ingredient line cannot be empty'), maxText(MAX_INGREDIENT_LINE_LENGTH)),
    group: optionalText(MAX_GROUP_LENGTH),
    matchedBy: z._default(z.enum(MATCHED_BY), 'larder'),
    match: z.optional(z.enum(LINE_MATCHES)),
    ingredientId: z.nullish(ingredientIdSchema),
  })
  .check(
    z.refine((line) => !(line.matchedBy === 'cook' && line.match === 'ingredient' && !line.ingredientId), {
      message: 'Choose the ingredient this line is',
      path: ['ingredientId'],
    }),
  );
export type RecipeLineInput = z.input<typeof recipeLineInputSchema>;

/** A line as Larder keeps it: read into numbers and matched to the table. */
export const recipeLineSchema = z.extend(parsedLineSchema, {
  group: z.nullable(z.string().check(z.maxLength(MAX_GROUP_LENGTH))),
  match: z.enum(LINE_MATCHES),
  ingredientId: z.nullable(z.string().check(z.maxLength(80))),
  matchedBy: z.enum(MATCHED_BY),
});
export type RecipeLine = z.infer<typeof recipeLineSchema>;

export const recipeStepSchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'A step cannot be empty'), maxText(MAX_STEP_LENGTH)),
  /** The section a step belongs to on the source page ('For the sauce'). */
  section: optionalText(MAX_GROUP_LENGTH),
});
export type RecipeStep = z.infer<typeof recipeStepSchema>;

export const recipeSourceSchema = z.object({
  url: z.pipe(
    z.nullish(httpUrlSchema),
    z.transform((value: string | null | undefined) => value ?? null),
  ),
  /** The site or book: 'BBC Good Food'. */
  name: optionalText(MAX_CREDIT_LENGTH),
  author: optionalText(MAX_CREDIT_LENGTH),
});
export type RecipeSource = z.infer<typeof recipeSourceSchema>;

const minutesSchema = z._default(
  z.nullable(
    z
      .number({ error: 'Give the time in minutes' })
      .check(z.int('Give whole minutes'), z.minimum(0), z.maximum(MAX_RECIPE_MINUTES, `At most ${MAX_RECIPE_MINUTES} minutes`)),
  ),
  null,
);

/** A cook's recipe as the form and the API take it. */
export const ownRecipeInputSchema = z
  .object(
    {
      name: z.string().check(z.trim(), z.minLength(1, 'Give the recipe a name'), maxText(MAX_RECIPE_NAME_LENGTH)),
      description: z._default(z.string().check(z.trim(), maxText(MAX_RECIPE_DESCRIPTION_LENGTH)), ''),
      cuisine: z._default(z.nullable(z.enum(CUISINES)), null),
      mealType: z._default(z.enum(MEAL_TYPES), 'main'),
      servings: z
        .number({ error: 'Say how many it serves' })
        .check(
          z.int('Servings are a whole number'),
          z.minimum(1),
          z.maximum(MAX_RECIPE_SERVINGS, `At most ${MAX_RECIPE_SERVINGS} servings`),
        ),
      prepMinutes: minutesSchema,
      cookMinutes: minutesSchema,
      ingredients: z
        .array(recipeLineInputSchema)
        .check(
          z.minLength(1, 'Add at least one ingredient'),
          z.maxLength(MAX_RECIPE_LINES, `At most ${MAX_RECIPE_LINES} ingredient lines`),
        ),
      steps: z._default(z.array(recipeStepSchema).check(z.maxLength(MAX_RECIPE_STEPS, `At most ${MAX_RECIPE_STEPS} steps`)), []),
      notes: z._default(z.string().check(z.trim(), maxText(MAX_RECIPE_NOTES_LENGTH)), ''),
      imageId: z._default(z.nullable(z.string().check(z.uuid('Unknown picture'))), null),
      source: z._default(z.nullable(recipeSourceSchema), null),
    },
    { error: notAnObject },
  )
  .check(
    z.refine((recipe) => JSON.stringify(recipe).length <= MAX_RECIPE_BYTES, {
      message: `The recipe is too long to save (at most ${MAX_RECIPE_BYTES / 1000} KB of text)`,
    }),
  );
export type OwnRecipeInput = z.input<typeof ownRecipeInputSchema>;
export type OwnRecipeData = z.output<typeof ownRecipeInputSchema>;

/** What Larder works out from the matches. Nutrition and price are per serving. */
export const ownRecipeFactsSchema = z.object({
  nutrition: nutritionSchema,
  /** Pounds per serving. */
  price: z.number().check(z.nonnegative()),
  totalMinutes: z.nullable(z.int().check(z.nonnegative())),
  /** Lines whose amount went into nutrition and price, of the lines that name a food. */
  countedLines: z.int().check(z.nonnegative()),
  foodLines: z.int().check(z.nonnegative()),
  /** Positions (0-based) of lines not matched: while any remain, allergens and diets are unknown. */
  unmatchedLines: z.array(z.int().check(z.nonnegative())),
  allergens: z.object({
    state: z.enum(['known', 'unknown']),
    contains: z.array(z.enum(ALLERGENS)),
    mayContain: z.array(z.enum(ALLERGENS)),
  }),
  diet: z.object({
    state: z.enum(['known', 'unknown']),
    flags: z.array(z.enum(DIET_FLAGS)),
    dietaryOptions: z.array(z.enum(DIETARY_OPTIONS)),
  }),
});
export type OwnRecipeFacts = z.infer<typeof ownRecipeFactsSchema>;

/** A saved recipe as the API answers it. */
export const ownRecipeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  cuisine: z.nullable(z.enum(CUISINES)),
  mealType: z.enum(MEAL_TYPES),
  servings: z.int(),
  prepMinutes: z.nullable(z.int()),
  cookMinutes: z.nullable(z.int()),
  ingredients: z.array(recipeLineSchema),
  steps: z.array(recipeStepSchema),
  notes: z.string(),
  imageId: z.nullable(z.uuid()),
  /** Larder's own address of the picture (never the source site's). */
  imageUrl: z.nullable(z.string()),
  source: z.nullable(recipeSourceSchema),
  facts: ownRecipeFactsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnRecipe = z.infer<typeof ownRecipeSchema>;

/** A recipe in the list: enough for a card, the filters and search. */
export type OwnRecipeSummary = Pick<
  OwnRecipe,
  | 'id'
  | 'name'
  | 'description'
  | 'cuisine'
  | 'mealType'
  | 'servings'
  | 'prepMinutes'
  | 'cookMinutes'
  | 'imageUrl'
  | 'source'
  | 'facts'
  | 'updatedAt'
>;

export const recipeIdParamSchema = z.object({ id: z.string().check(z.uuid('There is no such recipe')) });

/** GET /api/recipes: search words (name, description, foods) and filters. */
export const recipeListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cuisine: z.optional(z.enum(CUISINES)),
  mealType: z.optional(z.enum(MEAL_TYPES)),
  diet: z.optional(z.enum(DIETARY_OPTIONS)),
  /** Allergens the recipe must be known to be free of, comma-separated: 'milk,peanuts'. */
  free: z.pipe(
    z.optional(z.string().check(z.maxLength(300))),
    z.transform((value: string | undefined, context) => {
      const list = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const unknown = list.filter((item) => !(ALLERGENS as readonly string[]).includes(item));
      if (unknown.length > 0) {
        context.issues.push({ code: 'custom', message: `Unknown allergen: ${unknown.join(', ')}`, input: value });
        return z.NEVER;
      }
      return list as (typeof ALLERGENS)[number][];
    }),
  ),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

/** Whether a recipe passes the list's search and filters. */
export function recipeMatchesQuery(recipe: OwnRecipe, query: RecipeListQuery): boolean {
  if (query.cuisine && recipe.cuisine !== query.cuisine) return false;
  if (query.mealType && recipe.mealType !== query.mealType) return false;
  if (
    query.diet &&
    query.diet !== 'None' &&
    (recipe.facts.diet.state !== 'known' || !recipe.facts.diet.dietaryOptions.includes(query.diet))
  )
    return false;
  if (query.free.length > 0) {
    const { allergens } = recipe.facts;
    if (allergens.state !== 'known') return false;
    if (query.free.some((allergen) => allergens.contains.includes(allergen) || allergens.mayContain.includes(allergen))) return false;
  }
  if (query.q) {
    const haystack = [recipe.name, recipe.description, ...recipe.ingredients.map((line) => line.food)].join(' ').toLowerCase();
    return query.q
      .toLowerCase()
      .split(/\s+/)
      .every((word) => haystack.includes(word));
  }
  return true;
}

export function toSummary(recipe: OwnRecipe): OwnRecipeSummary {
  const { id, name, description, cuisine, mealType, servings, prepMinutes, cookMinutes, imageUrl, source, facts, updatedAt } = recipe;
  return { id, name, description, cuisine, mealType, servings, prepMinutes, cookMinutes, imageUrl, source, facts, updatedAt };
}

/** POST /api/recipes/preview: the form's lines read, matched and summed before saving. */
export const recipePreviewSchema = z.object({
  servings: z._default(z.int().check(z.minimum(1), z.maximum(MAX_RECIPE_SERVINGS)), 1),
  cuisine: z._default(z.nullable(z.enum(CUISINES)), null),
  mealType: z._default(z.enum(MEAL_TYPES), 'main'),
  prepMinutes: minutesSchema,
  cookMinutes: minutesSchema,
  ingredients: z.array(recipeLineInputSchema).check(z.maxLength(MAX_RECIPE_LINES, `At most ${MAX_RECIPE_LINES} ingredient lines`)),
});
export type RecipePreviewInput = z.input<typeof recipePreviewSchema>;
export type RecipePreview = { ingredients: RecipeLine[]; facts: OwnRecipeFacts };
