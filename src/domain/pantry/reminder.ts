import * as z from 'zod/mini';
import { clockTimeSchema } from '../calendar/mealtimes';
import { addDays } from '../dates/iso-date';
import { isoDateSchema } from '../dates/iso-date-schema';
import { KITCHEN_TIME_ZONE } from '../kitchen/dates';

/*
 * The daily pantry reminder (issue #16): a signed-in cook may opt in to one e-mail a day, at a UK
 * wall-clock time they choose, listing what in their inventory is dated tomorrow.
 */

export const DEFAULT_REMINDER_TIME = '08:00';

/** What the cook sets on Settings: on or off, and when (Europe/London, 'HH:MM'). */
export const pantryReminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Say whether the reminder is on' }),
  sendAt: clockTimeSchema,
});
export type PantryReminderSettings = z.infer<typeof pantryReminderSettingsSchema>;

/** The settings as the server answers them, with the UK date of the next reminder (null while it is off). */
export const pantryReminderStatusSchema = z.extend(pantryReminderSettingsSchema, {
  nextDay: z.nullable(isoDateSchema),
});
export type PantryReminderStatus = z.infer<typeof pantryReminderStatusSchema>;

/**
 * What became of a day's reminder: 'sending' while a server holds the day (it stays so if that
 * server stopped mid-send: the day is not sent twice), 'sent', 'empty' (nothing is dated tomorrow,
 * so no e-mail), 'failed' (the mail server refused it).
 */
export const PANTRY_REMINDER_OUTCOMES = ['sending', 'sent', 'empty', 'failed'] as const;
export type PantryReminderOutcome = (typeof PANTRY_REMINDER_OUTCOMES)[number];

let ukWallClock: Intl.DateTimeFormat | undefined;

/** Made on first use: the first formatter a process makes loads ICU's tables (see `ukDateOf`). */
const ukWallClockFormat = () =>
  (ukWallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: KITCHEN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** What a clock in the UK shows at a moment: its date and 'HH:MM' (BST or GMT, whichever is in force). */
export function ukClock(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    ukWallClockFormat()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const stamp = ({ date, time }: { date: string; time: string }) => `${date}T${time}`;

export type ReminderTiming = {
  sendAt: string;
  now: Date;
  /** When the cook last saved the setting: a time already past when they saved it starts tomorrow. */
  savedAt?: Date;
};

/**
 * The UK date whose reminder is due at `now`, or null. It is due once the UK clock has reached
 * `sendAt` on that date. Wall-clock comparison is what keeps the clock changes right: on the
 * spring-forward day a 01:30 that never shows is due as the clock jumps from 00:59 to 02:00 (not
 * skipped), and on the autumn day the second 01:30 finds the day already taken (not doubled:
 * the caller sends a day once). Only today is ever due, so a server starting late sends today's
 * missed reminder but never yesterday's.
 */
export function reminderDayDue({ sendAt, now, savedAt }: ReminderTiming): string | null {
  const clock = ukClock(now);
  if (clock.time < sendAt) return null;
  if (savedAt && stamp(ukClock(savedAt)) >= stamp({ date: clock.date, time: sendAt })) return null;
  return clock.date;
}

/**
 * The UK date the next reminder goes out on (when anything is dated the day after), for the
 * Settings card: today while today's is still to come, otherwise tomorrow.
 */
export function nextReminderDay({
  enabled,
  sentToday,
  ...timing
}: ReminderTiming & { enabled: boolean; sentToday: boolean }): string | null {
  if (!enabled) return null;
  const today = ukClock(timing.now).date;
  if (sentToday) return addDays(today, 1);
  return ukClock(timing.now).time < timing.sendAt || reminderDayDue(timing) === today ? today : addDays(today, 1);
}
