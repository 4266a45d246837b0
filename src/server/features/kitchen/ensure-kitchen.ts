import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/database';
import { kitchen } from '../../db/schema';
import type { Logger } from '../../logger';
import { importPlanDocument } from './import-plan-document';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A kitchen's id and where its sequence stands (`prunedSeq`: the newest forgotten tombstone). */
export type KitchenRef = { id: string; seq: number; prunedSeq: number };

const REF = { id: kitchen.id, seq: kitchen.seq, prunedSeq: kitchen.prunedSeq };

async function findKitchen(db: Db, userId: string): Promise<KitchenRef | undefined> {
  const [found] = await db.select(REF).from(kitchen).where(eq(kitchen.ownerUserId, userId)).limit(1);
  return found;
}

/**
 * The cook's kitchen, created on first use together with the conversion of their old plan
 * document, in one transaction. Two servers (or two requests) arriving at once: the second's
 * insert waits on the first's unique owner row, then finds it, so the document is converted once.
 */
export async function ensureKitchen({ db, userId, logger }: { db: Db; userId: string; logger: Logger }): Promise<KitchenRef> {
  const found = await findKitchen(db, userId);
  if (found) return found;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(kitchen)
        .values({ ownerUserId: userId })
        .onConflictDoNothing({ target: kitchen.ownerUserId })
        .returning({ id: kitchen.id });
      if (!created) {
        const [existing] = await tx.select(REF).from(kitchen).where(eq(kitchen.ownerUserId, userId)).limit(1);
        if (!existing) throw new Error('A kitchen was neither created nor found.');
        return existing;
      }
      const { imported } = await importPlanDocument({ tx, kitchenId: created.id, userId, logger });
      return { id: created.id, seq: imported, prunedSeq: 0 };
    });
  } catch (error) {
    // The session outlived its account by a moment (it is reused for a few seconds).
    if (isForeignKeyViolation(error)) throw new AppError('unauthenticated', 'Your account could not be found. Please sign in again.');
    throw error;
  }
}
