import { addDays } from '../dates/iso-date';
import type { Meal } from '../meal/meal';
import { MAX_INGREDIENTS_TO_USE, MAX_LIST_ENTRY_LENGTH } from '../preferences/constants';
import type { Preferences } from '../preferences/preferences';
import { formatQuantity } from '../units/format-quantity';
import { foodKey, sameFood } from './holdings';
import type { InventoryItem } from './inventory';
import { goesOffSoon } from './going-off';
import { byEarliestDate, SOON_DAYS } from './inventory-math';

export { hasFoodGoingOff } from './going-off';

/*
 * "Use it up" (issue #16): what goes off in the next three days, with meals that use it (the
 * cook's favourites, catalog recipes from GET /api/pantry/use-up), and the soonest items as the
 * planner's "ingredients to use up".
 */

/** What goes off in the next three days, soonest first. */
export function goingOff(inventory: Record<string, InventoryItem>, today: string): InventoryItem[] {
  return Object.values(inventory)
    .filter((item) => goesOffSoon(item, today, SOON_DAYS))
    .sort(byEarliestDate);
}

/** An item as the planner's "ingredients to use up" reads it: '200 g chicken breast'. */
export function useUpEntry(item: Pick<InventoryItem, 'name' | 'quantity'>): string {
  return `${formatQuantity(item.quantity)} ${item.name}`.slice(0, MAX_LIST_ENTRY_LENGTH);
}

/** Days ahead the planner looks for food to use up: a week's plan eats what goes off within it. */
export const USE_UP_HORIZON_DAYS = 7;

/**
 * The planner's "ingredients to use up" from the inventory: its soonest dated ingredients (not
 * leftovers, which are meals already) going off within a week, one entry per food, at most the
 * spec's five.
 */
export function ingredientsToUseUp(inventory: Record<string, InventoryItem>, today: string): string[] {
  const horizon = addDays(today, USE_UP_HORIZON_DAYS);
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const item of Object.values(inventory).sort(byEarliestDate)) {
    if (entries.length >= MAX_INGREDIENTS_TO_USE) break;
    if (item.leftover || !item.date || item.date > horizon || (item.date < today && item.dateKind === 'use-by')) continue;
    const key = foodKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(useUpEntry(item));
  }
  return entries;
}

/** Meals (the cook's favourites) that use an item, most of the items going off first. */
export function mealsUsing(item: InventoryItem, meals: readonly Meal[], others: readonly InventoryItem[] = []): Meal[] {
  const uses = (meal: Meal, food: InventoryItem) => meal.ingredients.some((line) => sameFood(line, food));
  return meals
    .filter((meal) => uses(meal, item))
    .map((meal, index) => ({ meal, index, score: others.filter((other) => uses(meal, other)).length }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ meal }) => meal);
}

/** Most ingredients one use-up look-up names. */
export const MAX_USE_UP_IDS = 12;
/** Recipes the look-up answers for each ingredient. */
export const USE_UP_RECIPES_PER_INGREDIENT = 3;

/** The query string a page sends for its items and preferences (diet, allergies, exclusions): what `useUpQuerySchema` (use-up-api.ts) reads. */
export function useUpSearch(
  ids: readonly string[],
  preferences?: Pick<Preferences, 'dietaryPreferences' | 'allergies' | 'excludedItems'>,
): string {
  const params = new URLSearchParams({ ids: [...new Set(ids)].slice(0, MAX_USE_UP_IDS).join(',') });
  if (preferences) {
    if (preferences.dietaryPreferences !== 'None') params.set('diet', preferences.dietaryPreferences);
    if (preferences.allergies.length > 0) params.set('allergies', preferences.allergies.join(','));
    const excluded = preferences.excludedItems.map((item) => item.replace(/\s*,\s*/g, ' ').trim()).filter(Boolean);
    if (excluded.length > 0) params.set('exclude', excluded.join(','));
  }
  return params.toString();
}
