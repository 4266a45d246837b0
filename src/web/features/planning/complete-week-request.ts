import { completeWeek } from '../../../domain/kitchen/plan-commands';
import type { Meal } from '../../../domain/meal/meal';
import type { Preferences } from '../../../domain/preferences/preferences';
import { ownRecipeIdOf } from '../../../domain/recipes/own-meal';
import { MAX_PLANNER_MEALS, PLAN_DAYS } from '../../../domain/week-plan/constants';
import { mealForPortions, toPlannerMeal } from '../../../domain/week-plan/planner-meal';
import { plannerInventory } from '../../../domain/week-plan/planner-inventory';
import type { PlannerMeal } from '../../../domain/week-plan/suggest-schema';
import { ApiError } from '../../lib/api-client';
import type { KitchenStore } from '../../lib/kitchen/kitchen-store';
import { randomId } from '../../lib/random-id';
import { showApiError, showError, showWarning } from '../../lib/toasts';
import { suggestWeek } from './api/suggest-week';
import { COMPLETE_WEEK_FAILED, type CompleteWeekInput } from './complete-week-input';

/**
 * A meal the server's planner knows by its id: one of Larder's recipe catalog, or one of the
 * cook's own recipes when their preferences plan with them (the server loads the signed-in
 * cook's recipes as candidates then, so a chosen one is placed once, not planned again).
 */
const knownToPlanner = (meal: Meal, preferences: Preferences) =>
  meal.allergenSource === 'catalog' || (ownRecipeIdOf(meal.id) !== undefined && preferences.recipeSource !== 'larder');

/**
 * A model's meals (chosen ones first, then offered ones) as values the planner can count: each
 * line with the ingredient id, amount and unit vetting gave it. Meals that cannot be sent stay out.
 */
function modelMeals(meals: readonly Meal[], servings: number): { sent: PlannerMeal[]; full: Map<string, Meal> } {
  const sent: PlannerMeal[] = [];
  const full = new Map<string, Meal>();
  for (const meal of meals) {
    if (sent.length >= MAX_PLANNER_MEALS || full.has(meal.id)) continue;
    const planner = toPlannerMeal(meal, servings);
    if (!planner) continue;
    sent.push(planner);
    full.set(meal.id, meal);
  }
  return { sent, full };
}

/**
 * The work of "Complete my week", loaded when the cook first asks for it (decision 0015): what the
 * week lacks, the server's planner asked, its week stored. `started` is called once a request is
 * really sent (the button shows it is busy from then). Answers whether the week was stored.
 */
export async function completeWeekWith(
  store: KitchenStore,
  { preferences, startDate, selected, options }: CompleteWeekInput,
  started: () => void,
): Promise<boolean> {
  const mains = selected.filter((meal) => !meal.isBreakfast);
  const offered = options.filter((meal) => !meal.isBreakfast);
  const models = modelMeals(
    [...mains, ...offered].filter((meal) => !knownToPlanner(meal, preferences)),
    preferences.servings,
  );
  const plannable = (meal: Meal) => knownToPlanner(meal, preferences) || models.full.has(meal.id);
  const otherDinners = mains.filter((meal) => !plannable(meal));
  const days = Math.min(PLAN_DAYS.max, preferences.mealCount.main) - otherDinners.length;
  if (days < 1) {
    showError(COMPLETE_WEEK_FAILED, 'Every dinner of your week is chosen already: press Create Meal Plan.');
    return false;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    showApiError(ApiError.network());
    return false;
  }
  started();
  try {
    const chosenIds = mains.filter(plannable).map((meal) => meal.id);
    const optionIds = offered.filter(plannable).map((meal) => meal.id);
    const inventory = plannerInventory(Object.values(store.getState().inventory), startDate);
    const week = await suggestWeek({
      preferences,
      days,
      startDate,
      chosenIds,
      optionIds,
      meals: models.sent,
      inventory,
      favouriteIds: [],
    });
    // A model's meal planned: the cook's own copy (picture, steps), for the portions the day cooks.
    const planned = week.days.map((day) => {
      const meal = models.full.get(day.mealId);
      return meal ? { ...day, meal: mealForPortions(meal, day.meal.servings ?? day.servings, preferences.servings) } : day;
    });
    const stored = store.update(
      (state) =>
        completeWeek(state, {
          startDate,
          planned,
          forecast: week.forecast,
          otherDinners,
          breakfasts: selected.filter((meal) => meal.isBreakfast),
          newId: randomId,
        }),
      { requireStored: true },
    );
    if (!stored) {
      showError('Failed to create meal plan. Please try again.');
      return false;
    }
    // The planner says why a week is shorter than asked, or why a chosen meal was left out.
    if (week.notices.length > 0) showWarning('Your week was planned with changes', week.notices.join(' '));
    return true;
  } catch (error) {
    showApiError(error, { title: COMPLETE_WEEK_FAILED });
    return false;
  }
}
