import { addDays, daysBetween } from '../dates/iso-date';
import type { DateKind, StorageLife, StoragePlace } from './inventory';
import { OPENED_USE_BY_MAX_DAYS } from './storage-life-constants';

/*
 * When food in the cook's kitchen should be eaten by (issue #16). Sources for the rules and the
 * ingredient table's storage lives (`shelfLife.kind`, `openedDays`, `freezerDays`):
 * - Food Standards Agency, "Best before and use-by dates": use-by for food that goes off quickly,
 *   best-before for quality; freeze before the use-by; "use within N days of opening" never
 *   outlasts the use-by; leftovers within 2 days, cooked rice within 24 hours.
 * - WRAP / Love Food Hate Waste: freeze before the use-by, defrost and use within 24 hours; milk,
 *   butter, hard cheese, bread and meat freeze well.
 * - USDA FSIS FoodKeeper: freezer times and opened lives of condiments.
 * Pure and catalog-free, so the page proposes dates offline from what meal lines and the
 * ingredient picker carry (`StorageLife`); the catalog adapts its ingredients to it.
 */

/** A proposed date and what kind of date it is. */
export type ProposedDate = { date: string; kind: DateKind };

export type KeptItem = {
  /** The day it was bought (or, for leftovers, cooked), 'YYYY-MM-DD'. */
  bought: string;
  /** Where it is kept now. */
  place: StoragePlace;
  /** The day it was opened, if it has been. */
  opened?: string;
  /** The day it went into the freezer, when `place` is 'freezer'; the bought day when omitted. */
  frozen?: string;
};

function earlier(a: ProposedDate, b: ProposedDate): ProposedDate {
  return daysBetween(a.date, b.date) < 0 ? b : a;
}

/** No event before the day the food came home: a typed-in earlier date counts as that day. */
function notBefore(day: string | undefined, bought: string): string | undefined {
  if (day === undefined) return undefined;
  return daysBetween(bought, day) < 0 ? bought : day;
}

/**
 * A date once the food is opened: the earlier of the date it had and `opened` + the opened life;
 * a short opened life (`OPENED_USE_BY_MAX_DAYS`) makes it a use-by. The date it had, when the
 * food has no opened life.
 */
export function afterOpening(proposed: ProposedDate, opened: string, openedDays: number | undefined): ProposedDate {
  if (openedDays === undefined) return proposed;
  const kind = openedDays <= OPENED_USE_BY_MAX_DAYS ? 'use-by' : proposed.kind;
  return earlier(proposed, { date: addDays(opened, openedDays), kind });
}

/**
 * A date once the food goes into the freezer on `frozen`: frozen + the freezer life, when that
 * is later (freezing never shortens it), a best-before (freezing stops the use-by's clock).
 * Frozen after its use-by, or food that does not freeze (no freezer life), it keeps the date it had.
 */
export function afterFreezing(proposed: ProposedDate, frozen: string, freezerDays: number | undefined): ProposedDate {
  if (freezerDays === undefined) return proposed;
  // A use-by food frozen after its date is not safe to keep; a best-before one has simply aged.
  if (proposed.kind === 'use-by' && daysBetween(frozen, proposed.date) < 0) return proposed;
  const inFreezer = addDays(frozen, freezerDays);
  return daysBetween(proposed.date, inFreezer) > 0 ? { date: inFreezer, kind: 'best-before' } : proposed;
}

/**
 * The date to propose for food in the kitchen, and its kind:
 * 1. bought + shelf life, of the label's kind;
 * 2. opened (on or before it goes into the freezer): `afterOpening`;
 * 3. in the freezer, frozen on or before that date: `afterFreezing`.
 * Food bought frozen keeps its own shelf life (already a freezer life) wherever the cook says it is.
 */
export function proposeDate(life: StorageLife, item: KeptItem): ProposedDate {
  const { bought } = item;
  let proposed: ProposedDate = { date: addDays(bought, life.days), kind: life.kind };
  if (life.place === 'freezer') return proposed;

  const frozen = item.place === 'freezer' ? (notBefore(item.frozen, bought) ?? bought) : undefined;
  const opened = notBefore(item.opened, bought);
  const openedFirst = opened !== undefined && (frozen === undefined || daysBetween(opened, frozen) >= 0);
  if (openedFirst) proposed = afterOpening(proposed, opened, life.openedDays);
  return frozen === undefined ? proposed : afterFreezing(proposed, frozen, life.freezerDays);
}
