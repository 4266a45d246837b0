import { MAX_DISHES_PER_CUISINE, MAX_DISHES_PER_PROTEIN } from '../../domain/week-plan/constants';
import type { Cuisine } from '../../domain/preferences';
import { requireIngredient } from '../ingredient-index';
import type { Candidate } from './candidates';
import { gramsPerUnit, packPrice, packsFor, unitPrice } from './ingredient-measures';
import type { InventoryLine } from './types';
import { WEIGHTS, leftoverLimit } from './week-model';

/** One dish of a week under construction. */
export type Dish = { index: number; leftoverDays: number; frozenPortions: number };

type Food = {
  size: number;
  packPrice: number;
  unitPrice: number;
  perishable: boolean;
  wasteCoefficient: number;
  stock: number;
  stockExpiring: boolean;
};

export type ObjectiveContext = {
  candidates: readonly Candidate[];
  days: number;
  servings: number;
  foods: Map<string, Food>;
  /** The same foods by number, and each candidate's foods as [food number, amount per portion]. */
  foodList: Food[];
  lines: (readonly (readonly [number, number])[])[];
  budget: number;
  inventory: readonly InventoryLine[];
  unlimitedCuisines: ReadonlySet<Cuisine>;
  /** Cuisines and proteins with more candidates than their limit: only those can be broken. */
  cuisineLimited: ReadonlySet<string>;
  proteinLimited: ReadonlySet<string>;
};

export function objectiveContext(
  candidates: readonly Candidate[],
  days: number,
  servings: number,
  inventory: readonly InventoryLine[],
  unlimitedCuisines: ReadonlySet<Cuisine>,
): ObjectiveContext {
  const foods = new Map<string, Food>();
  const stock = new Map<string, { amount: number; expiring: boolean }>();
  for (const line of inventory) {
    const entry = stock.get(line.ingredientId) ?? { amount: 0, expiring: false };
    entry.amount += line.amount;
    entry.expiring ||= line.useByDay <= days;
    stock.set(line.ingredientId, entry);
  }
  const cuisines = new Map<string, number>();
  const proteins = new Map<string, number>();
  for (const candidate of candidates) {
    if (!unlimitedCuisines.has(candidate.recipe.cuisine))
      cuisines.set(candidate.recipe.cuisine, (cuisines.get(candidate.recipe.cuisine) ?? 0) + 1);
    if (candidate.proteinFamily) proteins.set(candidate.proteinFamily, (proteins.get(candidate.proteinFamily) ?? 0) + 1);
    const lines = [
      ...candidate.perishables.map((line) => ({ ...line, perishable: true })),
      ...candidate.cupboardFromInventory.map((line) => ({ ...line, perishable: false })),
    ];
    for (const line of lines) {
      if (foods.has(line.id)) continue;
      const ingredient = requireIngredient(line.id);
      foods.set(line.id, {
        size: ingredient.pack.size,
        packPrice: packPrice(ingredient),
        unitPrice: unitPrice(ingredient),
        perishable: line.perishable,
        wasteCoefficient: WEIGHTS.wastePound * unitPrice(ingredient) + (WEIGHTS.waste100g * gramsPerUnit(ingredient)) / 100,
        stock: stock.get(line.id)?.amount ?? 0,
        stockExpiring: stock.get(line.id)?.expiring ?? false,
      });
    }
  }
  const foodList = [...foods.values()];
  const numbers = new Map([...foods.keys()].map((id, index) => [id, index]));
  const lines = candidates.map((candidate) =>
    [...candidate.perishables, ...candidate.cupboardFromInventory].map((line) => [numbers.get(line.id) ?? -1, line.amount] as const),
  );
  const meanPortion =
    candidates.length > 0 ? candidates.reduce((sum, candidate) => sum + candidate.costPerPortion, 0) / candidates.length : 0;
  return {
    candidates,
    days,
    servings,
    foods,
    foodList,
    lines,
    budget: meanPortion * servings * days,
    inventory,
    unlimitedCuisines,
    cuisineLimited: new Set([...cuisines].filter(([, count]) => count > MAX_DISHES_PER_CUISINE).map(([cuisine]) => cuisine)),
    proteinLimited: new Set([...proteins].filter(([, count]) => count > MAX_DISHES_PER_PROTEIN).map(([protein]) => protein)),
  };
}

/** The cost and the objective term of one food at a total need (portions × amounts). */
export function foodTerms(food: Food, need: number): { cost: number; objective: number } {
  if (food.perishable) {
    const packs = packsFor(Math.max(0, need - food.stock), food.size);
    const fromStock = Math.max(0, Math.min(food.stock, need - packs * food.size));
    const cost = packs * food.packPrice;
    let waste = packs * food.size - need;
    if (!food.stockExpiring) waste += fromStock;
    return { cost, objective: food.wasteCoefficient * waste };
  }
  const bought = Math.max(0, need - food.stock);
  return { cost: bought * food.unitPrice, objective: 0 };
}

export const portionsOf = (dish: Dish, servings: number) => servings * (1 + dish.leftoverDays) + dish.frozenPortions;

/**
 * The model's objective (`week-model.ts`) for a week written out: the same terms with the
 * packs, inventory use and slacks at their best values. The local search minimises this, and
 * the bench checks it against HiGHS on the same model.
 */
export function weekObjective(context: ObjectiveContext, dishes: readonly Dish[]): number {
  const { candidates, servings } = context;
  const need = new Map<string, number>();
  let objective = 0;
  let cost = 0;
  let frozenWorth = 0;
  let daysFilled = 0;
  const cuisines = new Map<string, number>();
  const proteins = new Map<string, number>();
  for (const dish of dishes) {
    const candidate = candidates[dish.index];
    if (!candidate) continue;
    const portions = portionsOf(dish, servings);
    daysFilled += 1 + dish.leftoverDays;
    objective += -candidate.appeal + WEIGHTS.leftoverDay * dish.leftoverDays + WEIGHTS.frozenPortion * dish.frozenPortions;
    cost += candidate.cupboardCostPerPortion * portions;
    frozenWorth += candidate.costPerPortion * dish.frozenPortions;
    for (const line of candidate.perishables) need.set(line.id, (need.get(line.id) ?? 0) + line.amount * portions);
    for (const line of candidate.cupboardFromInventory) need.set(line.id, (need.get(line.id) ?? 0) + line.amount * portions);
    if (context.cuisineLimited.has(candidate.recipe.cuisine))
      cuisines.set(candidate.recipe.cuisine, (cuisines.get(candidate.recipe.cuisine) ?? 0) + 1);
    if (candidate.proteinFamily && context.proteinLimited.has(candidate.proteinFamily)) {
      proteins.set(candidate.proteinFamily, (proteins.get(candidate.proteinFamily) ?? 0) + 1);
    }
  }
  for (const [id, amount] of need) {
    const food = context.foods.get(id);
    if (!food) continue;
    const terms = foodTerms(food, amount);
    cost += terms.cost;
    objective += terms.objective;
  }
  objective += WEIGHTS.cost * cost;
  if (candidates.length > 0) objective += WEIGHTS.overBudget * Math.max(0, cost - frozenWorth - context.budget);
  for (const count of cuisines.values()) objective += WEIGHTS.weekRule * Math.max(0, count - MAX_DISHES_PER_CUISINE);
  for (const count of proteins.values()) objective += WEIGHTS.weekRule * Math.max(0, count - MAX_DISHES_PER_PROTEIN);
  objective += WEIGHTS.emptyDay * Math.max(0, context.days - daysFilled);
  return objective;
}

export { leftoverLimit };
