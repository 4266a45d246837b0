import { and, asc, eq } from 'drizzle-orm';
import { inventoryItemSchema, type InventoryItem } from '../../../domain/pantry';
import { compareNames } from '../../../domain/text/compare-names';
import type { Db } from '../../db/database';
import { inventoryItems, kitchen } from '../../db/schema';

/** The cook's inventory items dated `day` (use-by or best-before), read through the typed use_by column. */
export async function findItemsDated({ db, userId, day }: { db: Db; userId: string; day: string }): Promise<InventoryItem[]> {
  const rows = await db
    .select({ value: inventoryItems.value })
    .from(inventoryItems)
    .innerJoin(kitchen, eq(kitchen.id, inventoryItems.kitchenId))
    .where(and(eq(kitchen.ownerUserId, userId), eq(inventoryItems.useBy, day), eq(inventoryItems.deleted, false)))
    .orderBy(asc(inventoryItems.id));
  return rows
    .flatMap((row) => {
      const item = inventoryItemSchema.safeParse(row.value);
      return item.success ? [item.data] : [];
    })
    .sort((a, b) => compareNames(a.name, b.name));
}
