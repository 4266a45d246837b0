import { addDays } from '../../domain/dates/iso-date';

/** Today's date where the cook is ('YYYY-MM-DD' in the device's own time zone). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The plan's first day unless the cook picks another: tomorrow (issue 15). */
export const defaultWeekStart = (now = new Date()) => addDays(localToday(now), 1);
