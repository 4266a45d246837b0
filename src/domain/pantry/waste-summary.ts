import { addDays, mondayOnOrBefore } from '../dates/iso-date';
import type { PantryEvent } from './inventory';
import { compareNames } from '../text/compare-names';

/*
 * The waste screen's figures (issue #16, item 7), from the kitchen's pantry events alone: what
 * was bought, used (and how much of that before its date) and thrown away, in pence, per week
 * from Monday to Sunday (UK dates, as events carry them).
 */

/** The trend covers this many weeks, this week the last. */
export const WASTE_TREND_WEEKS = 12;
/** How many foods each "most often thrown away" list shows. */
export const MOST_THROWN_COUNT = 5;

export type WasteFigures = {
  boughtPence: number;
  usedPence: number;
  /** The part of `usedPence` used on or before its date. */
  usedInTimePence: number;
  thrownPence: number;
};

export type WasteWeek = WasteFigures & {
  /** The Monday. */
  weekStart: string;
  /** The Sunday. */
  weekEnd: string;
};

/** A food thrown away, over the weeks summarised. */
export type ThrownFood = { key: string; name: string; count: number; valuePence: number };

export type WasteSummary = {
  /** Oldest first; the last is this week. */
  weeks: WasteWeek[];
  thisWeek: WasteWeek;
  /** All the weeks together. */
  totals: WasteFigures;
  /** Thrown most often first (then the dearer, then by name). */
  mostThrownByCount: ThrownFood[];
  /** The dearest thrown away first (then the more often, then by name). */
  mostThrownByValue: ThrownFood[];
  /** Whether any event falls in the weeks summarised. */
  hasEvents: boolean;
};

const zero = (): WasteFigures => ({ boughtPence: 0, usedPence: 0, usedInTimePence: 0, thrownPence: 0 });

/** The same food, however its name was typed: the ingredient when known, else the name. */
export function thrownFoodKey(event: Pick<PantryEvent, 'ingredientId' | 'name'>): string {
  return event.ingredientId ? `ingredient:${event.ingredientId}` : `name:${event.name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

function add(figures: WasteFigures, event: PantryEvent): void {
  switch (event.kind) {
    case 'bought':
      figures.boughtPence += event.valuePence;
      return;
    case 'used':
      figures.usedPence += event.valuePence;
      if (event.inTime) figures.usedInTimePence += event.valuePence;
      return;
    case 'thrown':
      figures.thrownPence += event.valuePence;
      return;
  }
}

const byName = (a: ThrownFood, b: ThrownFood) => compareNames(a.name, b.name);

/**
 * The weeks up to and including today's, and what was thrown away in them. Events after today
 * or before the first week are left out of every figure.
 */
export function summariseWaste(
  events: Iterable<PantryEvent>,
  today: string,
  { weeks: weekCount = WASTE_TREND_WEEKS, top = MOST_THROWN_COUNT }: { weeks?: number; top?: number } = {},
): WasteSummary {
  const lastMonday = mondayOnOrBefore(today);
  const firstMonday = addDays(lastMonday, -7 * (weekCount - 1));
  const weeks: WasteWeek[] = Array.from({ length: weekCount }, (_, index) => {
    const weekStart = addDays(firstMonday, 7 * index);
    return { weekStart, weekEnd: addDays(weekStart, 6), ...zero() };
  });
  const weekIndex = new Map(weeks.map((week, index) => [week.weekStart, index]));
  const totals = zero();
  const thrown = new Map<string, ThrownFood & { lastDate: string }>();
  let hasEvents = false;

  for (const event of events) {
    if (event.date < firstMonday || event.date > today) continue;
    const week = weeks[weekIndex.get(mondayOnOrBefore(event.date)) ?? -1];
    if (!week) continue;
    hasEvents = true;
    add(week, event);
    add(totals, event);
    if (event.kind !== 'thrown') continue;
    const key = thrownFoodKey(event);
    const food = thrown.get(key) ?? { key, name: event.name.trim(), count: 0, valuePence: 0, lastDate: event.date };
    food.count += 1;
    food.valuePence += event.valuePence;
    // The name the cook used most recently is the one shown.
    if (event.date >= food.lastDate) Object.assign(food, { name: event.name.trim(), lastDate: event.date });
    thrown.set(key, food);
  }

  const foods: ThrownFood[] = [...thrown.values()].map(({ lastDate: _lastDate, ...food }) => food);
  return {
    weeks,
    thisWeek: weeks[weeks.length - 1] ?? { weekStart: lastMonday, weekEnd: addDays(lastMonday, 6), ...zero() },
    totals,
    mostThrownByCount: [...foods].sort((a, b) => b.count - a.count || b.valuePence - a.valuePence || byName(a, b)).slice(0, top),
    mostThrownByValue: [...foods].sort((a, b) => b.valuePence - a.valuePence || b.count - a.count || byName(a, b)).slice(0, top),
    hasEvents,
  };
}

/** The share of food that left the kitchen by the bin, by value (0–1); null when none left at all. */
export function thrownShare(figures: WasteFigures): number | null {
  const gone = figures.usedPence + figures.thrownPence;
  return gone > 0 ? figures.thrownPence / gone : null;
}
