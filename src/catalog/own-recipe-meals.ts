import { poundsToPence, type IngredientLine, type Meal } from '../domain/meal';
import type { Preferences } from '../domain/preferences';
import { ownMealId, type OwnRecipe } from '../domain/recipes';
import { scaleQuantity } from '../domain/units/merge-quantities';
import { RECIPES } from './data/recipes';
import { illustrationUrl } from './illustration';
import { ingredientById } from './ingredient-index';
import { amountInIngredientUnit } from './line-amount';
import { priceOf } from './recipe-facts';
import { storageLifeOf } from './storage-life';
import { cookQuantity } from './to-meal';
import type { Recipe, RecipeIngredient } from './types';

/**
 * Whether the cook's wishes need every line of a recipe known: with an allergy, an excluded food
 * or a diet, a line Larder could not match might break it, so such a recipe is never offered.
 */
export function needsResolvedLines(preferences: Preferences): boolean {
  return preferences.allergies.length > 0 || preferences.excludedItems.length > 0 || preferences.dietaryPreferences !== 'None';
}

/** The matched lines of a recipe per serving, in the table's units (amount 0 when not known). */
function matchedLines(recipe: OwnRecipe): RecipeIngredient[] {
  return recipe.ingredients.flatMap((line) => {
    const ingredient = line.match === 'ingredient' && line.ingredientId ? ingredientById(line.ingredientId) : undefined;
    if (!ingredient) return [];
    const amount = line.quantity ? amountInIngredientUnit(line.quantity, ingredient) : undefined;
    return [{ id: ingredient.id, amount: (amount ?? 0) / Math.max(1, recipe.servings), ...(line.note ? { note: line.note } : {}) }];
  });
}

/**
 * A cook's recipe as a catalog candidate, so it meets the same hard constraints (exclusions and
 * allergens, diet, time, price, calories, protein) through the catalog's own checks. The cook
 * knows how to cook their own dish, so skill never rules it out.
 */
export function ownRecipeCandidate(recipe: OwnRecipe): Recipe {
  return {
    id: ownMealId(recipe.id),
    name: recipe.name,
    description: recipe.description,
    // Only 'Mediterranean' changes the facts; a recipe with no cuisine is scored as British.
    cuisine: recipe.cuisine ?? 'British',
    mealType: recipe.mealType,
    isBreakfast: recipe.mealType === 'breakfast',
    ingredients: matchedLines(recipe),
    instructions: recipe.steps.map((step) => step.text),
    prepMinutes: recipe.prepMinutes ?? 0,
    cookMinutes: recipe.cookMinutes ?? 0,
    skill: 'beginner',
    storage: '',
    leftovers: { fridgeDays: 0, freezes: false },
  };
}

/** The recipes a cook may be offered: all of them, or those with every line resolved. */
export function ownRecipeCandidates(recipes: readonly OwnRecipe[], preferences: Preferences): Recipe[] {
  const strict = needsResolvedLines(preferences);
  return recipes.filter((recipe) => !strict || recipe.facts.unmatchedLines.length === 0).map(ownRecipeCandidate);
}

/** The signed-in cook's own recipes, and whether Larder's are planned beside them. */
export type OwnRecipeSupply = { recipes: readonly OwnRecipe[]; source: 'mine' | 'both' };

/** What a planner chooses among for a cook, and how a chosen own recipe becomes a meal. */
export type RecipePool = {
  /** Candidates: the cook's own recipes that may be offered, then Larder's unless only theirs. */
  recipes: readonly Recipe[];
  /** Ids of the cook's own recipes among them, which the planners prefer. */
  ownIds: ReadonlySet<string>;
  /** The cook's recipe a planned candidate came from; undefined for one of Larder's. */
  ownRecipeOf: (mealId: string) => OwnRecipe | undefined;
};

/**
 * The one way both planners (meal options and the week planner) take a cook's recipes: the
 * catalog alone without a supply; with one, their recipes that may be offered under the
 * preferences (`ownRecipeCandidates`), beside Larder's or alone.
 */
export function recipePool(own: OwnRecipeSupply | undefined, preferences: Preferences): RecipePool {
  if (!own) return { recipes: RECIPES, ownIds: new Set(), ownRecipeOf: () => undefined };
  const mine = ownRecipeCandidates(own.recipes, preferences);
  const offered = new Set(mine.map((recipe) => recipe.id));
  const byMealId = new Map(
    own.recipes.filter((recipe) => offered.has(ownMealId(recipe.id))).map((recipe) => [ownMealId(recipe.id), recipe]),
  );
  return {
    recipes: own.source === 'mine' ? mine : [...mine, ...RECIPES],
    ownIds: offered,
    ownRecipeOf: (mealId) => byMealId.get(mealId),
  };
}

/**
 * One line of a cook's recipe for the servings planned: an identified line in the ingredient
 * table's terms (its amount as a cook measures it, its base amount, price, pack and shelf life);
 * any other line keeps the cook's own amount, scaled, and note.
 */
function lineOf(line: OwnRecipe['ingredients'][number], factor: number): IngredientLine {
  const ingredient = line.match === 'ingredient' && line.ingredientId ? ingredientById(line.ingredientId) : undefined;
  const written = line.quantity ? scaleQuantity(line.quantity, factor) : undefined;
  const note = line.note ? { note: line.note.slice(0, 160) } : {};
  if (!ingredient) {
    return {
      name: (line.food || line.text).slice(0, 120),
      ...(written ? { quantity: written } : {}),
      ...note,
    };
  }
  // The recipe's whole amount, scaled to the servings planned.
  const whole = line.quantity ? amountInIngredientUnit(line.quantity, ingredient) : undefined;
  const amount = whole === undefined ? undefined : whole * factor;
  return {
    name: ingredient.name,
    ...(amount !== undefined
      ? {
          quantity: cookQuantity(amount, ingredient),
          amount: Math.round(amount * 100) / 100,
          unit: ingredient.unit,
          pricePence: poundsToPence(priceOf({ id: ingredient.id, amount }, ingredient)),
        }
      : written
        ? { quantity: written }
        : {}),
    ...note,
    category: ingredient.category,
    ingredientId: ingredient.id,
    pack: { size: ingredient.pack.size, label: ingredient.pack.label },
    shelfLifeDays: ingredient.shelfLife.days,
    storageLife: storageLifeOf(ingredient),
  };
}

/**
 * A cook's recipe as a planned meal for a number of servings: every line it lists but those not
 * bought (water, skewers), scaled; figures from its facts; its own picture (Larder's copy), or
 * the meal illustration when it has none. Allergens are 'checked' only when every line is known.
 */
export function ownRecipeToMeal(recipe: OwnRecipe, servings: number): Meal {
  const factor = servings / Math.max(1, recipe.servings);
  const { facts } = recipe;
  const lines = recipe.ingredients.filter((line) => line.match !== 'skip');
  const known = facts.allergens.state === 'known';
  const minutes = facts.totalMinutes ?? 0;
  return {
    id: ownMealId(recipe.id),
    name: recipe.name.slice(0, 160),
    description: recipe.description.slice(0, 500),
    mealType: recipe.mealType,
    isBreakfast: recipe.mealType === 'breakfast',
    imageUrl:
      recipe.imageUrl ??
      illustrationUrl({
        name: recipe.name,
        cuisine: recipe.cuisine ?? undefined,
        ingredients: lines.map((line) => line.food || line.text),
      }),
    ingredients: lines.slice(0, 60).map((line) => lineOf(line, factor)),
    totalMinutes: minutes,
    ...(recipe.prepMinutes !== null ? { prepMinutes: recipe.prepMinutes } : {}),
    nutritionalInformation: { ...facts.nutrition },
    pricePence: poundsToPence(facts.price * servings),
    recipe: recipe.steps
      .map((step, index) => `${index + 1}. ${step.text}`)
      .join('\n')
      .slice(0, 10_000),
    instructions: recipe.steps.slice(0, 40).map((step) => step.text),
    tags: facts.diet.dietaryOptions.filter((option) => option !== 'None'),
    ...(recipe.notes ? { expiryDateConsiderations: recipe.notes.slice(0, 2_000) } : {}),
    ...(recipe.cuisine ? { cuisine: recipe.cuisine } : {}),
    servings: Math.min(6, Math.max(1, servings)),
    allergens: [...facts.allergens.contains],
    mayContain: [...facts.allergens.mayContain],
    ...(known
      ? { allergenSource: 'checked' as const }
      : { unidentified: facts.unmatchedLines.flatMap((index) => recipe.ingredients[index]?.text.slice(0, 120) ?? []).slice(0, 60) }),
  };
}
