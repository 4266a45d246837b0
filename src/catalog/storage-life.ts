import { addDays, daysBetween } from '../domain/dates/iso-date';
import {
  LEFTOVER_FREEZER_DAYS,
  LEFTOVER_FRIDGE_DAYS,
  OPENED_USE_BY_MAX_DAYS,
  RICE_LEFTOVER_FRIDGE_DAYS,
} from '../domain/pantry/storage-life-constants';
import type { DateKind, Ingredient, Recipe, Storage } from './types';

/*
 * When food in the cook's kitchen should be eaten by (issue #16). Sources for the rules and the
 * ingredient table's `shelfLife.kind`, `openedDays` and `freezerDays`:
 * - Food Standards Agency, "Best before and use-by dates": use-by for food that goes off quickly,
 *   best-before for quality; freeze before the use-by; "use within N days of opening" never
 *   outlasts the use-by; leftovers within 2 days, cooked rice within 24 hours.
 * - WRAP / Love Food Hate Waste: freeze before the use-by, defrost and use within 24 hours; milk,
 *   butter, hard cheese, bread and meat freeze well.
 * - USDA FSIS FoodKeeper: freezer times (poultry 9 months, mince 3–4, steaks and joints 6,
 *   bacon and sausages 1–2, lean fish 6, oily fish 2–3) and opened lives of condiments.
 * - UK pack labels for opened lives (passata, coconut milk, cream, pesto, plant drinks).
 */

/** A proposed date and what kind of date it is. */
export type ProposedDate = { date: string; kind: DateKind };

export type KeptItem = {
  /** The day it was bought (or, for leftovers, cooked), 'YYYY-MM-DD'. */
  bought: string;
  /** Where it is kept now. */
  place: Storage;
  /** The day it was opened, if it has been. */
  opened?: string;
  /** The day it went into the freezer, when `place` is 'freezer'; the bought day when omitted. */
  frozen?: string;
};

function earlier(a: ProposedDate, b: ProposedDate): ProposedDate {
  return daysBetween(a.date, b.date) < 0 ? b : a;
}

/** No event before the day the food came home: a typed-in earlier date counts as that day. */
function notBefore(day: string | undefined, bought: string): string | undefined {
  if (day === undefined) return undefined;
  return daysBetween(bought, day) < 0 ? bought : day;
}

/**
 * The date to propose for an ingredient in the kitchen, and its kind:
 * 1. bought + shelf life, of the label's kind;
 * 2. opened (on or before it goes into the freezer): the earlier of that and opened + the opened
 *    life; a short opened life (`OPENED_USE_BY_MAX_DAYS`) makes it a use-by;
 * 3. in the freezer, frozen on or before that date: frozen + the freezer life, when that is later
 *    (freezing never shortens it), a best-before (freezing stops the use-by's clock). Frozen after
 *    its use-by, or an ingredient that does not freeze, it keeps the date it had.
 * Food bought frozen keeps its own shelf life (already a freezer life) wherever the cook says it is.
 */
export function proposeStorageDate(ingredient: Ingredient, item: KeptItem): ProposedDate {
  const { bought } = item;
  let proposed: ProposedDate = { date: addDays(bought, ingredient.shelfLife.days), kind: ingredient.shelfLife.kind };
  if (ingredient.shelfLife.storage === 'freezer') return proposed;

  const frozen = item.place === 'freezer' ? (notBefore(item.frozen, bought) ?? bought) : undefined;
  const opened = notBefore(item.opened, bought);
  const openedFirst = opened !== undefined && (frozen === undefined || daysBetween(opened, frozen) >= 0);
  if (openedFirst && ingredient.openedDays !== undefined) {
    const kind = ingredient.openedDays <= OPENED_USE_BY_MAX_DAYS ? 'use-by' : proposed.kind;
    proposed = earlier(proposed, { date: addDays(opened, ingredient.openedDays), kind });
  }

  if (frozen === undefined || ingredient.freezerDays === undefined) return proposed;
  // A use-by food frozen after its date is not safe to keep; a best-before one has simply aged.
  if (proposed.kind === 'use-by' && daysBetween(frozen, proposed.date) < 0) return proposed;
  const inFreezer = addDays(frozen, ingredient.freezerDays);
  return daysBetween(proposed.date, inFreezer) > 0 ? { date: inFreezer, kind: 'best-before' } : proposed;
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
