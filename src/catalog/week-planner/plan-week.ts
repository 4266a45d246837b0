import { SERVINGS } from '../../domain/preferences';
import { OPTIONS_PER_OPEN_DAY } from '../../domain/week-plan/constants';
import type { Cuisine } from '../../domain/preferences';
import { RECIPES } from '../data/recipes';
import { accountWeek, type WeekAccounting } from './accounting';
import { APPEAL, prepareCandidates, type Candidate, type PreparedCandidates } from './candidates';
import { searchWeek, signature, type SearchEffort } from './local-search';
import { orderGreedily, orderWeek, type Placement } from './schedule';
import { shortlist } from './shortlist';
import type { DayEntry, WeekPlanInput } from './types';
import { objectiveContext, type Dish, type ObjectiveContext } from './week-objective';
import { WEIGHTS } from './week-model';

export type WeekPlan = {
  entries: DayEntry[];
  accounting: WeekAccounting;
  notices: string[];
  search: {
    /** The model's objective of the week (pounds; lower is better). */
    objective: number;
    /** Searches run: one, plus one per week whose days could not be ordered. */
    rounds: number;
    /** Candidates that keep every hard constraint, and those the search chose among. */
    candidates: number;
    shortlisted: number;
  };
};

const MAX_ROUNDS = 4;

/** Cuisines exempt from the twice-a-week limit: those the cook picked, when only one or two. */
export function unlimitedCuisines(cuisines: readonly Cuisine[]): ReadonlySet<Cuisine> {
  return new Set(cuisines.length > 0 && cuisines.length < 3 ? cuisines : []);
}

export function plannedServings(input: WeekPlanInput): number {
  return Math.min(Math.max(input.preferences.servings, SERVINGS.min), SERVINGS.max);
}

/** The model's data for a request: the candidates kept, shortlisted, and the objective's context. */
export function weekProblem(
  input: WeekPlanInput,
  shortlistSize?: number,
): { context: ObjectiveContext; refused: string[]; allowed: number } {
  const servings = plannedServings(input);
  const prepared = fromOptions(input, prepareCandidates(input, input.candidates ?? RECIPES));
  const candidates = shortlist(prepared.candidates, servings, WEIGHTS.cost, shortlistSize, new Set(input.preferences.cuisines));
  const context = objectiveContext(candidates, input.days, servings, input.inventory ?? [], unlimitedCuisines(input.preferences.cuisines));
  return { context, refused: prepared.refused, allowed: prepared.candidates.length };
}

/**
 * Meal selection's "Complete my week": the week is chosen among the offered options (and the
 * chosen meals) when enough of them fit; with too few, the catalog joins them and the offered
 * ones are preferred. Without offered ids, every candidate counts alike.
 */
function fromOptions(input: WeekPlanInput, prepared: PreparedCandidates): PreparedCandidates {
  if (!input.offeredIds || input.offeredIds.length === 0) return prepared;
  const offered = new Set(input.offeredIds);
  const chosen = prepared.candidates.filter((candidate) => candidate.chosen).length;
  const options = prepared.candidates.filter((candidate) => !candidate.chosen && offered.has(candidate.recipe.id));
  const open = Math.max(0, input.days - chosen);
  if (options.length >= OPTIONS_PER_OPEN_DAY * open) {
    return { ...prepared, candidates: prepared.candidates.filter((candidate) => candidate.chosen || offered.has(candidate.recipe.id)) };
  }
  const candidates = prepared.candidates.map((candidate) =>
    offered.has(candidate.recipe.id) ? { ...candidate, appeal: candidate.appeal + APPEAL.offered } : candidate,
  );
  return { ...prepared, candidates };
}

function entriesFrom(
  placements: readonly Placement[],
  dishes: readonly Dish[],
  candidates: readonly Candidate[],
  servings: number,
): DayEntry[] {
  const byIndex = new Map(dishes.map((dish) => [dish.index, dish]));
  return placements.map((placement) => {
    const candidate = candidates[placement.dish];
    const dish = byIndex.get(placement.dish);
    if (!candidate || !dish) throw new Error(`No dish ${placement.dish}`);
    if (placement.kind === 'leftover') {
      return {
        day: placement.day,
        recipe: candidate.recipe,
        kind: 'leftover',
        cookedOnDay: placement.cookedOnDay,
        chosen: candidate.chosen,
      };
    }
    return {
      day: placement.day,
      recipe: candidate.recipe,
      kind: 'cook',
      portionsCooked: servings * (1 + dish.leftoverDays) + dish.frozenPortions,
      portionsFrozen: dish.frozenPortions,
      chosen: candidate.chosen,
    };
  });
}

/**
 * Chooses and orders a week of dinners. The week's model (`week-model.ts`: what it costs, what
 * it wastes, what the cook wants, one shop's freshness) is minimised by an iterated local search
 * (`local-search.ts`), measured against HiGHS on the same model in the bench; the days are then
 * ordered by branch and bound (`schedule.ts`). A week whose days cannot be ordered is refused and
 * the search runs again.
 */
export function planWeek(input: WeekPlanInput, options: { shortlistSize?: number; effort?: SearchEffort } = {}): WeekPlan {
  const { context, refused, allowed } = weekProblem(input, options.shortlistSize);
  const tabu = new Set<string>();
  let last: Dish[] = [];
  let objective = 0;
  for (let round = 1; round <= MAX_ROUNDS; round += 1) {
    const found = searchWeek(context, (input.seed ?? 1) + round - 1, tabu, options.effort);
    // Every week the search met was refused: no other week to try.
    if (round > 1 && found.dishes.length === 0) break;
    const placements = orderWeek({ dishes: found.dishes, emptyDays: 0 }, context.candidates);
    if (placements) return finish(placements, found.dishes, found.objective, round);
    tabu.add(signature(found.dishes));
    last = found.dishes;
    objective = found.objective;
  }
  // No week found whose days can all be ordered: place what can be placed.
  return finish(orderGreedily({ dishes: last, emptyDays: 0 }, context.candidates, input.days), last, objective, MAX_ROUNDS);

  function finish(placements: readonly Placement[], dishes: readonly Dish[], value: number, rounds: number): WeekPlan {
    // Portions follow the leftover days actually placed, so none are cooked for nothing.
    const placed = dishes.map((dish) => ({
      ...dish,
      leftoverDays: placements.filter((placement) => placement.dish === dish.index && placement.kind === 'leftover').length,
    }));
    const entries = entriesFrom(placements, placed, context.candidates, context.servings);
    const notices = [...refused];
    if (entries.length < input.days) {
      notices.push(
        allowed === 0
          ? 'No meal fits all of your preferences: try a longer cooking time, a higher price or fewer exclusions.'
          : `Only ${entries.length} of ${input.days} dinners could be planned within your preferences.`,
      );
    }
    return {
      entries,
      accounting: accountWeek(entries, context.servings, input.inventory ?? [], input.days),
      notices,
      search: { objective: value, rounds, candidates: allowed, shortlisted: context.candidates.length },
    };
  }
}
