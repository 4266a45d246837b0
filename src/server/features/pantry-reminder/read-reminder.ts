import { and, eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_TIME, nextReminderDay, ukClock, type PantryReminderStatus } from '../../../domain/pantry';
import type { Db } from '../../db/database';
import { pantryReminderSends, pantryReminders } from '../../db/schema';

/** The cook's reminder setting (off at 08:00 until they save one) and the day of the next one. */
export async function readReminder({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<PantryReminderStatus> {
  const [row] = await db
    .select({ enabled: pantryReminders.enabled, sendAt: pantryReminders.sendAt, updatedAt: pantryReminders.updatedAt })
    .from(pantryReminders)
    .where(eq(pantryReminders.userId, userId));
  if (!row) return { enabled: false, sendAt: DEFAULT_REMINDER_TIME, nextDay: null };
  const today = ukClock(now).date;
  const sent = await db
    .select({ day: pantryReminderSends.day })
    .from(pantryReminderSends)
    .where(and(eq(pantryReminderSends.userId, userId), eq(pantryReminderSends.day, today)));
  return {
    enabled: row.enabled,
    sendAt: row.sendAt,
    nextDay: nextReminderDay({ enabled: row.enabled, sendAt: row.sendAt, now, savedAt: row.updatedAt, sentToday: sent.length > 0 }),
  };
}
