/** Constants of the preferences form, as the spec gives them (meal-planning-flow §5, §9). */

export const CUISINES = [
  'American',
  'Asian',
  'British',
  'Caribbean',
  'Chinese',
  'French',
  'Greek',
  'Indian',
  'Italian',
  'Japanese',
  'Korean',
  'Mediterranean',
  'Mexican',
  'Middle Eastern',
  'Spanish',
  'Thai',
  'Vietnamese',
  'African',
  'Brazilian',
  'Turkish',
  'Polish',
  'German',
  'Russian',
  'Irish',
  'Scottish',
  'Portuguese',
  'Moroccan',
  'Lebanese',
  'Ethiopian',
  'Persian',
  'Malaysian',
  'Indonesian',
  'Singaporean',
  'Filipino',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const DIETARY_OPTIONS = [
  'None',
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Keto',
  'Paleo',
  'Low-carb',
  'Mediterranean',
  'Gluten-free',
  'Dairy-free',
  'Halal',
  'Kosher',
] as const;
export type DietaryOption = (typeof DIETARY_OPTIONS)[number];

export const COOKING_TIME_OPTIONS = ['15 minutes', '30 minutes', '45 minutes', '60 minutes', '90 minutes', '90 minutes+'] as const;
export type CookingTimeOption = (typeof COOKING_TIME_OPTIONS)[number];

export const MAX_PRICE_OPTIONS = ['£5.00', '£7.50', '£10.00', '£12.50', '£15.00', '£15.00+'] as const;
export type MaxPriceOption = (typeof MAX_PRICE_OPTIONS)[number];

/** The spec names only the default ('Balanced'); the other choices are ours. */
export const NUTRITIONAL_REQUIREMENTS = ['Balanced', 'High protein', 'Low calorie', 'Low carb', 'Low fat'] as const;
export type NutritionalRequirement = (typeof NUTRITIONAL_REQUIREMENTS)[number];

export const COOKING_SKILLS = ['beginner', 'intermediate', 'advanced'] as const;
export type CookingSkill = (typeof COOKING_SKILLS)[number];

/**
 * Where planned meals come from for a signed-in cook (issue 18): the cook's own recipes only,
 * theirs beside Larder's, or Larder's only. Signed-out visitors have no recipes of their own.
 */
export const RECIPE_SOURCES = ['mine', 'both', 'larder'] as const;
export type RecipeSource = (typeof RECIPE_SOURCES)[number];
export const RECIPE_SOURCE_LABELS: Record<RecipeSource, string> = {
  mine: 'Only my recipes',
  both: 'My recipes and Larder’s',
  larder: 'Only Larder’s recipes',
};

export const MEAL_COUNT = { min: 1, max: 7, default: 5 } as const;
export const SERVINGS = { min: 1, max: 6, default: 1 } as const;
export const CALORIE_RANGE = { min: 250, max: 2000, step: 50, default: [500, 800] } as const;
export const PROTEIN_RANGE = { min: 0, max: 120, step: 5, default: [20, 40] } as const;

export const MAX_EXCLUDED_ITEMS = 5;
export const MAX_INGREDIENTS_TO_USE = 5;
export const MAX_LIST_ENTRY_LENGTH = 80;
export const RANDOM_MIX_CUISINES = { min: 3, max: 7 } as const;

/** Generation asks for twice the required count (docs/design.md §6.1). */
export const GENERATION_COUNT_FACTOR = 2;

/** Minutes a cooking-time option allows; '90 minutes+' has no upper bound. */
export function cookingTimeLimitMinutes(option: CookingTimeOption): number {
  if (option === '90 minutes+') return Number.POSITIVE_INFINITY;
  return Number.parseInt(option, 10);
}

/** Pounds a price option allows; '£15.00+' has no upper bound. */
export function maxPriceLimitPounds(option: MaxPriceOption): number {
  if (option === '£15.00+') return Number.POSITIVE_INFINITY;
  return Number.parseFloat(option.slice(1));
}
