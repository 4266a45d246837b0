import { daysBetween } from '../dates/iso-date';
import type { Amount } from '../units/ingredient-line';
import { baseAmount, type Dimension } from '../units/merge-quantities';
import { UNIT_INFO } from '../units/unit-table';
import type { InventoryItem } from './inventory';

/** An amount in base units (g, ml or items): what sums and draw-downs work in. */
export type BaseAmount = { value: number; dimension: Dimension };

/** Less than this much of an item (in its base unit) is nothing left: a rounding crumb, not food. */
const CRUMB = 1e-6;

/** An amount's base value written back in a unit of the same dimension (250 ml as tbsp: 16.67). */
function inUnit(value: number, unit: Amount['unit']): number {
  const info = UNIT_INFO[unit];
  return info.kind === 'spoon' && info.ml ? value / info.ml : value;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** What an item holds in base units; undefined for containers and named pieces ('1 jar', '2 cloves'). */
export function itemAmount(item: Pick<InventoryItem, 'quantity'>): BaseAmount | undefined {
  return baseAmount(item.quantity);
}

export type Taken = {
  /** How much was taken, in the item's base unit (never more than it held). */
  taken: number;
  /** What that much cost, in pence: the item's value in proportion. */
  valuePence: number;
  /** The item with what is left, or undefined when nothing is. */
  rest: InventoryItem | undefined;
};

/**
 * Takes up to `want` from an item. Only like from like (grams from grams, spoons from millilitres,
 * pieces from pieces): undefined when the two cannot be compared. The value moves with the food,
 * so what was taken and what is left always add up to what the item was worth.
 */
export function takeFromItem(item: InventoryItem, want: BaseAmount): Taken | undefined {
  const have = itemAmount(item);
  if (!have || have.dimension !== want.dimension || want.value < 0) return undefined;
  const taken = Math.min(have.value, want.value);
  const left = have.value - taken;
  const worth = item.valuePence ?? 0;
  if (left <= CRUMB * Math.max(1, have.value)) return { taken: have.value, valuePence: worth, rest: undefined };
  const valuePence = have.value > 0 ? Math.round((worth * taken) / have.value) : 0;
  const rest: InventoryItem = {
    ...item,
    quantity: { amount: round(inUnit(left, item.quantity.unit)), unit: item.quantity.unit },
    ...(item.valuePence !== undefined ? { valuePence: worth - valuePence } : {}),
  };
  return { taken, valuePence, rest };
}

/** A share (0–1) of an item: "thrown away, half of it". */
export function shareOf(item: InventoryItem, share: number): BaseAmount | undefined {
  const have = itemAmount(item);
  return have ? { value: have.value * Math.min(1, Math.max(0, share)), dimension: have.dimension } : undefined;
}

/** How near an item's date is, as the pantry marks it: 'expired', 'use today', '2 days'... */
export type DateStatus =
  | { status: 'none' }
  | { status: 'expired'; days: number }
  | { status: 'today'; days: 0 }
  | { status: 'soon'; days: number }
  | { status: 'later'; days: number };

/** Within this many days an item is marked as one to use soon. */
export const SOON_DAYS = 3;

/**
 * The item's date against today. A best-before past its date is past its best, not unsafe, but
 * the pantry still marks it, so the cook looks at it.
 */
export function dateStatus(item: Pick<InventoryItem, 'date'>, today: string): DateStatus {
  if (!item.date) return { status: 'none' };
  const days = daysBetween(today, item.date);
  if (days < 0) return { status: 'expired', days };
  if (days === 0) return { status: 'today', days: 0 };
  return days <= SOON_DAYS ? { status: 'soon', days } : { status: 'later', days };
}

/** Earliest date first; undated food last; then what came home first; then by id, so the order is stable. */
export function byEarliestDate(a: InventoryItem, b: InventoryItem): number {
  if (a.date !== b.date) {
    if (!a.date) return 1;
    if (!b.date) return -1;
    return a.date < b.date ? -1 : 1;
  }
  if (a.bought !== b.bought) return a.bought < b.bought ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
