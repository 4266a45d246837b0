import { allergenClashes, cookExclusions, wordClashes, type Clash, type CookExclusions } from '../domain/allergens';
import type { Preferences } from '../domain/preferences';
import { wordsOf } from './ingredient-index';
import type { Ingredient } from './types';

/** Reads a cook's allergies and excluded items once, for matching against many ingredients. */
export function exclusionsOf(preferences: Pick<Preferences, 'allergies' | 'excludedItems'>): CookExclusions {
  return cookExclusions(preferences);
}

/**
 * Why an ingredient is ruled out for the cook: an allergen it contains or may contain, a group
 * it belongs to ('pork' takes in bacon and chorizo), or a typed food its names hold ('mushroom'
 * rules out chestnut mushrooms). Empty when it may be used.
 */
export function ingredientClashes(cook: CookExclusions, ingredient: Ingredient): Clash[] {
  if (!cook.any) return [];
  const clashes = allergenClashes(cook, ingredient.allergens, ingredient.mayContain ?? []);
  for (const words of wordsOf(ingredient)) {
    for (const clash of wordClashes(cook, words)) if (!clashes.some((known) => known.entry === clash.entry)) clashes.push(clash);
  }
  return clashes;
}

/** Whether an ingredient is ruled out for the cook. */
export function excludes(cook: CookExclusions, ingredient: Ingredient): boolean {
  return ingredientClashes(cook, ingredient).length > 0;
}
