import { MAX_FROZEN_PORTIONS_PER_SERVING } from '../../domain/week-plan/constants';
import { seededRandom } from '../random';
import type { Dish, ObjectiveContext } from './week-objective';
import { WeekState } from './week-state';
import { WEIGHTS, leftoverLimit } from './week-model';

/** Starts, annealing steps per start, and temperatures (in pounds of objective). */
export const SEARCH = { starts: 3, steps: 4_000, hot: 5, cold: 0.01, improvement: 1e-6 } as const;

export type SearchEffort = { starts: number; steps: number };

type Move = { apply: () => void; undo: () => void };

/**
 * Local search over the model's weeks, from several starts (the greedy week, then shaken greedy
 * weeks): simulated annealing over single moves (swap a dish for another, a leftover day more or
 * less or moved to another dish, a portion more or less in the freezer), then a descent that
 * takes the best move until none improves. The best week met is kept. Deterministic for a seed.
 * Its optimality gap against HiGHS on the same model is measured by the bench.
 */
export function searchWeek(
  context: ObjectiveContext,
  seed: number,
  tabu: ReadonlySet<string> = new Set(),
  effort: SearchEffort = SEARCH,
): { dishes: Dish[]; objective: number } {
  const random = seededRandom(seed ^ 0x5eed);
  const state = new WeekState(context);
  const { candidates, servings } = context;
  candidates.forEach((candidate, index) => {
    if (candidate.chosen) state.add({ index, leftoverDays: 0, frozenPortions: 0 });
  });
  const accepted = () => state.feasible() && !tabu.has(signature(state.dishes));
  let best: { dishes: Dish[]; objective: number } = { dishes: [], objective: Number.POSITIVE_INFINITY };
  const keep = () => {
    const value = state.objective();
    if (accepted() && value < best.objective - SEARCH.improvement)
      best = { dishes: state.dishes.map((dish) => ({ ...dish })), objective: value };
  };
  const chosenDishes = state.dishes.map((dish) => ({ ...dish }));
  for (let start = 0; start < effort.starts; start += 1) {
    reset(state, chosenDishes);
    fill(state, start === 0 ? undefined : random);
    keep();
    // Simulated annealing from there: random single moves, worse ones accepted less and less
    // often as the temperature falls; the best week met is kept, then polished by descent.
    const steps = effort.steps;
    for (let step = 0; step < steps; step += 1) {
      const temperature = SEARCH.hot * (SEARCH.cold / SEARCH.hot) ** (step / steps);
      const move = randomMove(state);
      if (!move) continue;
      const before = state.objective();
      move.apply();
      const after = state.objective();
      if (!state.feasible() || (after > before && random() >= Math.exp((before - after) / temperature))) {
        move.undo();
        continue;
      }
      if (after < best.objective - SEARCH.improvement) keep();
    }
    if (best.dishes.length > 0) reset(state, best.dishes);
    descend(state);
    keep();
  }
  return best;

  /** Adds the best dish while days are left, taking a random one of the best few when shaken. */
  /**
   * Adds dishes while days are left: each time the dish (with 0, 1 or 2 leftover days) that adds
   * least to the objective per dinner it fills; with a shake, one of the best few at random.
   */
  function fill(week: WeekState, shake?: () => number): void {
    while (week.daysFilled < context.days) {
      const base = week.objective() - WEIGHTS.emptyDay * (context.days - week.daysFilled);
      const options: { dish: Dish; value: number }[] = [];
      for (let index = 0; index < candidates.length; index += 1) {
        const candidate = candidates[index];
        if (!candidate || week.inWeek.has(index)) continue;
        for (let leftoverDays = 0; leftoverDays <= leftoverLimit(candidate); leftoverDays += 1) {
          if (week.daysFilled + 1 + leftoverDays > context.days) break;
          const dish = { index, leftoverDays, frozenPortions: 0 };
          week.add(dish);
          if (week.feasible()) {
            const value = week.objective() - WEIGHTS.emptyDay * Math.max(0, context.days - week.daysFilled);
            options.push({ dish, value: (value - base) / (1 + leftoverDays) });
          }
          week.remove(week.dishes.length - 1);
        }
      }
      if (options.length === 0) return;
      options.sort((a, b) => a.value - b.value);
      const pick = shake ? options[Math.floor(shake() * Math.min(4, options.length))] : options[0];
      if (!pick) return;
      week.add(pick.dish);
    }
  }

  function randomMove(week: WeekState): Move | undefined {
    const count = week.dishes.length;
    const kind = random();
    if (count === 0 || (week.daysFilled < context.days && kind < 0.2)) {
      const index = Math.floor(random() * candidates.length);
      if (index >= candidates.length || week.inWeek.has(index) || week.daysFilled >= context.days) return undefined;
      return { apply: () => week.add({ index, leftoverDays: 0, frozenPortions: 0 }), undo: () => void week.remove(week.dishes.length - 1) };
    }
    const position = Math.floor(random() * count);
    const dish = week.dishes[position];
    const candidate = dish ? candidates[dish.index] : undefined;
    if (!dish || !candidate) return undefined;
    if (kind < 0.65) {
      if (candidate.chosen) return undefined;
      const index = Math.floor(random() * candidates.length);
      const incoming = candidates[index];
      if (!incoming || week.inWeek.has(index)) return undefined;
      return replace(week, position, { index, leftoverDays: Math.min(dish.leftoverDays, leftoverLimit(incoming)), frozenPortions: 0 });
    }
    if (kind < 0.85) {
      if (random() < 0.5) {
        if (dish.leftoverDays === 0) return undefined;
        const fewer = { ...dish, leftoverDays: dish.leftoverDays - 1 };
        const way = random();
        if (way < 0.3) return replace(week, position, fewer);
        if (way < 0.65) {
          const other = Math.floor(random() * count);
          const to = week.dishes[other];
          const toCandidate = to ? candidates[to.index] : undefined;
          if (other === position || !to || !toCandidate || to.leftoverDays >= leftoverLimit(toCandidate)) return undefined;
          return replaceBoth(week, position, fewer, other, { ...to, leftoverDays: to.leftoverDays + 1 });
        }
        const index = Math.floor(random() * candidates.length);
        if (week.inWeek.has(index)) return undefined;
        const swap = replace(week, position, fewer);
        return {
          apply: () => {
            swap.apply();
            week.add({ index, leftoverDays: 0, frozenPortions: 0 });
          },
          undo: () => {
            week.remove(week.dishes.length - 1);
            swap.undo();
          },
        };
      }
      if (dish.leftoverDays >= leftoverLimit(candidate)) return undefined;
      const more = { ...dish, leftoverDays: dish.leftoverDays + 1 };
      if (week.daysFilled < context.days) return replace(week, position, more);
      const other = Math.floor(random() * count);
      const out = week.dishes[other];
      if (other === position || !out || out.leftoverDays > 0 || candidates[out.index]?.chosen) return undefined;
      return replaceTwo(week, position, more, other);
    }
    const frozen = Math.floor(random() * (MAX_FROZEN_PORTIONS_PER_SERVING * servings + 1));
    if (frozen === dish.frozenPortions || !candidate.recipe.leftovers.freezes) return undefined;
    return replace(week, position, { ...dish, frozenPortions: frozen });
  }

  function reset(week: WeekState, dishes: readonly Dish[]): void {
    while (week.dishes.length > 0) week.remove(week.dishes.length - 1);
    for (const dish of dishes) week.add({ ...dish });
  }

  /** Best-improvement descent over every move until none improves. */
  function descend(week: WeekState): void {
    for (;;) {
      const current = week.objective();
      let bestMove: { value: number; move: Move } | undefined;
      for (const move of moves(week)) {
        move.apply();
        if (week.feasible()) {
          const value = week.objective();
          if (value < current - SEARCH.improvement && (!bestMove || value < bestMove.value)) bestMove = { value, move };
        }
        move.undo();
      }
      if (!bestMove) return;
      bestMove.move.apply();
    }
  }

  function* moves(week: WeekState): Generator<Move> {
    const count = week.dishes.length;
    for (let position = 0; position < count; position += 1) {
      const dish = week.dishes[position];
      if (!dish) continue;
      const chosen = candidates[dish.index]?.chosen ?? false;
      // Another dish in its place, keeping its leftover days when the newcomer allows them.
      if (!chosen) {
        for (let index = 0; index < candidates.length; index += 1) {
          const candidate = candidates[index];
          if (!candidate || week.inWeek.has(index)) continue;
          const leftoverDays = Math.min(dish.leftoverDays, leftoverLimit(candidate));
          yield replace(week, position, { index, leftoverDays, frozenPortions: 0 });
        }
      }
      // One leftover day more or less, or a portion more or less in the freezer.
      const candidate = candidates[dish.index];
      if (!candidate) continue;
      if (dish.leftoverDays < leftoverLimit(candidate)) {
        const more = { ...dish, leftoverDays: dish.leftoverDays + 1 };
        if (week.daysFilled < context.days) yield replace(week, position, more);
        for (let other = 0; other < count; other += 1) {
          const out = week.dishes[other];
          if (other === position || !out || out.leftoverDays > 0 || candidates[out.index]?.chosen) continue;
          yield replaceTwo(week, position, more, other);
        }
      }
      if (dish.leftoverDays > 0) {
        const fewer = { ...dish, leftoverDays: dish.leftoverDays - 1 };
        yield replace(week, position, fewer);
        // Its leftover day, or a frozen portion, to another dish instead.
        for (let other = 0; other < count; other += 1) {
          const to = week.dishes[other];
          const toCandidate = to ? candidates[to.index] : undefined;
          if (other === position || !to || !toCandidate || to.leftoverDays >= leftoverLimit(toCandidate)) continue;
          yield replaceBoth(week, position, fewer, other, { ...to, leftoverDays: to.leftoverDays + 1 });
        }
      }
      // Any number of portions in the freezer: filling a pack often takes several at once.
      if (candidate.recipe.leftovers.freezes) {
        for (let frozen = 0; frozen <= MAX_FROZEN_PORTIONS_PER_SERVING * servings; frozen += 1) {
          if (frozen !== dish.frozenPortions) yield replace(week, position, { ...dish, frozenPortions: frozen });
        }
      }
    }
    if (week.daysFilled < context.days) {
      for (let index = 0; index < candidates.length; index += 1) {
        if (week.inWeek.has(index)) continue;
        yield {
          apply: () => week.add({ index, leftoverDays: 0, frozenPortions: 0 }),
          undo: () => void week.remove(week.dishes.length - 1),
        };
      }
    }
  }

  function replace(week: WeekState, position: number, dish: Dish): Move {
    let old: Dish | undefined;
    return {
      apply: () => {
        old = week.remove(position);
        week.restore(position, dish);
      },
      undo: () => {
        week.remove(position);
        if (old) week.restore(position, old);
      },
    };
  }

  /** Two dishes changed at once (a leftover day moved from one to the other). */
  function replaceBoth(week: WeekState, first: number, firstDish: Dish, second: number, secondDish: Dish): Move {
    const one = replace(week, first, firstDish);
    const two = replace(week, second, secondDish);
    return {
      apply: () => {
        one.apply();
        two.apply();
      },
      undo: () => {
        two.undo();
        one.undo();
      },
    };
  }

  /** A dish changed and another taken out (a leftover day takes its place). */
  function replaceTwo(week: WeekState, position: number, dish: Dish, other: number): Move {
    let old: Dish | undefined;
    let out: Dish | undefined;
    return {
      apply: () => {
        old = week.remove(position);
        week.restore(position, dish);
        out = week.remove(other);
      },
      undo: () => {
        if (out) week.restore(other, out);
        week.remove(position);
        if (old) week.restore(position, old);
      },
    };
  }
}

/** A week's dishes as one string, to refuse a week whose days could not be ordered. */
export function signature(dishes: readonly Dish[]): string {
  return dishes
    .map((dish) => `${dish.index}:${dish.leftoverDays}`)
    .sort()
    .join(',');
}
