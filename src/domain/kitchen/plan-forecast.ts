import type { MealIngredient } from '../meal/meal';
import { PERISHABLE_DAYS } from '../week-plan/constants';
import type { LeftoverForecast, WeekForecast } from '../week-plan/forecast-schema';
import { daysBetween } from '../dates';
import type { KitchenState } from './kitchen-state';
import type { PlanEntry } from './items';
import { isCooked, planDays, weekForecastOf } from './views';
import { compareNames } from '../text/compare-names';

type Measured = MealIngredient & {
  ingredientId: string;
  amount: number;
  unit: 'g' | 'ml' | 'item';
  pack: { size: number; label: string };
  shelfLifeDays: number;
};

/** A line the forecast can count: known food with an amount, a pack and a shelf life. */
function measured(line: MealIngredient): line is Measured {
  return (
    line.ingredientId !== undefined &&
    line.amount !== undefined &&
    line.unit !== undefined &&
    line.pack !== undefined &&
    line.shelfLifeDays !== undefined
  );
}

/** Below this a leftover is crumbs, not food a cook would plan a meal for (as the server's forecast). */
const MIN_LEFTOVER_GRAMS = 5;

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Weights without the ingredient table: a millilitre as a gram; pieces are counted, not weighed. */
const gramsPer = (unit: Measured['unit']) => (unit === 'item' ? 0 : 1);

/**
 * Share of a cooking's portions that get eaten: the day's own, its leftover days within the
 * dish's fridge life, and frozen portions when the dish freezes well (the planner's rule).
 */
function eatenShare(entry: PlanEntry, all: readonly { entry: PlanEntry; day: number }[], day: number): number {
  const cooked = entry.meal.servings ?? entry.servings ?? 1;
  const eatenToday = entry.servings ?? cooked;
  if (cooked <= eatenToday) return 1;
  const fridgeDays = entry.meal.leftovers?.fridgeDays ?? 0;
  const leftovers = all
    .filter((other) => other.entry.leftoverOf === entry.id && other.day > day && other.day - day <= fridgeDays)
    .reduce((sum, other) => sum + (other.entry.servings ?? other.entry.meal.servings ?? eatenToday), 0);
  const frozen = entry.meal.leftovers?.freezes ? (entry.portionsFrozen ?? 0) : 0;
  return Math.min(cooked, eatenToday + leftovers + frozen) / cooked;
}

type Food = {
  line: Measured;
  perishable: boolean;
  freezes: boolean;
  uses: { day: number; amount: number; eaten: number }[];
  pence: number;
};

/**
 * The week's fresh-food forecast worked out from the plan as it is now (issue #17), so it shows
 * for any week and follows the cook's edits: one shop on the week's first day, whole packs of
 * each food the dinners cook with (every cooking day's meal is written for the portions it
 * cooks), and a perishable (keeps ≤ PERISHABLE_DAYS) counted as eaten when its dinner falls
 * within its shelf life (or it freezes raw) and the portions are eaten in time. Reads only the
 * meals' structured lines (catalog meals, a model's identified ones, a cook's matched ones): a line
 * without them is unknown food and counts for nothing. Undefined when there is no dinner, or a
 * dinner with no line to count (a meal saved as text), as the figures would mislead. It does not
 * know the pantry, so what the cook holds is not taken off; nor does it name a meal for a leftover.
 */
export function planForecast(state: Pick<KitchenState, 'week' | 'planEntries'>): WeekForecast | undefined {
  const days = planDays(state);
  const start = state.week?.startDate ?? days[0]?.date;
  if (!start) return undefined;
  const mains = days.flatMap((day) => day.main.map((entry) => ({ entry, day: daysBetween(start, day.date) + 1 })));
  const cooking = mains.filter(({ entry }) => isCooked(entry));
  if (cooking.length === 0) return undefined;
  const foods = new Map<string, Food>();
  for (const { entry, day } of cooking) {
    const lines = entry.meal.ingredients.filter(measured);
    if (lines.length === 0) return undefined;
    const eaten = eatenShare(entry, mains, day);
    for (const line of lines) {
      const key = `${line.ingredientId}|${line.unit}`;
      const food = foods.get(key) ?? {
        line,
        perishable: line.shelfLifeDays <= PERISHABLE_DAYS,
        freezes: line.storageLife?.freezerDays !== undefined,
        uses: [],
        pence: 0,
      };
      food.uses.push({ day, amount: line.amount, eaten });
      // Pence per unit from the line's own price for its amount.
      if (food.pence === 0 && line.pricePence !== undefined && line.amount > 0) food.pence = line.pricePence / line.amount;
      foods.set(key, food);
    }
  }

  let boughtGrams = 0;
  let boughtPounds = 0;
  let usedGrams = 0;
  let wastedPounds = 0;
  let wastedGrams = 0;
  const items: LeftoverForecast[] = [];
  for (const food of foods.values()) {
    if (!food.perishable) continue;
    const { line } = food;
    const need = food.uses.reduce((sum, use) => sum + use.amount, 0);
    const packs = need <= 1e-9 ? 0 : Math.ceil(need / line.pack.size - 1e-9);
    const bought = packs * line.pack.size;
    const inTime = food.uses
      .filter((use) => use.day <= line.shelfLifeDays || food.freezes)
      .reduce((sum, use) => sum + use.amount * use.eaten, 0);
    const used = Math.min(inTime, bought);
    const wasted = Math.max(0, bought - used);
    const grams = gramsPer(line.unit);
    const poundsPerUnit = food.pence / 100;
    boughtGrams += bought * grams;
    boughtPounds += bought * poundsPerUnit;
    usedGrams += used * grams;
    wastedGrams += wasted * grams;
    wastedPounds += wasted * poundsPerUnit;
    if (wasted * grams >= MIN_LEFTOVER_GRAMS || (line.unit === 'item' && wasted >= 1)) {
      items.push({
        ingredientId: line.ingredientId,
        name: line.name,
        unit: line.unit,
        amount: round(wasted),
        grams: Math.round(wasted * grams),
        pounds: round(wasted * poundsPerUnit),
      });
    }
  }
  return {
    freshBought: { grams: Math.round(boughtGrams), pounds: round(boughtPounds) },
    leftOver: { grams: Math.round(wastedGrams), pounds: round(wastedPounds) },
    shareUsed: boughtGrams > 0 ? round(Math.min(1, usedGrams / boughtGrams), 3) : 1,
    items: items.sort((a, b) => b.pounds - a.pounds || b.grams - a.grams || compareNames(a.name, b.name)).slice(0, 80),
  };
}

/** The forecast a screen shows, and where it comes from. */
export type ShownForecast = {
  forecast: WeekForecast;
  /**
   * 'planner': the server's, for the week exactly as "Complete my week" planned it (pantry counted,
   * a meal named for each leftover); 'plan': worked out from the dinners as they are now;
   * 'stale': the planner's, for a week the cook has changed since, when the dinners as they are
   * now carry too little to work it out again.
   */
  source: 'planner' | 'plan' | 'stale';
};

/**
 * The week's forecast for the weekly plan and the shopping list (one selector, so the two screens
 * show one figure): the planner's while the week is as it planned it, else the plan's own
 * (`planForecast`), keeping the planner's meal for a leftover it still names and the week no
 * longer cooks.
 */
export function shownForecast(state: Pick<KitchenState, 'week' | 'planEntries'>): ShownForecast | undefined {
  const stored = weekForecastOf(state);
  if (stored?.current) return { forecast: stored.forecast, source: 'planner' };
  const computed = planForecast(state);
  if (!computed) return stored ? { forecast: stored.forecast, source: 'stale' } : undefined;
  if (!stored) return { forecast: computed, source: 'plan' };
  const planned = new Set(Object.values(state.planEntries).map((entry) => entry.meal.id));
  const useIn = new Map(
    stored.forecast.items.flatMap((item) =>
      item.useIn && !planned.has(item.useIn.mealId) ? [[item.ingredientId, item.useIn] as const] : [],
    ),
  );
  const items = computed.items.map((item) => {
    const meal = useIn.get(item.ingredientId);
    return meal ? { ...item, useIn: meal } : item;
  });
  return { forecast: { ...computed, items }, source: 'plan' };
}
