import type { Cuisine } from '../../domain/preferences';
import type { Candidate } from './candidates';
import { leftoverLimit, type Selection } from './week-model';

/** A cooking or a leftover dinner to place on a day. */
type Event = { dish: number; kind: 'cook' | 'leftover' };

export type Placement = { day: number; dish: number; kind: 'cook' | 'leftover'; cookedOnDay?: number };

/** Costs of an order, in the same spirit as the model's: what keeps least goes first. */
const ORDER = {
  /** Per day a dish waits, divided by the days its most perishable food keeps. */
  urgency: 1,
  /** A leftover eaten a day later than it could be. */
  leftoverWait: 0.05,
  /** Two dinners of one cuisine on consecutive days. */
  sameCuisineInARow: 0.15,
} as const;

/** Search nodes before the best order found so far is taken (7 days need a few hundred). */
const NODE_LIMIT = 200_000;

/**
 * Orders the chosen dishes and their leftovers over the days by branch and bound: every dish
 * before the day its fresh food goes off (raw meat, fish and bread may be frozen on the shopping
 * day and so wait), every leftover after its cooking and within the dish's fridge life, and among
 * such orders the one where what keeps least is cooked first. Undefined when no order exists.
 */
export function orderWeek(selection: Selection, candidates: readonly Candidate[]): Placement[] | undefined {
  const dishes = selection.dishes.map((dish) => {
    const candidate = candidates[dish.index];
    if (!candidate) throw new Error(`No candidate ${dish.index}`);
    return { ...dish, candidate, fridge: leftoverLimit(candidate) > 0 ? candidate.recipe.leftovers.fridgeDays : 0 };
  });
  const events: Event[] = [];
  dishes.forEach((dish, index) => {
    events.push({ dish: index, kind: 'cook' });
    for (let n = 0; n < dish.leftoverDays; n += 1) events.push({ dish: index, kind: 'leftover' });
  });
  // Most urgent first, so the first complete order found is already a good bound.
  events.sort((a, b) => key(a) - key(b));
  function key(event: Event): number {
    const dish = dishes[event.dish];
    return (dish?.candidate.deadline ?? 0) * 100 + (dish?.candidate.keeps ?? 0) + (event.kind === 'leftover' ? 0.5 : 0);
  }

  const total = events.length;
  const cookDay: number[] = dishes.map(() => 0);
  const leftoversLeft: number[] = dishes.map((dish) => dish.leftoverDays);
  const used: boolean[] = events.map(() => false);
  const order: number[] = [];
  let best: { cost: number; order: number[] } | undefined;
  let nodes = 0;

  const cuisineOf = (event: number | undefined): Cuisine | undefined =>
    event === undefined ? undefined : dishes[events[event]?.dish ?? -1]?.candidate.recipe.cuisine;

  function feasibleFrom(day: number): boolean {
    for (let d = 0; d < dishes.length; d += 1) {
      const dish = dishes[d];
      if (!dish) continue;
      if (cookDay[d] === 0 && dish.candidate.deadline < day) return false;
      if (cookDay[d] !== 0 && (leftoversLeft[d] ?? 0) > 0 && (cookDay[d] ?? 0) + dish.fridge < day) return false;
    }
    return true;
  }

  function search(day: number, cost: number): void {
    nodes += 1;
    if (best && cost >= best.cost) return;
    if (order.length === total) {
      best = { cost, order: [...order] };
      return;
    }
    if (nodes > NODE_LIMIT && best) return;
    if (!feasibleFrom(day)) return;
    const tried = new Set<string>();
    for (let e = 0; e < total; e += 1) {
      const event = events[e];
      if (used[e] || !event) continue;
      const dish = dishes[event.dish];
      if (!dish) continue;
      // Identical events (a dish's several leftovers) need trying only once per day.
      const signature = `${event.dish}:${event.kind}`;
      if (tried.has(signature)) continue;
      tried.add(signature);
      let step: number;
      if (event.kind === 'cook') {
        if (cookDay[event.dish] !== 0 || day > dish.candidate.deadline) continue;
        step = (ORDER.urgency * (day - 1)) / Math.max(1, dish.candidate.keeps);
      } else {
        const cooked = cookDay[event.dish] ?? 0;
        if (cooked === 0 || day - cooked > dish.fridge) continue;
        step = ORDER.leftoverWait * (day - cooked - 1);
      }
      if (cuisineOf(order.at(-1)) === dish.candidate.recipe.cuisine && event.kind === 'cook') step += ORDER.sameCuisineInARow;
      used[e] = true;
      order.push(e);
      if (event.kind === 'cook') cookDay[event.dish] = day;
      else leftoversLeft[event.dish] = (leftoversLeft[event.dish] ?? 0) - 1;
      search(day + 1, cost + step);
      if (event.kind === 'cook') cookDay[event.dish] = 0;
      else leftoversLeft[event.dish] = (leftoversLeft[event.dish] ?? 0) + 1;
      order.pop();
      used[e] = false;
    }
  }
  search(1, 0);
  if (!best) return undefined;

  const placedCook = new Map<number, number>();
  return best.order.map((e, position) => {
    const event = events[e];
    if (!event) throw new Error('lost event');
    const day = position + 1;
    if (event.kind === 'cook') placedCook.set(event.dish, day);
    const dish = dishes[event.dish]?.index ?? -1;
    return event.kind === 'cook' ? { day, dish, kind: 'cook' } : { day, dish, kind: 'leftover', cookedOnDay: placedCook.get(event.dish) };
  });
}

/**
 * The fallback when no order keeps every rule (rare: a week the one-shop rows let through):
 * day by day, the placeable event that must happen soonest; an event that can no longer be
 * placed is dropped, so the week may come out shorter, never wrong.
 */
export function orderGreedily(selection: Selection, candidates: readonly Candidate[], days: number): Placement[] {
  const pending = selection.dishes.map((dish) => ({ dish, cookDay: 0, leftovers: dish.leftoverDays }));
  const placements: Placement[] = [];
  for (let day = 1; day <= days; day += 1) {
    let best: { entry: (typeof pending)[number]; kind: 'cook' | 'leftover'; due: number } | undefined;
    for (const entry of pending) {
      const candidate = candidates[entry.dish.index];
      if (!candidate) continue;
      if (entry.cookDay === 0 && day <= candidate.deadline) {
        const due = candidate.deadline;
        if (!best || due < best.due) best = { entry, kind: 'cook', due };
      } else if (entry.cookDay > 0 && entry.leftovers > 0 && day - entry.cookDay <= candidate.recipe.leftovers.fridgeDays) {
        const due = entry.cookDay + candidate.recipe.leftovers.fridgeDays;
        if (!best || due < best.due) best = { entry, kind: 'leftover', due };
      }
    }
    if (!best) continue;
    if (best.kind === 'cook') {
      best.entry.cookDay = day;
      placements.push({ day: placements.length + 1, dish: best.entry.dish.index, kind: 'cook' });
    } else {
      best.entry.leftovers -= 1;
      placements.push({ day: placements.length + 1, dish: best.entry.dish.index, kind: 'leftover', cookedOnDay: best.entry.cookDay });
    }
  }
  return placements;
}
