import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { convertPlanDocument, type ItemOutcome } from '../../../domain/kitchen';
import { kitchen, mealPlans } from '../../db/schema';
import type { Logger } from '../../logger';
import { writeItems, type Tx } from './kitchen-tables';

/** What the old document's pantry column held: the pantry check and the shopping list's ticks together. */
type StoredPantry = { pantry?: unknown; shoppingTicks?: unknown };

/**
 * Carries the cook's old whole plan document (`meal_plans`, from `PUT /api/plan`) into a new,
 * empty kitchen, inside the transaction that created the kitchen: it happens once, whole or
 * not at all. The document stays as it was (read-only now); what no longer meets today's
 * schemas is left in it and logged, never guessed at.
 */
export async function importPlanDocument({ tx, kitchenId, userId, logger }: { tx: Tx; kitchenId: string; userId: string; logger: Logger }) {
  const [row] = await tx
    .select({
      preferences: mealPlans.preferences,
      selection: mealPlans.selection,
      plan: mealPlans.plan,
      pantry: mealPlans.pantry,
      purchases: mealPlans.purchases,
      updatedAt: mealPlans.updatedAt,
    })
    .from(mealPlans)
    .where(eq(mealPlans.userId, userId))
    .limit(1);
  if (!row) return { imported: 0, skipped: 0 };
  const pantry = (row.pantry ?? {}) as StoredPantry;
  const { items, skipped } = convertPlanDocument(
    {
      preferences: row.preferences,
      selection: row.selection,
      plan: row.plan,
      pantry: pantry.pantry,
      purchases: row.purchases,
      shoppingTicks: pantry.shoppingTicks,
      updatedAt: row.updatedAt.toISOString(),
    },
    randomUUID,
  );
  const writes: ItemOutcome[] = items.map((put, index) => ({
    collection: put.collection,
    id: put.id,
    put,
    version: 1,
    seq: index + 1,
    overwroteDevice: null,
  }));
  await writeItems(tx, kitchenId, writes, { updatedAt: row.updatedAt, updatedByDevice: null });
  if (writes.length > 0) await tx.update(kitchen).set({ seq: writes.length }).where(eq(kitchen.id, kitchenId));
  if (skipped.length > 0) {
    logger.warn({ userId, kitchenId, skipped }, 'parts of an old plan document were not carried into the kitchen');
  }
  return { imported: writes.length, skipped: skipped.length };
}
