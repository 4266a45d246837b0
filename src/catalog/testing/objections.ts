import { cookExclusions, resolveEntry } from '../../domain/allergens';
import { cookingTimeLimitMinutes, maxPriceLimitPounds, type Preferences } from '../../domain/preferences';
import { MAX_DISHES_PER_CUISINE, MAX_DISHES_PER_PROTEIN } from '../../domain/week-plan/constants';
import { requireIngredient } from '../ingredient-index';
import { recipeFacts } from '../recipe-facts';
import type { Recipe } from '../types';
import { proteinFamily } from '../week-planner/candidates';
import type { DayEntry } from '../week-planner/types';

/**
 * What a cook would object to in a planned dinner, read from the recipe and the ingredient table
 * directly, without the catalog's constraint code (`brokenConstraints`) the planner filters with:
 * an independent second opinion for the tests and the bench.
 */
export function objections(recipe: Recipe, preferences: Preferences): string[] {
  const problems: string[] = [];
  const facts = recipeFacts(recipe);
  const ingredients = recipe.ingredients.map((line) => requireIngredient(line.id));
  const allergens = new Set(ingredients.flatMap((ingredient) => [...ingredient.allergens, ...(ingredient.mayContain ?? [])]));
  for (const allergen of cookExclusions(preferences).allergens) if (allergens.has(allergen)) problems.push(`holds ${allergen}`);
  for (const term of preferences.excludedItems) {
    if (resolveEntry(term).kind === 'allergen') continue;
    const word = term.toLowerCase().replace(/s$/, '');
    if (ingredients.some((ingredient) => ingredient.name.split(/[\s-]+/).some((part) => part.replace(/s$/, '') === word)))
      problems.push(`contains ${term}`);
  }
  if (recipe.mealType !== 'main') problems.push('not a dinner');
  if (preferences.dietaryPreferences !== 'None' && !facts.dietaryOptions.includes(preferences.dietaryPreferences)) problems.push('diet');
  if (recipe.prepMinutes + recipe.cookMinutes > cookingTimeLimitMinutes(preferences.cookingTime)) problems.push('time');
  if (facts.price * preferences.servings > maxPriceLimitPounds(preferences.maxPricePerMeal) + 1e-9) problems.push('price');
  const [low, high] = preferences.caloriesRange;
  if (facts.nutrition.calories < low || facts.nutrition.calories > high) problems.push('calories');
  const [pLow, pHigh] = preferences.proteinRange;
  if (facts.nutrition.protein < pLow || facts.nutrition.protein > pHigh) problems.push('protein');
  return problems;
}

/** A dish's main protein as the week's variety counts it (chicken thighs and breast are one). */
export function mainProteinOf(recipe: Recipe): string | undefined {
  const id = recipeFacts(recipe).mainProtein;
  return id ? proteinFamily(requireIngredient(id)) : undefined;
}

/** How many cooked dishes of each key a week holds. */
function countBy(entries: readonly DayEntry[], key: (recipe: Recipe) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind !== 'cook') continue;
    const value = key(entry.recipe);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * The week's own promises, whatever the preferences: days in order, no dish cooked twice,
 * leftovers within the dish's fridge life, no portion wasted, and a varied week (no cuisine more
 * than twice unless the cook picked fewer than three, no main protein more than twice) wherever
 * the dishes it could choose among (`pool`) hold a different dish for every day within the rule;
 * with fewer, filling the days comes first and a rule may bend (the model's near-hard rows).
 */
export function weekProblems(
  week: { entries: readonly DayEntry[]; portionsWasted: number },
  {
    days,
    preferences,
    pool,
    variety = true,
  }: {
    days: number;
    preferences: Preferences;
    pool: readonly Recipe[];
    /** Check the variety rules too: they are the search's to keep (near-hard), so a light search may miss them. */
    variety?: boolean;
  },
): string[] {
  const problems: string[] = [];
  const { entries } = week;
  entries.forEach((entry, position) => {
    if (entry.day !== position + 1) problems.push(`day ${entry.day} out of order`);
    if (entry.kind === 'leftover') {
      const gap = entry.day - (entry.cookedOnDay ?? Number.NaN);
      if (!(gap >= 1 && gap <= entry.recipe.leftovers.fridgeDays)) problems.push(`${entry.recipe.id} eaten ${gap} days after cooking`);
    }
  });
  const cooked = entries.filter((entry) => entry.kind === 'cook');
  if (new Set(cooked.map((entry) => entry.recipe.id)).size !== cooked.length) problems.push('a dish cooked twice');
  if (entries.length > days) problems.push('too many days');
  if (week.portionsWasted > 0) problems.push(`${week.portionsWasted} cooked portions wasted`);
  if (!variety) return problems;

  const picked = preferences.cuisines;
  const unlimited = new Set<string>(picked.length > 0 && picked.length < 3 ? picked : []);
  const cuisineCap = (cuisine: string) => (unlimited.has(cuisine) ? Number.POSITIVE_INFINITY : MAX_DISHES_PER_CUISINE);
  // Could the week have been chosen within a rule? Only then must it keep it.
  const fits = (key: (recipe: Recipe) => string | undefined, cap: (value: string) => number) => {
    const pooled = new Map<string, number>();
    let free = 0;
    for (const recipe of pool) {
      const value = key(recipe);
      if (value === undefined) free += 1;
      else pooled.set(value, (pooled.get(value) ?? 0) + 1);
    }
    // Enough dishes within the rule to cook a different one every day, so no leftover day or
    // freshness limit can force the rule to bend.
    return free + [...pooled].reduce((sum, [value, count]) => sum + Math.min(count, cap(value)), 0) >= days;
  };
  if (fits((recipe) => recipe.cuisine, cuisineCap)) {
    for (const [cuisine, count] of countBy(entries, (recipe) => recipe.cuisine))
      if (count > cuisineCap(cuisine)) problems.push(`${count} ${cuisine} dishes`);
  }
  if (fits(mainProteinOf, () => MAX_DISHES_PER_PROTEIN)) {
    for (const [protein, count] of countBy(entries, mainProteinOf))
      if (count > MAX_DISHES_PER_PROTEIN) problems.push(`${count} dishes of ${protein}`);
  }
  return problems;
}
