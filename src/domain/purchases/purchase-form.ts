import type { KitchenState } from '../kitchen/kitchen-state';
import { purchaseList } from '../kitchen/views';
import { proposeDate } from '../pantry/storage-life';
import { itemKey, type ShoppingListItem } from '../shopping-list';
import { proposeExpiry } from './merge-purchases';
import type { PurchaseRecord } from './purchase-record';

/** One row of the purchase form: what the cook ticked and typed for an item of the list. */
export type PurchaseRow = { purchased: boolean; expiry: string; missing: boolean };

export const NO_PURCHASE_ROW: PurchaseRow = { purchased: false, expiry: '', missing: false };

/** The date to propose for a row ticked as bought today: from how the food keeps, when known. */
export function proposedExpiry(item: ShoppingListItem, today: string): string {
  if (item.storageLife) return proposeDate(item.storageLife, { bought: today, place: item.storageLife.place }).date;
  return proposeExpiry(today, item.shelfLifeDays) ?? '';
}

/** The form starts from what was recorded before: ticked rows for the list's items, the rest as extra items. */
export function recordedPurchases(
  state: KitchenState,
  items: readonly ShoppingListItem[],
): { rows: Record<string, PurchaseRow>; extras: PurchaseRecord[] } {
  const saved = purchaseList(state);
  const onList = new Set(items.map((item) => item.key));
  const rows = Object.fromEntries(
    items.map((item) => {
      const previous = saved.find((record) => itemKey(record.name) === item.key);
      return [item.key, { purchased: previous?.purchased ?? false, expiry: previous?.actualExpiryDate ?? '', missing: false }];
    }),
  );
  const extras: PurchaseRecord[] = saved.filter((record) => !onList.has(itemKey(record.name))).map(({ id: _id, ...record }) => record);
  return { rows, extras };
}
