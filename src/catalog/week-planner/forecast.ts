import type { Preferences } from '../../domain/preferences';
import type { LeftoverForecast, WeekForecast } from '../../domain/week-plan/forecast-schema';
import { brokenConstraints, constraintContext, type ConstraintContext } from '../constraints';
import { RECIPES } from '../data/recipes';
import type { Ingredient, Recipe } from '../types';
import type { WeekAccounting } from './accounting';
import { gramsPerUnit, unitPrice } from './ingredient-measures';
import { compareNames } from '../../domain/text/compare-names';

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Below this a leftover is crumbs, not food a cook would plan a meal for. */
const MIN_LEFTOVER_GRAMS = 5;

/** Main meals by the ingredients they use, built once: a leftover looks up only the meals that use it. */
let byIngredient: Map<string, Recipe[]> | undefined;
function recipesUsing(id: string): readonly Recipe[] {
  if (!byIngredient) {
    byIngredient = new Map();
    for (const recipe of RECIPES) {
      if (recipe.mealType !== 'main') continue;
      for (const line of new Set(recipe.ingredients.map((item) => item.id))) {
        const list = byIngredient.get(line) ?? [];
        list.push(recipe);
        byIngredient.set(line, list);
      }
    }
  }
  return byIngredient.get(id) ?? [];
}

/**
 * A dinner outside the week that keeps the cook's hard constraints and uses the leftover: the
 * one that uses the most of it without needing more than is left, else the one that needs least
 * beyond it. Ties go to the catalog's order, so the answer is the same every time.
 */
export function mealForLeftover(
  ingredientId: string,
  amount: number,
  servings: number,
  context: ConstraintContext,
  planned: ReadonlySet<string>,
): Recipe | undefined {
  let best: { recipe: Recipe; score: number } | undefined;
  for (const recipe of recipesUsing(ingredientId)) {
    if (planned.has(recipe.id) || brokenConstraints(recipe, context).length > 0) continue;
    const need = recipe.ingredients.filter((line) => line.id === ingredientId).reduce((sum, line) => sum + line.amount * servings, 0);
    // Uses all of it within what is left scores highest; needing more than is left scores below any that fits.
    const score = need <= amount + 1e-9 ? need / amount : -(need - amount) / amount;
    if (!best || score > best.score) best = { recipe, score };
  }
  return best?.recipe;
}

function leftover(ingredient: Ingredient, amount: number, pounds: number): Omit<LeftoverForecast, 'useIn'> {
  return {
    ingredientId: ingredient.id,
    name: ingredient.name,
    unit: ingredient.unit,
    amount: round(amount),
    grams: Math.round(amount * gramsPerUnit(ingredient)),
    pounds: round(pounds),
  };
}

/**
 * The week's forecast as the page shows it: fresh food bought, what of it is expected left over
 * (grams and pounds, from the planner's one accounting), and for each leftover a dinner that would
 * use it. The inventory's food that goes off unused counts as left over too.
 */
export function weekForecast(
  accounting: WeekAccounting,
  { preferences, servings, planned }: { preferences: Preferences; servings: number; planned: ReadonlySet<string> },
): WeekForecast {
  const perishables = accounting.ingredients.filter((item) => item.perishable);
  // One context for every leftover: it remembers which ingredients the cook's exclusions rule out.
  const context = constraintContext(preferences);
  const items = [
    ...perishables.map((item) => leftover(item.ingredient, item.amountWasted, item.poundsWasted)),
    ...accounting.inventory.map((item) => leftover(item.ingredient, item.wasted, item.wasted * unitPrice(item.ingredient))),
  ]
    .filter((item) => item.grams >= MIN_LEFTOVER_GRAMS || (item.unit === 'item' && item.amount >= 1))
    .sort((a, b) => b.pounds - a.pounds || b.grams - a.grams || compareNames(a.name, b.name))
    .map((item): LeftoverForecast => {
      const meal = mealForLeftover(item.ingredientId, item.amount, servings, context, planned);
      return meal ? { ...item, useIn: { mealId: meal.id, name: meal.name } } : item;
    });
  const { totals } = accounting;
  const inventoryGramsWasted = accounting.inventory.reduce((sum, item) => sum + item.wasted * gramsPerUnit(item.ingredient), 0);
  return {
    freshBought: {
      grams: Math.round(totals.perishableGramsBought),
      pounds: round(perishables.reduce((sum, item) => sum + item.poundsBought, 0)),
    },
    leftOver: {
      grams: Math.max(0, Math.round(totals.perishableGramsBought - totals.perishableGramsUsed + inventoryGramsWasted)),
      pounds: round(totals.poundsWasted),
    },
    shareUsed: round(totals.perishableShareUsed, 3),
    items,
  };
}
