import { allergenLabels } from '../domain/allergens/allergen';
import type { Meal } from '../domain/meal';
import { preferencesSchema, type Preferences, type PreferencesInput } from '../domain/preferences';
import { catalogMeal } from './catalog-meal';
import { HARD_CONSTRAINTS, cachedConstraintCheck, type ConstraintContext, type HardConstraint } from './constraints';
import { RECIPES } from './data/recipes';
import { requireIngredient } from './ingredient-index';
import { pantryHits } from './pantry-hits';
import { seededRandom } from './random';
import { recipeFacts } from './recipe-facts';
import type { Recipe } from './types';

export type PlanOptions = {
  /** How many main meals to suggest. */
  count: number;
  /** Recipes already shown, to leave out when the cook asks for fresh options. */
  excludeIds?: readonly string[];
  /** Same seed, same suggestions. */
  seed?: number;
  /** Breakfasts to add when the cook asked for breakfast options (default: half the count). */
  breakfastCount?: number;
  /** The recipe list; the built-in catalog unless a test passes its own. */
  recipes?: readonly Recipe[];
  /** Recipes the cook asked for by choosing them as a source (their own): scored up, never forced. */
  preferredIds?: ReadonlySet<string>;
};

/** Why fewer meals came back than were asked for, in words the UI can show. */
export type Shortfall = {
  mealType: 'main' | 'breakfast';
  requested: number;
  found: number;
  binding: HardConstraint | undefined;
  message: string;
};

/** `meals` of built-in recipes are shared between calls and frozen (`catalogMeal`): copy one to change it. */
export type PlanResult = { meals: Meal[]; shortfalls: Shortfall[] };

const PERISHABLE_DAYS = 10;

/** How well a recipe suits the cook's soft wishes, before variety is taken into account. */
function baseScore(recipe: Recipe, preferences: Preferences, random: () => number, preferred: ReadonlySet<string>): number {
  const facts = recipeFacts(recipe);
  let score = random() * 2;
  // A cook's own dish among hundreds of Larder's: as strong a pull as a favourite cuisine and more.
  if (preferred.has(recipe.id)) score += 5;
  if (preferences.cuisines.includes(recipe.cuisine)) score += 3;
  score += 4 * Math.min(pantryHits(recipe, preferences.ingredientsToUse), 3);
  const { calories, protein, carbs, fat } = facts.nutrition;
  switch (preferences.nutritionalRequirements) {
    case 'High protein':
      score += protein / 10;
      break;
    case 'Low calorie':
      score += (900 - Math.min(calories, 900)) / 150;
      break;
    case 'Low carb':
      score += (80 - Math.min(carbs, 80)) / 16;
      break;
    case 'Low fat':
      score += (50 - Math.min(fat, 50)) / 10;
      break;
    case 'Balanced':
      break;
  }
  return score;
}

/** Ingredient ids as small numbers, so a pick can mark its perishables in a typed array. */
const INGREDIENT_NUMBERS = new Map<string, number>();
const PERISHABLES = new WeakMap<Recipe, readonly number[]>();

/** The ingredients of a recipe that keep PERISHABLE_DAYS or less, each once, as numbers (worked out once per recipe). */
function perishables(recipe: Recipe): readonly number[] {
  let fresh = PERISHABLES.get(recipe);
  if (!fresh) {
    const ids = new Set(
      recipe.ingredients
        .map((line) => requireIngredient(line.id))
        .filter((ingredient) => ingredient.shelfLife.days <= PERISHABLE_DAYS)
        .map((ingredient) => ingredient.id),
    );
    fresh = [...ids].map((id) => {
      let number = INGREDIENT_NUMBERS.get(id);
      if (number === undefined) {
        number = INGREDIENT_NUMBERS.size;
        INGREDIENT_NUMBERS.set(id, number);
      }
      return number;
    });
    PERISHABLES.set(recipe, fresh);
  }
  return fresh;
}

/**
 * Greedy pick for a varied week: each choice lowers the score of recipes of the same cuisine
 * and main protein, and raises those that share perishable ingredients with the chosen ones,
 * so the week wastes less and costs less.
 */
function pickVaried(
  candidates: readonly Recipe[],
  count: number,
  preferences: Preferences,
  random: () => number,
  preferred: ReadonlySet<string>,
): Recipe[] {
  // Each candidate's value is kept up to date as meals are picked (the variety terms for the
  // newest pick are added in pick order, so the sums are the ones a recount would make): a pick
  // costs one pass over the candidates, not one per meal already chosen. Candidates stay in their
  // order, those picked marked, so the first of the best values wins as it always has.
  const values = candidates.map((recipe) => baseScore(recipe, preferences, random, preferred));
  const fresh = candidates.map(perishables);
  const mainProteins = candidates.map((recipe) => recipeFacts(recipe).mainProtein);
  const taken = new Uint8Array(candidates.length);
  // The picked meal's perishables, marked by number while the others are scored against them.
  const pickedFresh = new Uint8Array(INGREDIENT_NUMBERS.size);
  const cuisinePenalty = preferences.cuisines.length === 1 ? 0.3 : 1.5;
  const chosen: Recipe[] = [];
  while (chosen.length < count && chosen.length < candidates.length) {
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < candidates.length; index += 1) {
      if (taken[index]) continue;
      if (best < 0) best = index;
      const value = values[index] ?? Number.NEGATIVE_INFINITY;
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    const picked = candidates[best];
    if (!picked) break;
    taken[best] = 1;
    chosen.push(picked);
    const pickedPerishables = fresh[best] ?? [];
    const pickedProtein = mainProteins[best];
    for (const number of pickedPerishables) pickedFresh[number] = 1;
    for (let index = 0; index < candidates.length; index += 1) {
      if (taken[index]) continue;
      let value = values[index] ?? 0;
      if (picked.cuisine === candidates[index]?.cuisine) value -= cuisinePenalty;
      const protein = mainProteins[index];
      if (protein && pickedProtein === protein) value -= 2;
      let shared = 0;
      for (const number of fresh[index] ?? []) shared += pickedFresh[number] ?? 0;
      value += Math.min(shared, 3) * 0.4;
      values[index] = value;
    }
    for (const number of pickedPerishables) pickedFresh[number] = 0;
  }
  return chosen;
}

function describeShortfall(
  binding: HardConstraint | undefined,
  found: number,
  mealType: 'main' | 'breakfast',
  context: ConstraintContext,
): string {
  const { preferences } = context;
  const diet = preferences.dietaryPreferences === 'None' || binding === 'diet' ? '' : `${preferences.dietaryPreferences.toLowerCase()} `;
  const kind = mealType === 'breakfast' ? 'breakfasts' : 'meals';
  const only = `Only ${found} ${diet}`;
  switch (binding) {
    case 'diet':
      return `Only ${found} ${preferences.dietaryPreferences.toLowerCase()} ${kind} fit your other preferences.`;
    case 'price':
      return `${only}${kind} cost ${preferences.maxPricePerMeal.replace('+', '')} or less for ${preferences.servings} ${preferences.servings === 1 ? 'serving' : 'servings'}.`;
    case 'time':
      return `${only}${kind} take ${preferences.cookingTime} or less.`;
    case 'calories':
      return `${only}${kind} have ${preferences.caloriesRange[0]}-${preferences.caloriesRange[1]} kcal per serving.`;
    case 'protein':
      return `${only}${kind} have ${preferences.proteinRange[0]}-${preferences.proteinRange[1]} g protein per serving.`;
    case 'exclusions':
      return `${only}${kind} avoid ${[...allergenLabels(preferences.allergies), ...preferences.excludedItems].join(', ')}.`;
    case 'skill':
      return `${only}${kind} suit a ${preferences.cookingSkill} cook.`;
    case undefined:
      return `Only ${found} ${diet}${kind} match your preferences.`;
  }
}

/** The constraint whose relaxing would let the most further recipes in. */
function bindingConstraint(broken: readonly (readonly HardConstraint[])[]): HardConstraint | undefined {
  let best: { constraint: HardConstraint; gained: number } | undefined;
  for (const constraint of HARD_CONSTRAINTS) {
    const gained = broken.filter((list) => list.length === 1 && list[0] === constraint).length;
    if (gained > 0 && (!best || gained > best.gained)) best = { constraint, gained };
  }
  return best?.constraint;
}

type Check = ReturnType<typeof cachedConstraintCheck>;

function planType(
  mealType: 'main' | 'breakfast',
  count: number,
  recipes: readonly Recipe[],
  excluded: ReadonlySet<string>,
  { preferences, check }: { preferences: Preferences; check: Check },
  random: () => number,
  preferred: ReadonlySet<string>,
): { picked: Recipe[]; shortfall?: Shortfall } {
  const { context } = check;
  const pool = recipes.filter((recipe) => recipe.mealType === mealType && !excluded.has(recipe.id));
  const broken = pool.map(check.broken);
  const allowed = pool.filter((_recipe, index) => broken[index]?.length === 0);
  const picked = pickVaried(allowed, count, preferences, random, preferred);
  if (picked.length >= count) return { picked };
  const binding = bindingConstraint(broken);
  return {
    picked,
    shortfall: {
      mealType,
      requested: count,
      found: picked.length,
      binding,
      message: describeShortfall(binding, picked.length, mealType, context),
    },
  };
}

/**
 * Suggests meals from the built-in catalog. Hard constraints (exclusions and allergens, diet,
 * time, price, calories, protein, skill) are never broken; within them the choice favours the
 * cook's cuisines and ingredients to use up, and a varied week that shares fresh ingredients.
 */
export function planMeals(input: Preferences | PreferencesInput, options: PlanOptions): PlanResult {
  return planMealsFor(preferencesSchema.parse(input), options);
}

/** `planMeals` for preferences already parsed (a generation's, checked by its route): the same meals, without parsing them again. */
export function planMealsFor(preferences: Preferences, options: PlanOptions): PlanResult {
  const cook = { preferences, check: cachedConstraintCheck(preferences) };
  const random = seededRandom(options.seed ?? 1);
  const recipes = options.recipes ?? RECIPES;
  const excluded = new Set(options.excludeIds ?? []);
  const preferred = options.preferredIds ?? new Set<string>();

  const mains = planType('main', options.count, recipes, excluded, cook, random, preferred);
  const breakfastCount = preferences.includeBreakfastOptions ? (options.breakfastCount ?? Math.ceil(options.count / 2)) : 0;
  const breakfasts =
    breakfastCount > 0 ? planType('breakfast', breakfastCount, recipes, excluded, cook, random, preferred) : { picked: [] };

  return {
    meals: [...mains.picked, ...breakfasts.picked].map((recipe) => catalogMeal(recipe, preferences.servings)),
    shortfalls: [mains.shortfall, breakfasts.shortfall].filter((shortfall): shortfall is Shortfall => shortfall !== undefined),
  };
}
