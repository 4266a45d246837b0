import { dayMonthLabel, daysBetween } from '../dates/iso-date';
import { formatQuantity } from '../units/format-quantity';
import type { InventoryItem } from './inventory';
import { STORAGE_PLACES, type StoragePlace } from './inventory-places';
import { byEarliestDate, dateStatus, type DateStatus } from './inventory-math';

/*
 * The pantry screen's view of the inventory (issue #16): by place, earliest date first, with the
 * words a cook reads on each row. Pure, so the order and the markers are tested without a page.
 */

export const PLACE_LABELS: Record<StoragePlace, string> = { fridge: 'Fridge', freezer: 'Freezer', cupboard: 'Cupboard' };

/** Dates further than this from today carry their year ('3 Jan 2028'); nearer ones read '3 Jan'. */
const YEARLESS_DAYS = 200;

/** '28 Nov', or '3 Jan 2028' when the year is not the one a cook would assume. */
export function shortDate(iso: string, today: string): string {
  const text = dayMonthLabel(iso);
  return Math.abs(daysBetween(today, iso)) > YEARLESS_DAYS ? `${text} ${iso.slice(0, 4)}` : text;
}

/** 'Use by 28 Nov' or 'Best before 3 Jan': the date as the label gives it. */
export function dateText(item: Pick<InventoryItem, 'date' | 'dateKind'>, today: string): string | undefined {
  if (!item.date) return undefined;
  return `${item.dateKind === 'use-by' ? 'Use by' : 'Best before'} ${shortDate(item.date, today)}`;
}

/** Leftovers read as a dish with its portions: 'Chilli (2 portions)'. */
export function itemTitle(item: Pick<InventoryItem, 'name' | 'leftover'>): string {
  if (!item.leftover) return item.name;
  const { portions } = item.leftover;
  return `${item.name} (${portions} ${portions === 1 ? 'portion' : 'portions'})`;
}

/** The amount shown beside the name ('500 g', '2 jars', '1 item'); leftovers say theirs in the title. */
export function quantityText(item: Pick<InventoryItem, 'quantity' | 'leftover'>): string | undefined {
  if (item.leftover) return undefined;
  const text = formatQuantity(item.quantity);
  if (item.quantity.unit !== 'item') return text;
  return `${text} ${(item.quantity.max ?? item.quantity.amount) > 1 ? 'items' : 'item'}`;
}

export type MarkerTone = 'danger' | 'warning' | 'soon';
export type Marker = { text: string; tone: MarkerTone };

/**
 * What the row's marker says: 'Use today', '2 days' (within `SOON_DAYS`), 'Expired' for a use-by
 * that has passed (not safe: FSA), 'Past best before' for a best-before (past its best, still
 * safe). Nothing for food that keeps longer.
 */
export function markerOf(item: Pick<InventoryItem, 'date' | 'dateKind'>, today: string): Marker | undefined {
  const status: DateStatus = dateStatus(item, today);
  switch (status.status) {
    case 'expired':
      return item.dateKind === 'use-by' ? { text: 'Expired', tone: 'danger' } : { text: 'Past best before', tone: 'warning' };
    case 'today':
      return { text: 'Use today', tone: 'danger' };
    case 'soon':
      return { text: status.days === 1 ? '1 day' : `${status.days} days`, tone: 'soon' };
    case 'later':
    case 'none':
      return undefined;
  }
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether an item's name holds every word searched for, in any order, accents and case aside. */
export function matchesSearch(item: Pick<InventoryItem, 'name'>, search: string): boolean {
  const words = fold(search).split(' ').filter(Boolean);
  const name = fold(item.name);
  return words.every((word) => name.includes(word));
}

export type PantryGroup = { place: StoragePlace; label: string; items: InventoryItem[] };

/** The inventory by place (fridge, freezer, cupboard; empty places left out), earliest date first, filtered by a search. */
export function pantryGroups(inventory: Record<string, InventoryItem>, search = ''): PantryGroup[] {
  const found = Object.values(inventory).filter((item) => matchesSearch(item, search));
  return STORAGE_PLACES.map((place) => ({
    place,
    label: PLACE_LABELS[place],
    items: found.filter((item) => item.place === place).sort(byEarliestDate),
  })).filter((group) => group.items.length > 0);
}
