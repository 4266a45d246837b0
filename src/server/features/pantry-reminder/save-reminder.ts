import type { PantryReminderSettings, PantryReminderStatus } from '../../../domain/pantry';
import type { Db } from '../../db/database';
import { pantryReminders } from '../../db/schema';
import { readReminder } from './read-reminder';
import { unsubscribeTokenHash } from './unsubscribe-token';

/**
 * Saves the cook's reminder setting. The save time is kept: a time already past today starts
 * tomorrow (see reminderDayDue). The unsubscribe link's hash is written with it, so the first
 * e-mail's link already works.
 */
export async function saveReminder({
  db,
  userId,
  settings,
  secret,
  now,
}: {
  db: Db;
  userId: string;
  settings: PantryReminderSettings;
  secret: string;
  now: Date;
}): Promise<PantryReminderStatus> {
  const values = {
    enabled: settings.enabled,
    sendAt: settings.sendAt,
    unsubscribeTokenHash: unsubscribeTokenHash(secret, userId),
    updatedAt: now,
  };
  await db
    .insert(pantryReminders)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pantryReminders.userId, set: values });
  return readReminder({ db, userId, now });
}
