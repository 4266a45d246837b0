import { addDays, daysBetween } from '../domain/dates/iso-date';
import type { StorageLife } from '../domain/pantry/inventory';
import { proposeDate, type KeptItem, type ProposedDate } from '../domain/pantry/storage-life';
import { LEFTOVER_FREEZER_DAYS, LEFTOVER_FRIDGE_DAYS, RICE_LEFTOVER_FRIDGE_DAYS } from '../domain/pantry/storage-life-constants';
import type { Ingredient, Recipe, Storage } from './types';

export type { KeptItem, ProposedDate };

/** How an ingredient of the table keeps, in the shape meal lines carry to the page. */
export function storageLifeOf(ingredient: Ingredient): StorageLife {
  return {
    days: ingredient.shelfLife.days,
    place: ingredient.shelfLife.storage,
    kind: ingredient.shelfLife.kind,
    ...(ingredient.openedDays !== undefined ? { openedDays: ingredient.openedDays } : {}),
    ...(ingredient.freezerDays !== undefined ? { freezerDays: ingredient.freezerDays } : {}),
  };
}

/** The date to propose for an ingredient of the table in the kitchen (the rules: `proposeDate`). */
export function proposeStorageDate(ingredient: Ingredient, item: KeptItem): ProposedDate {
  return proposeDate(storageLifeOf(ingredient), item);
}

/** Catalog ingredients that are rice as cooked (not rice flour, noodles, paper or vinegar). */
const RICE_IDS: ReadonlySet<string> = new Set([
  'long-grain-rice',
  'basmati-rice',
  'jasmine-rice',
  'brown-rice',
  'arborio-rice',
  'sushi-rice',
  'pudding-rice',
  'wild-rice',
]);

/** What a cooked dish's leftovers allow: the last day to eat them and whether they may be frozen. */
export type LeftoverLife = ProposedDate & { freezes: boolean };

/**
 * Leftovers of a cooked dish: in the fridge, the recipe's fridge days capped at the FSA's two
 * days (one when the dish holds rice), a use-by; in the freezer, when the dish freezes (frozen
 * the day it is cooked), three months, a best-before. A dish best eaten at once (0 fridge days)
 * is for the day it is cooked.
 */
export function leftoverLife(
  recipe: Pick<Recipe, 'leftovers' | 'ingredients'>,
  cooked: string,
  place: Exclude<Storage, 'cupboard'>,
): LeftoverLife {
  const { freezes } = recipe.leftovers;
  if (place === 'freezer' && freezes) return { date: addDays(cooked, LEFTOVER_FREEZER_DAYS), kind: 'best-before', freezes };
  const hasRice = recipe.ingredients.some((line) => RICE_IDS.has(line.id));
  const cap = hasRice ? RICE_LEFTOVER_FRIDGE_DAYS : LEFTOVER_FRIDGE_DAYS;
  return { date: addDays(cooked, Math.min(recipe.leftovers.fridgeDays, cap)), kind: 'use-by', freezes };
}

/**
 * How a recipe's leftovers keep, as a meal carries it to the page (`Meal['leftovers']`): the days
 * `leftoverLife` allows in the fridge (the recipe's own, capped by the FSA's rule and the rice
 * rule) and whether the dish freezes.
 */
export function mealLeftovers(recipe: Pick<Recipe, 'leftovers' | 'ingredients'>): { fridgeDays: number; freezes: boolean } {
  const day = '2000-01-01';
  const life = leftoverLife(recipe, day, 'fridge');
  return { fridgeDays: daysBetween(day, life.date), freezes: life.freezes };
}
