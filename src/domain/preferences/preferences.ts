import { z } from 'zod';
import { ALLERGENS, inUkOrder } from '../allergens/allergen';
import {
  CALORIE_RANGE,
  COOKING_SKILLS,
  RECIPE_SOURCES,
  COOKING_TIME_OPTIONS,
  CUISINES,
  DIETARY_OPTIONS,
  MAX_EXCLUDED_ITEMS,
  MAX_INGREDIENTS_TO_USE,
  MAX_LIST_ENTRY_LENGTH,
  MAX_PRICE_OPTIONS,
  MEAL_COUNT,
  NUTRITIONAL_REQUIREMENTS,
  PROTEIN_RANGE,
  SERVINGS,
} from './constants';

export const MAX_ITEMS_MESSAGE = 'Maximum of 5 items allowed';

/** A free-text list entry: trimmed; blank entries are dropped when the list is parsed. */
const listEntry = z.string().trim().max(MAX_LIST_ENTRY_LENGTH, `Each entry must be at most ${MAX_LIST_ENTRY_LENGTH} characters`);

function textList(max: number) {
  return z
    .array(listEntry)
    .transform((items) => items.filter((item) => item.length > 0))
    .pipe(z.array(z.string()).max(max, MAX_ITEMS_MESSAGE));
}

function range(bounds: { min: number; max: number; default: readonly [number, number] }, label: string) {
  return z
    .tuple([z.number().min(bounds.min), z.number().max(bounds.max)])
    .refine(([low, high]) => low <= high, `${label} minimum must not exceed its maximum`)
    .default([bounds.default[0], bounds.default[1]]);
}

export const mealCountSchema = z.object({
  main: z
    .number({ error: 'Choose how many meals you want this week' })
    .int()
    .min(MEAL_COUNT.min, `Choose at least ${MEAL_COUNT.min} meal`)
    .max(MEAL_COUNT.max, `Choose at most ${MEAL_COUNT.max} meals`),
});

export const preferencesSchema = z.object({
  cookingTime: z.enum(COOKING_TIME_OPTIONS).default('30 minutes'),
  maxPricePerMeal: z.enum(MAX_PRICE_OPTIONS).default('£10.00'),
  nutritionalRequirements: z.enum(NUTRITIONAL_REQUIREMENTS).default('Balanced'),
  caloriesRange: range(CALORIE_RANGE, 'Calorie'),
  proteinRange: range(PROTEIN_RANGE, 'Protein'),
  dietaryPreferences: z.enum(DIETARY_OPTIONS).default('None'),
  cuisines: z.array(z.enum(CUISINES)).max(CUISINES.length).default([]),
  mealCount: mealCountSchema.default({ main: MEAL_COUNT.default }),
  excludedItems: textList(MAX_EXCLUDED_ITEMS).default([]),
  /**
   * The UK's 14 allergens the cook ticked (DESIGN §6.11): beside the five free-text boxes, not
   * counted against them, and optional. Preferences saved before this field parse with none.
   */
  allergies: z
    .array(z.enum(ALLERGENS, { error: 'Choose allergies from the 14 listed' }))
    .max(ALLERGENS.length * 2)
    .transform((allergies) => inUkOrder(allergies))
    .default([]),
  cookingSkill: z.enum(COOKING_SKILLS).default('intermediate'),
  servings: z.number().int().min(SERVINGS.min).max(SERVINGS.max).default(SERVINGS.default),
  isFlexible: z.boolean().default(false),
  includeBreakfastOptions: z.boolean().default(false),
  ingredientsToUse: textList(MAX_INGREDIENTS_TO_USE).default([]),
  /** Whether the cook's own recipes are planned with (signed-in cooks; ignored when signed out). */
  recipeSource: z.enum(RECIPE_SOURCES).default('both'),
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferencesInput = z.input<typeof preferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = preferencesSchema.parse({});

/**
 * The fields whose change invalidates generated options: the spec's seven (meal-planning-flow §4),
 * and the allergies, since an option shown before an allergy was ticked may hold it.
 */
export const GENERATION_FIELDS = [
  'cookingTime',
  'maxPricePerMeal',
  'dietaryPreferences',
  'cuisines',
  'mealCount',
  'excludedItems',
  'allergies',
  'ingredientsToUse',
  'recipeSource',
] as const satisfies readonly (keyof Preferences)[];

export function preferencesChanged(before: Preferences, after: Preferences): boolean {
  return GENERATION_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}
