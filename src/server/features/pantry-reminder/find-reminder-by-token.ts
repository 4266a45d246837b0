import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pantryReminders } from '../../db/schema';
import { hashSecretToken } from '../../http/secret-token';

/** Whether a reminder has this unsubscribe token (the confirmation page asks before anything changes). */
export async function reminderOfToken({ db, token }: { db: Db; token: string }): Promise<{ enabled: boolean } | undefined> {
  const [row] = await db
    .select({ enabled: pantryReminders.enabled })
    .from(pantryReminders)
    .where(eq(pantryReminders.unsubscribeTokenHash, hashSecretToken(token)));
  return row;
}
