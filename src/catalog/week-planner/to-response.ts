import type { Preferences } from '../../domain/preferences';
import type { OwnRecipe } from '../../domain/recipes';
import { ownRecipeToMeal } from '../own-recipe-meals';
import type { PlannedDay, PlannedIngredient, SuggestResponse } from '../../domain/week-plan/suggest-schema';
import { recipeFacts } from '../recipe-facts';
import { recipeToMeal } from '../to-meal';
import type { PlannerMeal } from '../../domain/week-plan/suggest-schema';
import { weekForecast } from './forecast';
import { planDate } from './inventory';
import { modelMealToMeal } from './model-meals';
import type { WeekPlan } from './plan-week';
import { compareNames } from '../../domain/text/compare-names';

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

export type SuggestResponseOptions = {
  startDate: string;
  preferences: Preferences;
  notices?: readonly string[];
  /** The cook's recipe a planned own candidate came from (`recipePool`), to plan every line it lists. */
  ownRecipeOf?: (mealId: string) => OwnRecipe | undefined;
  /** The model's meal a planned candidate came from (`modelMealPool`), sent as values. */
  modelMealOf?: (mealId: string) => PlannerMeal | undefined;
};

/**
 * The day's meal and allergen labels: a model's meal as it was sent (every line, the allergens
 * vetting found), a cook's own recipe as they wrote it (every line, its own picture, unidentified
 * lines named), one of Larder's from the catalog.
 */
function dayMeal(
  entry: WeekPlan['entries'][number],
  portions: number,
  { ownRecipeOf, modelMealOf }: Pick<SuggestResponseOptions, 'ownRecipeOf' | 'modelMealOf'>,
) {
  const model = modelMealOf?.(entry.recipe.id);
  if (model) return { allergens: [...model.allergens], mayContain: [...model.mayContain], meal: modelMealToMeal(model, portions) };
  const own = ownRecipeOf?.(entry.recipe.id);
  if (own)
    return {
      allergens: [...own.facts.allergens.contains],
      mayContain: [...own.facts.allergens.mayContain],
      meal: ownRecipeToMeal(own, portions),
    };
  const facts = recipeFacts(entry.recipe);
  return { allergens: [...facts.allergens], mayContain: [...facts.mayContain], meal: recipeToMeal(entry.recipe, portions) };
}

/** A planned week as the API answers it: days in order, every ingredient with its packs, totals. */
export function toSuggestResponse(
  plan: WeekPlan,
  { startDate, preferences, notices = [], ownRecipeOf, modelMealOf }: SuggestResponseOptions,
): SuggestResponse {
  const servings = preferences.servings;
  const days: PlannedDay[] = plan.entries.map((entry) => {
    const portions = entry.kind === 'cook' ? (entry.portionsCooked ?? servings) : servings;
    return {
      day: entry.day,
      date: planDate(startDate, entry.day),
      mealId: entry.recipe.id,
      name: entry.recipe.name,
      cuisine: entry.recipe.cuisine,
      kind: entry.kind,
      servings,
      ...(entry.kind === 'cook'
        ? { portionsCooked: entry.portionsCooked ?? servings, portionsFrozen: entry.portionsFrozen ?? 0 }
        : { cookedOnDay: entry.cookedOnDay }),
      chosen: entry.chosen,
      ...dayMeal(entry, portions, { ownRecipeOf, modelMealOf }),
    };
  });
  const ingredients: PlannedIngredient[] = plan.accounting.ingredients
    .map((item) => ({
      id: item.ingredient.id,
      name: item.ingredient.name,
      unit: item.ingredient.unit,
      amountNeeded: round(item.amountNeeded),
      amountFromInventory: round(item.amountFromInventory),
      packSize: item.ingredient.pack.size,
      packLabel: item.ingredient.pack.label,
      packsToBuy: item.packsToBuy,
      keepsDays: item.ingredient.shelfLife.days,
      perishable: item.perishable,
      freezeOnPurchase: item.freezeOnPurchase,
      amountLeftOver: round(item.amountLeftOver),
      amountWasted: round(item.amountWasted),
      poundsBought: round(item.poundsBought),
      poundsWasted: round(item.poundsWasted),
    }))
    .sort((a, b) => a.keepsDays - b.keepsDays || compareNames(a.name, b.name));
  const { totals } = plan.accounting;
  return {
    startDate,
    days,
    ingredients,
    inventory: plan.accounting.inventory.map((item) => ({
      ingredientId: item.ingredient.id,
      name: item.ingredient.name,
      unit: item.ingredient.unit,
      amount: round(item.line.amount),
      useBy: planDate(startDate, item.line.useByDay),
      used: round(item.used),
      wasted: round(item.wasted),
    })),
    totals: {
      perishableGramsBought: Math.round(totals.perishableGramsBought),
      perishableGramsUsed: Math.round(totals.perishableGramsUsed),
      perishableShareUsed: round(totals.perishableShareUsed, 3),
      poundsBought: round(totals.poundsBought),
      poundsWasted: round(totals.poundsWasted),
      weekCost: round(totals.weekCost),
      portionsFrozen: totals.portionsFrozen,
    },
    forecast: weekForecast(plan.accounting, {
      preferences,
      servings,
      planned: new Set(plan.entries.map((entry) => entry.recipe.id)),
    }),
    notices: [...notices, ...plan.notices],
  };
}
