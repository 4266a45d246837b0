/**
 * The waste-aware week planner, for the server (and the bench): the web never imports this
 * folder (lint forbids it). HiGHS is not needed to plan: `exact.ts` and `highs-solver.ts` solve the
 * same model exactly, for the bench's optimality gap and the tests, and are imported directly.
 */
export { planWeek, weekProblem, type WeekPlan } from './plan-week';
export { accountWeek, type WeekAccounting, type IngredientForecast, type InventoryForecast } from './accounting';
export type { DayEntry, InventoryLine, MipSolver, MipSolution, WeekPlanInput } from './types';
export { resolveInventory, planDay, planDate } from './inventory';
export { toSuggestResponse } from './to-response';
