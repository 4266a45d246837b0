import {
  MAX_DISHES_PER_CUISINE,
  MAX_DISHES_PER_PROTEIN,
  MAX_FROZEN_PORTIONS_PER_SERVING,
  MAX_LEFTOVER_SHARE_OF_DAYS,
} from '../../domain/week-plan/constants';
import { foodTerms, portionsOf, type Dish, type ObjectiveContext } from './week-objective';
import { WEIGHTS, leftoverLimit } from './week-model';

/**
 * A week under construction with its objective kept up to date as dishes come and go: only the
 * foods a dish touches are recomputed, so a local search can try thousands of moves a second.
 * Equal to `weekObjective` for the same dishes (a property test holds them together).
 */
export class WeekState {
  readonly dishes: Dish[] = [];
  private readonly need: Float64Array;
  private readonly foodObjective: Float64Array;
  private readonly foodCost: Float64Array;
  /** Dishes by the day their fresh food lasts to, and leftover days by the day they must be eaten by. */
  private readonly byDeadline: Int32Array;
  private readonly cuisines = new Map<string, number>();
  private readonly proteins = new Map<string, number>();
  private dishTerms = 0;
  private cupboardCost = 0;
  private packCost = 0;
  private foodTotal = 0;
  private frozenWorth = 0;
  private rulePenalty = 0;
  daysFilled = 0;
  leftoverDays = 0;
  frozenPortions = 0;
  readonly inWeek = new Set<number>();

  constructor(private readonly context: ObjectiveContext) {
    const foods = context.foodList.length;
    this.need = new Float64Array(foods);
    this.foodObjective = new Float64Array(foods);
    this.foodCost = new Float64Array(foods);
    this.byDeadline = new Int32Array(context.days + 1);
  }

  objective(): number {
    const { context } = this;
    const cost = this.cupboardCost + this.packCost;
    let value = this.dishTerms + this.foodTotal + WEIGHTS.cost * cost + this.rulePenalty;
    if (context.candidates.length > 0) value += WEIGHTS.overBudget * Math.max(0, cost - this.frozenWorth - context.budget);
    return value + WEIGHTS.emptyDay * Math.max(0, context.days - this.daysFilled);
  }

  /** Whether the week keeps the hard limits of the model: caps and one-shop freshness. */
  feasible(): boolean {
    const { context } = this;
    if (this.daysFilled > context.days) return false;
    if (this.leftoverDays > Math.floor(context.days * MAX_LEFTOVER_SHARE_OF_DAYS)) return false;
    if (this.frozenPortions > MAX_FROZEN_PORTIONS_PER_SERVING * context.servings) return false;
    // At most t dishes (and leftovers that must be eaten by t) whose fresh food lasts t days.
    let count = 0;
    for (let t = 1; t < context.days; t += 1) {
      count += this.byDeadline[t] ?? 0;
      if (count > t) return false;
    }
    return true;
  }

  add(dish: Dish): void {
    this.change(dish, 1);
    this.dishes.push(dish);
    this.inWeek.add(dish.index);
  }

  remove(position: number): Dish {
    const [dish] = this.dishes.splice(position, 1);
    if (!dish) throw new Error(`No dish at ${position}`);
    this.change(dish, -1);
    this.inWeek.delete(dish.index);
    return dish;
  }

  /** Puts a removed dish back where it was, so an undone move leaves the order unchanged. */
  restore(position: number, dish: Dish): void {
    this.change(dish, 1);
    this.dishes.splice(position, 0, dish);
    this.inWeek.add(dish.index);
  }

  private change(dish: Dish, sign: 1 | -1): void {
    const { context } = this;
    const candidate = context.candidates[dish.index];
    if (!candidate) throw new Error(`No candidate ${dish.index}`);
    const portions = portionsOf(dish, context.servings);
    this.dishTerms += sign * (-candidate.appeal + WEIGHTS.leftoverDay * dish.leftoverDays + WEIGHTS.frozenPortion * dish.frozenPortions);
    this.cupboardCost += sign * candidate.cupboardCostPerPortion * portions;
    this.frozenWorth += sign * candidate.costPerPortion * dish.frozenPortions;
    this.daysFilled += sign * (1 + dish.leftoverDays);
    this.leftoverDays += sign * dish.leftoverDays;
    this.frozenPortions += sign * dish.frozenPortions;
    for (const [food, amount] of context.lines[dish.index] ?? []) this.changeFood(food, sign * amount * portions);
    const deadline = Math.min(candidate.deadline, context.days);
    this.byDeadline[deadline] = (this.byDeadline[deadline] ?? 0) + sign;
    if (dish.leftoverDays > 0) {
      const eatenBy = Math.min(candidate.deadline + leftoverLimit(candidate), context.days);
      this.byDeadline[eatenBy] = (this.byDeadline[eatenBy] ?? 0) + sign * dish.leftoverDays;
    }
    if (context.cuisineLimited.has(candidate.recipe.cuisine))
      this.count(this.cuisines, candidate.recipe.cuisine, sign, MAX_DISHES_PER_CUISINE);
    if (candidate.proteinFamily && context.proteinLimited.has(candidate.proteinFamily)) {
      this.count(this.proteins, candidate.proteinFamily, sign, MAX_DISHES_PER_PROTEIN);
    }
  }

  private count(counts: Map<string, number>, key: string, sign: 1 | -1, limit: number): void {
    const before = counts.get(key) ?? 0;
    const after = before + sign;
    counts.set(key, after);
    this.rulePenalty += WEIGHTS.weekRule * (Math.max(0, after - limit) - Math.max(0, before - limit));
  }

  private changeFood(index: number, delta: number): void {
    const food = this.context.foodList[index];
    if (!food) return;
    let need = (this.need[index] ?? 0) + delta;
    if (Math.abs(need) < 1e-9) need = 0;
    this.need[index] = need;
    const terms = need > 0 ? foodTerms(food, need) : { cost: 0, objective: 0 };
    this.foodTotal += terms.objective - (this.foodObjective[index] ?? 0);
    this.packCost += terms.cost - (this.foodCost[index] ?? 0);
    this.foodObjective[index] = terms.objective;
    this.foodCost[index] = terms.cost;
  }
}
