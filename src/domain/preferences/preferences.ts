import * as z from 'zod/mini';
import { ALLERGENS, type Allergen, inUkOrder } from '../allergens/allergen';
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
const listEntry = z
  .string()
  .check(z.trim(), z.maxLength(MAX_LIST_ENTRY_LENGTH, `Each entry must be at most ${MAX_LIST_ENTRY_LENGTH} characters`));

function textList(max: number) {
  return z.pipe(
    z.pipe(
      z.array(listEntry),
      z.transform((items: string[]) => items.filter((item) => item.length > 0)),
    ),
    z.array(z.string()).check(z.maxLength(max, MAX_ITEMS_MESSAGE)),
  );
}

function range(bounds: { min: number; max: number; default: readonly [number, number] }, label: string) {
  const tuple = z
    .tuple([z.number().check(z.minimum(bounds.min)), z.number().check(z.maximum(bounds.max))])
    .check(z.refine(([low, high]) => low <= high, `${label} minimum must not exceed its maximum`));
  return z._default(tuple, [bounds.default[0], bounds.default[1]]);
}

export const mealCountSchema = z.object({
  main: z
    .int({ error: 'Choose how many meals you want this week' })
    .check(
      z.minimum(MEAL_COUNT.min, `Choose at least ${MEAL_COUNT.min} meal`),
      z.maximum(MEAL_COUNT.max, `Choose at most ${MEAL_COUNT.max} meals`),
    ),
});

/** The cook's preferences, read by the planner and meal selection (zod/mini: see zodFunctionalApiOnly in vite.config.ts). */
export const preferencesSchema = z.object({
  cookingTime: z._default(z.enum(COOKING_TIME_OPTIONS), '30 minutes'),
  maxPricePerMeal: z._default(z.enum(MAX_PRICE_OPTIONS), '£10.00'),
  nutritionalRequirements: z._default(z.enum(NUTRITIONAL_REQUIREMENTS), 'Balanced'),
  caloriesRange: range(CALORIE_RANGE, 'Calorie'),
  proteinRange: range(PROTEIN_RANGE, 'Protein'),
  dietaryPreferences: z._default(z.enum(DIETARY_OPTIONS), 'None'),
  cuisines: z._default(z.array(z.enum(CUISINES)).check(z.maxLength(CUISINES.length)), []),
  mealCount: z._default(mealCountSchema, { main: MEAL_COUNT.default }),
  excludedItems: z._default(textList(MAX_EXCLUDED_ITEMS), []),
  /**
   * The UK's 14 allergens the cook ticked (DESIGN §6.11): beside the five free-text boxes, not
   * counted against them, and optional. Preferences saved before this field parse with none.
   */
  allergies: z._default(
    z.pipe(
      z.array(z.enum(ALLERGENS, { error: 'Choose allergies from the 14 listed' })).check(z.maxLength(ALLERGENS.length * 2)),
      z.transform((allergies: Allergen[]) => inUkOrder(allergies)),
    ),
    [],
  ),
  cookingSkill: z._default(z.enum(COOKING_SKILLS), 'intermediate'),
  servings: z._default(z.int().check(z.minimum(SERVINGS.min), z.maximum(SERVINGS.max)), SERVINGS.default),
  isFlexible: z._default(z.boolean(), false),
  includeBreakfastOptions: z._default(z.boolean(), false),
  ingredientsToUse: z._default(textList(MAX_INGREDIENTS_TO_USE), []),
  /** Whether the cook's own recipes are planned with (signed-in cooks; ignored when signed out). */
  recipeSource: z._default(z.enum(RECIPE_SOURCES), 'both'),
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

/**
 * Spec §5: preferences without a usable main meal count are 'Invalid Preferences', told apart from
 * preferences that cannot be read for another reason ('could not load meal preferences').
 */
export function lacksMealCount(stored: unknown): boolean {
  const parsed = preferencesSchema.safeParse(stored);
  return !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'mealCount');
}
