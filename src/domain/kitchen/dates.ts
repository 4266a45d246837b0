/** Calendar dates as the plan keeps them: 'YYYY-MM-DD', with no time of day and no time zone. */

/** Larder is for UK home cooks: a moment becomes a day on the calendar in the UK. */
export const KITCHEN_TIME_ZONE = 'Europe/London';

let calendarDay: Intl.DateTimeFormat | undefined;

/** Made on first use, not when the module is read: the first formatter a process makes loads ICU's tables (about 20 ms of a server's start). */
const calendarDayFormat = () =>
  (calendarDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The UK calendar date of a moment (an ISO date-time): 23:30 UTC on 31 March is already 1 April in summer. */
export function ukDateOf(instant: string): string {
  const parts = Object.fromEntries(
    calendarDayFormat()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/*
 * Date arithmetic lives once, in src/domain/dates (the page's dated week uses it too); the
 * server's names for it are kept here so its callers read as before.
 */
export { addDays, isIsoDate as isCalendarDate, mondayOnOrBefore as mondayOf } from '../dates/iso-date';
