import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates';
import { reminderDayDue, ukClock, type PantryReminderOutcome } from '../../../domain/pantry';
import type { Database, Db } from '../../db/database';
import { pantryReminderSends, pantryReminders, user } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { findItemsDated } from './find-items-dated';
import { findMealsForItems } from './find-meals-for-items';
import { reminderMail } from './reminder-mail';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

export type ReminderContext = { database: Database; mailer: Mailer; logger: Logger; baseUrl: string; secret: string };

/** What one pass did: the UK day, reminders due, days this server claimed, and how each went. */
export type ReminderPass = { day: string; due: number; claimed: number } & Record<SendOutcome, number>;

type SendOutcome = Exclude<PantryReminderOutcome, 'sending'>;

/** Cooks whose reminders go out at once; the rest wait their turn (the mail server is the bottleneck). */
const CONCURRENT_SENDS = 4;

/**
 * Takes the cook's day, if no server has: the primary key (user, day) lets exactly one insert
 * through, whichever server gets there first, and the reminder is checked to be still on in the
 * same statement.
 */
async function claimDay(db: Db, userId: string, day: string): Promise<boolean> {
  const claimed = await db.execute(sql`
    insert into ${pantryReminderSends} (user_id, day, outcome)
    select ${pantryReminders.userId}, ${day}::date, 'sending' from ${pantryReminders}
    where ${pantryReminders.userId} = ${userId} and ${pantryReminders.enabled}
    on conflict do nothing
    returning user_id`);
  return (claimed as unknown as { rows: unknown[] }).rows.length > 0;
}

async function sendOne(context: ReminderContext, cook: { userId: string; email: string }, today: string): Promise<SendOutcome> {
  const { database, mailer, baseUrl, secret } = context;
  const tomorrow = addDays(today, 1);
  const items = await findItemsDated({ db: database.db, userId: cook.userId, day: tomorrow });
  if (items.length === 0) return 'empty';
  const ideas = await findMealsForItems({ db: database.db, userId: cook.userId, items });
  const message = reminderMail({
    to: cook.email,
    tomorrow,
    items,
    ideas,
    baseUrl,
    unsubscribeUrl: unsubscribeUrl(baseUrl, unsubscribeToken(secret, cook.userId)),
  });
  await mailer.send(message);
  return 'sent';
}

/**
 * One pass of the reminder (the scheduler runs one a minute): every cook whose reminder is on, has
 * no send for today's UK date, and whose time has come (reminderDayDue) gets today's, once, across
 * every server; a server that was down sends the day's missed reminders when it starts, and never
 * an earlier day's. The outcome is recorded in pantry_reminder_sends.
 */
export async function sendDueReminders(context: ReminderContext, now: Date): Promise<ReminderPass> {
  const { database, logger } = context;
  const { db } = database;
  const today = ukClock(now).date;
  const waiting = await db
    .select({ userId: pantryReminders.userId, sendAt: pantryReminders.sendAt, savedAt: pantryReminders.updatedAt, email: user.email })
    .from(pantryReminders)
    .innerJoin(user, eq(user.id, pantryReminders.userId))
    .leftJoin(pantryReminderSends, and(eq(pantryReminderSends.userId, pantryReminders.userId), eq(pantryReminderSends.day, today)))
    .where(and(eq(pantryReminders.enabled, true), isNull(pantryReminderSends.userId)));
  const due = waiting.filter((cook) => reminderDayDue({ sendAt: cook.sendAt, now, savedAt: cook.savedAt }) === today);
  const pass: ReminderPass = { day: today, due: due.length, claimed: 0, sent: 0, empty: 0, failed: 0 };

  const queue = [...due];
  const worker = async () => {
    for (let cook = queue.shift(); cook; cook = queue.shift()) {
      if (!(await claimDay(db, cook.userId, today))) continue;
      pass.claimed += 1;
      let outcome: SendOutcome;
      try {
        outcome = await sendOne(context, cook, today);
      } catch (error) {
        logger.warn({ err: error, userId: cook.userId, day: today }, 'the pantry reminder could not be sent');
        outcome = 'failed';
      }
      pass[outcome] += 1;
      await db
        .update(pantryReminderSends)
        .set({ outcome })
        .where(and(eq(pantryReminderSends.userId, cook.userId), eq(pantryReminderSends.day, today)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SENDS, due.length) }, worker));
  if (pass.claimed > 0) logger.info({ event: 'pantry_reminders', ...pass }, 'pantry reminders sent');
  return pass;
}
