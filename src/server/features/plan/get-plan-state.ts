import { eq } from 'drizzle-orm';
import type { PlanState } from '../../../domain/meal-plan';
import type { Db } from '../../db/database';
import { mealPlans } from '../../db/schema';

/** What the pantry column holds: the pantry check and the shopping list's ticks, kept together. */
export type StoredPantry = { pantry: PlanState['pantry']; shoppingTicks: PlanState['shoppingTicks'] };

/** The cook's saved planning state, or null when nothing was saved on this account yet. */
export async function getPlanState({ db, userId }: { db: Db; userId: string }): Promise<PlanState | null> {
  const [row] = await db
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
  if (!row) return null;
  // Validated by planStateSchema when it was saved.
  const pantry = (row.pantry ?? {}) as Partial<StoredPantry>;
  return {
    preferences: (row.preferences ?? null) as PlanState['preferences'],
    selection: (row.selection ?? null) as PlanState['selection'],
    plan: (row.plan ?? null) as PlanState['plan'],
    pantry: pantry.pantry ?? {},
    purchases: (row.purchases ?? []) as PlanState['purchases'],
    shoppingTicks: pantry.shoppingTicks ?? {},
    updatedAt: row.updatedAt.toISOString(),
  };
}
