import { addDays } from '../dates/iso-date';
import type { Amount } from '../units/ingredient-line';
import type { InventoryItem, StorageLife } from './inventory';
import { proposeDate, type ProposedDate } from './storage-life';
import { LEFTOVER_FREEZER_DAYS, LEFTOVER_FRIDGE_DAYS } from './storage-life-constants';

/*
 * How one inventory item keeps (issue #16): the date proposed from how the food keeps when the
 * cook gives none. Pure and free of schemas: the pantry's list and the state commands read it;
 * building and correcting an item from what the cook typed is `inventory-input.ts`.
 */

/**
 * Leftovers are counted in whole portions, as `{ amount: portions, unit: 'item' }`: 'item' is the
 * plain count the pantry's arithmetic already takes from (`takeFromItem`), where a named piece
 * ('piece') is not, and `leftover.portions` always equals the amount.
 */
export const LEFTOVER_UNIT = 'item' satisfies Amount['unit'];

/** How an item keeps: its ingredient's storage life, or for leftovers the FSA's two days (three months frozen, when the dish freezes). */
export function lifeOf(item: Pick<InventoryItem, 'storageLife' | 'leftover'>): StorageLife | undefined {
  if (item.storageLife) return item.storageLife;
  if (!item.leftover) return undefined;
  return {
    days: LEFTOVER_FRIDGE_DAYS,
    place: 'fridge',
    kind: 'use-by',
    ...(item.leftover.freezes ? { freezerDays: LEFTOVER_FREEZER_DAYS } : {}),
  };
}

/** The date the rules propose for an item as it is kept now; undefined when nothing says how it keeps. */
export function proposedDateOf(
  item: Pick<InventoryItem, 'storageLife' | 'leftover' | 'bought' | 'place' | 'opened' | 'frozen'>,
): ProposedDate | undefined {
  const life = lifeOf(item);
  if (!life) return undefined;
  return proposeDate(life, {
    bought: item.bought,
    place: item.place,
    ...(item.opened ? { opened: item.opened } : {}),
    ...(item.frozen ? { frozen: item.frozen } : {}),
  });
}

/**
 * Whether an item's date is the one the rules propose (so a change of place or opening may
 * propose another), rather than one the cook typed. A typed date that happens to equal the
 * proposal is treated as proposed: the two cannot be told apart, and re-proposing it is harmless.
 * An item with no date and a known storage life gets one proposed too.
 */
export function hasProposedDate(item: InventoryItem): boolean {
  const proposed = proposedDateOf(item);
  if (!proposed) return false;
  return item.date === undefined || (item.date === proposed.date && item.dateKind === proposed.kind);
}

/** The day after `today`: defrosted food is eaten by then (FSA: defrost in the fridge, use within 24 hours). */
export const defrostedUseBy = (today: string) => addDays(today, 1);
