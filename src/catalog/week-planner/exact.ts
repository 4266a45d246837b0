import type { MipSolver } from './types';
import type { Dish, ObjectiveContext } from './week-objective';
import { buildWeekModel } from './week-model';

/**
 * The same week solved exactly: the model written out for a MIP solver (HiGHS in the bench and
 * tests), to measure how far the local search is from the optimum. Not used to answer a cook:
 * HiGHS proves small weeks in seconds, too slow for a request.
 */
export function solveExactly(
  context: ObjectiveContext,
  solve: MipSolver,
  limits = { timeLimitSeconds: 60, relativeGap: 1e-6, absoluteGap: 1e-4 },
): { dishes: Dish[]; status: 'optimal' | 'feasible' } {
  const model = buildWeekModel({
    candidates: context.candidates,
    days: context.days,
    servings: context.servings,
    inventory: context.inventory,
    unlimitedCuisines: context.unlimitedCuisines,
    cuts: [],
  });
  const solution = solve(model.lp, limits);
  if (solution.status !== 'optimal' && solution.status !== 'feasible')
    throw new Error(`HiGHS could not solve the week (${solution.status}).`);
  return { dishes: model.read(solution.values).dishes, status: solution.status };
}
