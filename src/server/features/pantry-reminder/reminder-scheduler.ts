import type { Logger } from '../../logger';
import { sendDueReminders, type ReminderContext, type ReminderPass } from './send-due-reminders';

/** How often the scheduler looks for reminders due: a cook's chosen minute is kept to within this. */
export const REMINDER_TICK_MS = 60_000;

/**
 * How long a starting server waits before its first pass (the day's missed reminders): the pass
 * reads the database and makes the process's first UK clock (ICU's tables), which would otherwise
 * run beside the server's first answers (decision 0020). A reminder is kept to the minute anyway.
 */
export const REMINDER_FIRST_PASS_DELAY_MS = 5_000;

export type ReminderScheduler = {
  /**
   * Runs a pass after `firstPassDelayMs` (the day's missed reminders, on start; at once when 0)
   * and then every REMINDER_TICK_MS.
   */
  start(options?: { firstPassDelayMs?: number }): void;
  /** Stops ticking and waits for a pass in flight. */
  stop(): Promise<void>;
  /** One pass now; while one is running, that one. Undefined when it failed (it is logged). */
  tick(): Promise<ReminderPass | undefined>;
};

/**
 * The daily pantry reminder's clock, in the server process. Any number of servers may run one
 * against the same database: each day is claimed by one of them (see sendDueReminders). `now` is
 * injectable so tests can stand on either side of the clocks changing.
 */
export function createReminderScheduler(
  context: ReminderContext & { logger: Logger; now?: () => Date; intervalMs?: number },
): ReminderScheduler {
  const { now = () => new Date(), intervalMs = REMINDER_TICK_MS, ...reminders } = context;
  let timer: ReturnType<typeof setInterval> | undefined;
  let first: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<ReminderPass | undefined> | undefined;

  const tick = () => {
    running ??= sendDueReminders(reminders, now())
      .catch((error: unknown) => {
        reminders.logger.error({ err: error }, 'the pantry reminder pass failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start({ firstPassDelayMs = 0 } = {}) {
      if (timer) return;
      if (firstPassDelayMs > 0) {
        first = setTimeout(() => void tick(), firstPassDelayMs);
        first.unref();
      } else void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}
