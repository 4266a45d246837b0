import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pantryReminders } from '../../db/schema';
import { hashSecretToken } from '../../http/secret-token';

/** Turns off the reminder whose unsubscribe token this is; false when no reminder has it. Saying it twice is fine. */
export async function unsubscribeReminder({ db, token, now }: { db: Db; token: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(pantryReminders)
    .set({ enabled: false, updatedAt: now })
    .where(eq(pantryReminders.unsubscribeTokenHash, hashSecretToken(token)))
    .returning({ userId: pantryReminders.userId });
  return rows.length > 0;
}
