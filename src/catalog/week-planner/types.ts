import type { Preferences } from '../../domain/preferences';
import type { Recipe } from '../types';

/** What a mixed-integer solver answers: a status and each variable's value by name. */
export type MipSolution = {
  status: 'optimal' | 'feasible' | 'infeasible' | 'failed';
  values: ReadonlyMap<string, number>;
};

/**
 * Solves a model in CPLEX LP format. The planner builds the model and reads the answer; the
 * solver itself (HiGHS) is loaded once per process behind `./highs-solver.ts`, so this folder's
 * logic stays pure and testable.
 */
export type MipSolver = (lp: string, limits: { timeLimitSeconds: number; relativeGap: number; absoluteGap: number }) => MipSolution;

/** An ingredient the cook already has, in the ingredient's own unit, usable up to a day. */
export type InventoryLine = {
  ingredientId: string;
  amount: number;
  /** The last day of the plan (1 = the shopping day) it may be eaten on. */
  useByDay: number;
};

export type WeekPlanInput = {
  preferences: Preferences;
  /** Dinners to plan, one a day. */
  days: number;
  /** Meals the cook has chosen: kept (when they keep every hard constraint) and placed. */
  chosenIds?: readonly string[];
  favouriteIds?: readonly string[];
  /**
   * The cook's own recipes among `candidates`: preferred like a favourite, and not held to the
   * shortlist's few per cuisine (a cook's recipes with no cuisine all count as British).
   */
  ownIds?: ReadonlySet<string>;
  /**
   * Meals the cook was offered (meal selection's options): the week is filled from them when
   * enough fit (OPTIONS_PER_OPEN_DAY per dinner still open); otherwise `candidates` join them,
   * the offered ones preferred.
   */
  offeredIds?: readonly string[];
  inventory?: readonly InventoryLine[];
  /**
   * The meals to choose from, identified against the ingredient table: the catalog by default;
   * a cook's own recipes or a model's options once they are written as catalog recipes.
   */
  candidates?: readonly Recipe[];
  /** Breaks ties between equally good weeks; the same seed gives the same week. */
  seed?: number;
};

/** One dinner of the plan. */
export type DayEntry = {
  day: number;
  recipe: Recipe;
  kind: 'cook' | 'leftover';
  /** Cooking days: portions cooked (the cook's servings, plus leftovers and frozen ones). */
  portionsCooked?: number;
  portionsFrozen?: number;
  /** Leftover days: the day the dish was cooked. */
  cookedOnDay?: number;
  chosen: boolean;
};
