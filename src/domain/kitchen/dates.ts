/** Calendar dates as the plan keeps them: 'YYYY-MM-DD', with no time of day and no time zone. */

/** Larder is for UK home cooks: a moment becomes a day on the calendar in the UK. */
export const KITCHEN_TIME_ZONE = 'Europe/London';

const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UK calendar date of a moment (an ISO date-time): 23:30 UTC on 31 March is already 1 April in summer. */
export function ukDateOf(instant: string): string {
  const parts = Object.fromEntries(calendarDay.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function toUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: string, days: number): string {
  const moved = toUtc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The Monday of the (Monday-to-Sunday) week a date falls in. */
export function mondayOf(date: string): string {
  const weekday = toUtc(date).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Whether 'YYYY-MM-DD' names a day that exists (no 30 February, no year 0). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const moved = new Date(Date.UTC(2000, month - 1, day));
  moved.setUTCFullYear(year);
  return moved.getUTCMonth() === month - 1 && moved.getUTCDate() === day;
}
