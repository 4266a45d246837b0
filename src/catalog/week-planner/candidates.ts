import type { Preferences } from '../../domain/preferences';
import { ownRecipeIdOf } from '../../domain/recipes/own-meal';
import { brokenConstraints, constraintContext, type HardConstraint } from '../constraints';
import { requireIngredient } from '../ingredient-index';
import { pantryHits } from '../pantry-hits';
import { seededRandom } from '../random';
import { recipeFacts } from '../recipe-facts';
import type { Ingredient, Recipe } from '../types';
import { freezesOnPurchase, isPerishable, lastFreshDay, unitPrice } from './ingredient-measures';
import type { WeekPlanInput } from './types';

/** A meal the planner may choose, with what the model needs to know about it. */
export type Candidate = {
  recipe: Recipe;
  chosen: boolean;
  /**
   * The last day it can be cooked from one shop: the shortest fridge life among its perishables
   * that cannot be frozen raw (leaves, herbs, dairy); raw meat, fish and bread can.
   */
  deadline: number;
  /** The shortest life of any perishable in it, frozen-raw ones included: what keeps least goes first. */
  keeps: number;
  /** Perishable ingredients: id and amount per portion. */
  perishables: { id: string; amount: number }[];
  /** Cupboard food, priced by the amount used, per portion. */
  cupboardCostPerPortion: number;
  /** Every ingredient priced by the amount used, per portion: what a portion is worth. */
  costPerPortion: number;
  /** Cupboard food the cook has in the inventory: id and amount per portion. */
  cupboardFromInventory: { id: string; amount: number }[];
  proteinFamily: string | undefined;
  /** The cook's wishes met, in pounds a cook would pay for them (favourite, cuisine…). */
  appeal: number;
  /** One of the cook's own recipes. */
  own?: boolean;
};

/** What a cook's wishes are worth against pounds spent and wasted, per dish. */
export const APPEAL = {
  favourite: 6,
  /** The cook's own recipe, so a handful of them is not lost among Larder's hundreds. */
  own: 6,
  /** Offered to the cook on meal selection, when the catalog joins the options. */
  offered: 6,
  preferredCuisine: 6,
  ingredientToUse: 4,
  /** Up to this much for meeting the nutritional requirement well. */
  nutrition: 2,
  /** Seeded jitter, so weeks differ from seed to seed as the catalog's suggestions do. */
  jitter: 3,
} as const;

const MEAT_FAMILIES: readonly [RegExp, string][] = [
  [/chicken/, 'chicken'],
  [/turkey/, 'turkey'],
  [/duck/, 'duck'],
  [/lamb/, 'lamb'],
  [/beef|steak|brisket/, 'beef'],
  [/pork|bacon|ham|gammon|chorizo|pancetta|prosciutto|salami|sausage|lardon/, 'pork'],
];

const PLANT_FAMILIES: readonly [RegExp, string][] = [
  [/lentil/, 'lentils'],
  [/chickpea|gram flour/, 'chickpeas'],
  [/tofu|tempeh/, 'tofu'],
  [/(?<!green |runner )bean(?!sprout)/, 'beans'],
];

/** Chicken thighs and chicken breast are one protein for variety, so are red and green lentils. */
export function proteinFamily(ingredient: Ingredient): string {
  const families = ingredient.meat ? MEAT_FAMILIES : PLANT_FAMILIES;
  for (const [pattern, family] of families) if (pattern.test(ingredient.name)) return family;
  return ingredient.id;
}

function nutritionFit(recipe: Recipe, preferences: Preferences): number {
  const { calories, protein, carbs, fat } = recipeFacts(recipe).nutrition;
  switch (preferences.nutritionalRequirements) {
    case 'High protein':
      return Math.min(protein, 50) / 50;
    case 'Low calorie':
      return (900 - Math.min(calories, 900)) / 900;
    case 'Low carb':
      return (80 - Math.min(carbs, 80)) / 80;
    case 'Low fat':
      return (50 - Math.min(fat, 50)) / 50;
    case 'Balanced':
      return 0;
  }
}

function appealOf(
  recipe: Recipe,
  preferences: Preferences,
  favourites: ReadonlySet<string>,
  own: ReadonlySet<string>,
  random: () => number,
): number {
  let appeal = random() * APPEAL.jitter;
  if (favourites.has(recipe.id)) appeal += APPEAL.favourite;
  if (own.has(recipe.id)) appeal += APPEAL.own;
  if (preferences.cuisines.includes(recipe.cuisine)) appeal += APPEAL.preferredCuisine;
  appeal += APPEAL.ingredientToUse * Math.min(pantryHits(recipe, preferences.ingredientsToUse), 3);
  return appeal + APPEAL.nutrition * nutritionFit(recipe, preferences);
}

function describe(
  recipe: Recipe,
  input: WeekPlanInput,
  favourites: ReadonlySet<string>,
  random: () => number,
  inventoryUseBy: ReadonlyMap<string, number>,
) {
  const perishables: Candidate['perishables'] = [];
  const cupboardFromInventory: Candidate['cupboardFromInventory'] = [];
  let cupboardCostPerPortion = 0;
  let deadline = Number.POSITIVE_INFINITY;
  let keeps = Number.POSITIVE_INFINITY;
  for (const line of recipe.ingredients) {
    const ingredient = requireIngredient(line.id);
    const useBy = inventoryUseBy.get(line.id);
    // Inventory that goes off soon makes its meal urgent too.
    if (useBy !== undefined) keeps = Math.min(keeps, useBy);
    if (isPerishable(ingredient)) {
      perishables.push({ id: line.id, amount: line.amount });
      keeps = Math.min(keeps, lastFreshDay(ingredient));
      if (!freezesOnPurchase(ingredient)) deadline = Math.min(deadline, lastFreshDay(ingredient));
    } else if (useBy !== undefined) {
      cupboardFromInventory.push({ id: line.id, amount: line.amount });
    } else {
      cupboardCostPerPortion += line.amount * unitPrice(ingredient);
    }
  }
  const facts = recipeFacts(recipe);
  const protein = facts.mainProtein;
  return {
    costPerPortion: facts.price,
    recipe,
    chosen: false,
    deadline: Math.min(deadline, input.days),
    keeps,
    perishables,
    cupboardCostPerPortion,
    cupboardFromInventory,
    proteinFamily: protein ? proteinFamily(requireIngredient(protein)) : undefined,
    appeal: appealOf(recipe, input.preferences, favourites, input.ownIds ?? new Set(), random),
    own: input.ownIds?.has(recipe.id) ?? false,
  } satisfies Candidate;
}

export const OWN_RECIPE_NOT_PLANNED =
  'A recipe of yours that you chose was left out: it is no longer in My recipes, or one of its lines is not matched to an ingredient, so Larder cannot be sure it fits your allergies, exclusions or diet.';

export type PreparedCandidates = {
  candidates: Candidate[];
  /** Chosen meals left out, with the reason in words. */
  refused: string[];
};

const CONSTRAINT_WORDS: Record<HardConstraint, string> = {
  exclusions: 'your allergies and exclusions',
  diet: 'your diet',
  time: 'your cooking time',
  price: 'your price per meal',
  calories: 'your calorie range',
  protein: 'your protein range',
  skill: 'your cooking skill',
};

/**
 * The dinners the planner may choose: every candidate main meal that keeps the cook's hard
 * constraints, checked by the catalog's own `brokenConstraints`, the single place those rules
 * live. A chosen meal that breaks one is left out and named.
 */
export function prepareCandidates(input: WeekPlanInput, recipes: readonly Recipe[]): PreparedCandidates {
  const context = constraintContext(input.preferences);
  const favourites = new Set(input.favouriteIds ?? []);
  const chosenIds = new Set(input.chosenIds ?? []);
  const inventoryUseBy = new Map<string, number>();
  for (const line of input.inventory ?? []) {
    inventoryUseBy.set(line.ingredientId, Math.min(line.useByDay, inventoryUseBy.get(line.ingredientId) ?? Number.POSITIVE_INFINITY));
  }
  const random = seededRandom(input.seed ?? 1);
  const candidates: Candidate[] = [];
  const refused: string[] = [];
  const seen = new Set<string>();
  for (const recipe of recipes) {
    if (seen.has(recipe.id)) continue;
    seen.add(recipe.id);
    const chosen = chosenIds.has(recipe.id);
    if (recipe.mealType !== 'main') {
      if (chosen) refused.push(`${recipe.name} is a breakfast; the week plans dinners.`);
      continue;
    }
    const broken = brokenConstraints(recipe, context);
    if (broken.length > 0) {
      if (chosen)
        refused.push(
          `${recipe.name} was left out: it does not fit ${broken.map((constraint) => CONSTRAINT_WORDS[constraint]).join(' or ')}.`,
        );
      continue;
    }
    const candidate = describe(recipe, input, favourites, random, inventoryUseBy);
    // The cook's own choice is placed even when its fresh food cannot all last (the forecast
    // then shows what goes off); only the planner's own picks must keep to one shop.
    candidates.push(chosen ? { ...candidate, chosen, deadline: input.days } : candidate);
  }
  for (const id of chosenIds) {
    if (seen.has(id)) continue;
    // An own recipe outside the pool: deleted, another cook's, or not sure enough for this cook.
    refused.push(ownRecipeIdOf(id) ? OWN_RECIPE_NOT_PLANNED : `There is no meal '${id}' to plan.`);
  }
  return { candidates, refused };
}
