import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { modelUsage } from '../db/schema';

/** Everyone's generations share this subject; MODEL_DAILY_LIMIT caps it. */
const ALL = 'all';
/** Rows of days before this many are cleared (at most hourly). */
const KEEP_DAYS = 2;
const CLEAR_EVERY_MS = 60 * 60_000;
const lastCleared = new WeakMap<Db, number>();

/** Whose generations a per-cook cap counts: a signed-in cook, or (GENERATION_ACCESS=anyone) an address. */
export type UsageSubject = { key: string; userId?: string };

export type CountVerdict = 'counted' | 'subject_limit' | 'overall_limit';

/** Today in UTC, the day the daily caps count. */
export const usageDay = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

class CapReached extends Error {
  constructor(readonly verdict: Exclude<CountVerdict, 'counted'>) {
    super(verdict);
  }
}

async function clearOldDays(db: Db, now: number): Promise<void> {
  if (now - (lastCleared.get(db) ?? 0) < CLEAR_EVERY_MS) return;
  lastCleared.set(db, now);
  await db.delete(modelUsage).where(lt(modelUsage.day, usageDay(now - KEEP_DAYS * 86_400_000)));
}

/**
 * Counts one model generation against today's caps, per subject and in all, in one transaction:
 * either both counts go up or neither does (so a refused generation is not counted). Counted in
 * the database, so the caps hold across every server process.
 */
export async function countModelGeneration(
  db: Db,
  { subject, perSubjectLimit, overallLimit }: { subject: UsageSubject; perSubjectLimit: number; overallLimit: number },
): Promise<CountVerdict> {
  const now = Date.now();
  const day = usageDay(now);
  const increment = async (tx: Db, key: string, userId: string | undefined, limit: number) => {
    if (limit <= 0) return false;
    const rows = await tx
      .insert(modelUsage)
      .values({ day, subject: key, userId, count: 1 })
      .onConflictDoUpdate({
        target: [modelUsage.day, modelUsage.subject],
        set: { count: sql`${modelUsage.count} + 1` },
        setWhere: sql`${modelUsage.count} < ${limit}`,
      })
      .returning({ count: modelUsage.count });
    return rows.length > 0;
  };
  try {
    await db.transaction(async (tx) => {
      if (!(await increment(tx as unknown as Db, subject.key, subject.userId, perSubjectLimit))) throw new CapReached('subject_limit');
      if (!(await increment(tx as unknown as Db, ALL, undefined, overallLimit))) throw new CapReached('overall_limit');
    });
  } catch (error) {
    if (error instanceof CapReached) return error.verdict;
    throw error;
  }
  await clearOldDays(db, now);
  return 'counted';
}

/** Today's counts: in all, and for one subject when given. */
export async function readModelUsage(db: Db, subjectKey?: string): Promise<{ all: number; subject: number }> {
  const day = usageDay();
  const keys = subjectKey ? [ALL, subjectKey] : [ALL];
  const rows = await db
    .select({ subject: modelUsage.subject, count: modelUsage.count })
    .from(modelUsage)
    .where(and(eq(modelUsage.day, day), inArray(modelUsage.subject, keys)));
  const countOf = (key: string | undefined) => rows.find((row) => row.subject === key)?.count ?? 0;
  return { all: countOf(ALL), subject: countOf(subjectKey) };
}
