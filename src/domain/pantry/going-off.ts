import { addDays } from '../dates/iso-date';
import type { InventoryItem } from './inventory';

/*
 * Whether food goes off soon, kept apart from the rest of the pantry's rules so Home can ask it on
 * its first render for the weight of a date sum.
 */

/** Days ahead that count as "goes off soon" (the pantry's markers use the same three: `SOON_DAYS`). */
export const GOING_OFF_DAYS = 3;

/**
 * Whether an item goes off within `days` of today (today included): a use-by not yet past, or a
 * best-before (past its best is not unsafe, so one just past still wants using).
 */
export function goesOffSoon(item: Pick<InventoryItem, 'date' | 'dateKind'>, today: string, days = GOING_OFF_DAYS): boolean {
  if (!item.date || item.date > addDays(today, days)) return false;
  return item.date >= today || item.dateKind === 'best-before';
}

/** Whether the inventory holds anything that goes off in the next three days. */
export function hasFoodGoingOff(inventory: Record<string, Pick<InventoryItem, 'date' | 'dateKind'>>, today: string): boolean {
  return Object.values(inventory).some((item) => goesOffSoon(item, today));
}
