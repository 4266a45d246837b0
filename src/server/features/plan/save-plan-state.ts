import { sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { PlanState } from '../../../domain/meal-plan';
import type { Db } from '../../db/database';
import { mealPlans } from '../../db/schema';
import { getPlanState, type StoredPantry } from './get-plan-state';

export type SavePlanResult = { saved: true; state: PlanState } | { saved: false; state: PlanState };

/**
 * Replaces the cook's whole planning state, but only with a newer one: the upsert's WHERE runs on
 * the locked row, so of two concurrent saves the newer wins in either order and the row always
 * holds one of them whole. When the stored state is as new or newer, it is returned unchanged.
 */
export async function savePlanState({ db, userId, state }: { db: Db; userId: string; state: PlanState }): Promise<SavePlanResult> {
  const updatedAt = new Date(state.updatedAt);
  const pantry: StoredPantry = { pantry: state.pantry, shoppingTicks: state.shoppingTicks };
  const values = {
    preferences: state.preferences,
    selection: state.selection,
    plan: state.plan,
    pantry,
    purchases: state.purchases,
    updatedAt,
  };
  const [row] = await db
    .insert(mealPlans)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: mealPlans.userId,
      set: values,
      setWhere: sql`${mealPlans.updatedAt} < excluded.updated_at`,
    })
    .returning({ updatedAt: mealPlans.updatedAt });
  if (row) return { saved: true, state: { ...state, updatedAt: row.updatedAt.toISOString() } };

  const stored = await getPlanState({ db, userId });
  // Only a deleted account leaves no row behind a refused save.
  if (!stored) throw new AppError('not_found', 'Your account could not be found.');
  return { saved: false, state: stored };
}
