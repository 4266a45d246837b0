import { addDays } from '../dates';
import type { InventoryItem } from '../pantry/inventory';
import { UNIT_INFO } from '../units/unit-table';
import { MAX_INVENTORY_ITEMS, PLAN_DAYS } from './constants';
import type { InventoryItemInput } from './suggest-schema';

/** An amount in the planner's units (g, ml or pieces); undefined for one only the ingredient table could convert ('2 cloves'). */
function plannerAmount(item: InventoryItem): Pick<InventoryItemInput, 'amount' | 'unit'> | undefined {
  const { amount, unit } = item.quantity;
  const info = UNIT_INFO[unit];
  if (unit === 'g' || unit === 'ml' || unit === 'item') return { amount, unit };
  if (info.kind === 'spoon' && info.ml !== undefined) return { amount: amount * info.ml, unit: 'ml' };
  return undefined;
}

/**
 * What the cook holds, as "Complete my week" sends it to the planner (issue #17): the inventory's
 * food Larder knows by ingredient (leftover portions are dishes, not ingredients), in g, ml or
 * pieces, with the date it should be eaten by, so the planner counts it as already owned and
 * uses first what goes off first. Food in the freezer keeps past the plan unless it is dated;
 * food already past its date is left out (the pantry says so, not the planner). Soonest first,
 * at most MAX_INVENTORY_ITEMS.
 */
export function plannerInventory(items: readonly InventoryItem[], startDate: string): InventoryItemInput[] {
  const lines: InventoryItemInput[] = [];
  for (const item of items) {
    if (!item.ingredientId || item.leftover || item.quantity.amount <= 0) continue;
    const measured = plannerAmount(item);
    if (!measured || measured.amount <= 0) continue;
    const frozen = item.place === 'freezer' || item.frozen !== undefined;
    const useBy = frozen && !item.date ? addDays(startDate, PLAN_DAYS.max) : item.date;
    if (useBy !== undefined && useBy < startDate) continue;
    lines.push({
      ingredient: item.ingredientId,
      amount: Math.min(measured.amount, 1_000_000),
      unit: measured.unit,
      ...(useBy ? { useBy } : {}),
    });
  }
  return lines.sort((a, b) => (a.useBy ?? '9999-12-31').localeCompare(b.useBy ?? '9999-12-31')).slice(0, MAX_INVENTORY_ITEMS);
}
