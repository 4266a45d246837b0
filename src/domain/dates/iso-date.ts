/**
 * Calendar dates as the cook means them: 'YYYY-MM-DD' with no time of day and no time zone.
 * Arithmetic runs in UTC on those strings, so a date never shifts by a day with daylight saving
 * or the device's zone; the page decides what 'today' is (the cook's local date) and passes it in.
 */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const ISO_DATE_MESSAGE = 'Use a date like 2026-11-30';

/** The weekdays in the spec's order (Monday first); `weekdayOf` names a date with one of them. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Whether 'YYYY-MM-DD' names a day that exists (no 30 February, no year 0). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value) || value.startsWith('0000')) return false;
  return !Number.isNaN(utc(value).getTime()) && utc(value).toISOString().startsWith(value);
}

/** The date some days after (or, negative, before) another. */
export function addDays(iso: string, days: number): string {
  const date = utc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to).getTime() - utc(from).getTime()) / DAY_MS);
}

export function weekdayOf(iso: string): WeekdayName {
  // getUTCDay: Sunday is 0.
  return WEEKDAY_NAMES[(utc(iso).getUTCDay() + 6) % 7] as WeekdayName;
}

/** The Monday of the week a date falls in (the date itself when it is a Monday). */
export function mondayOnOrBefore(iso: string): string {
  return addDays(iso, -WEEKDAY_NAMES.indexOf(weekdayOf(iso)));
}

/** '30 Nov': a date where the weekday goes without saying (a use-by date, a week's Monday). */
export function dayMonthLabel(iso: string): string {
  const date = utc(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** 'Monday 30 Nov': how the weekday views name a date of the plan. */
export function dayLabel(iso: string): string {
  return `${weekdayOf(iso)} ${dayMonthLabel(iso)}`;
}

/** 'Mon 30 Nov': the same, where space is short. */
export function shortDayLabel(iso: string): string {
  return `${weekdayOf(iso).slice(0, 3)} ${dayMonthLabel(iso)}`;
}

/** `count` consecutive dates from `start`. */
export function datesFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}
