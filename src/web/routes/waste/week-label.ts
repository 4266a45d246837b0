import { addDays, dayMonthLabel } from '../../../domain/dates/iso-date';

/** '13 Sep': a week named by its Monday, where space is short. */
export function shortWeekLabel(monday: string): string {
  return dayMonthLabel(monday);
}

/** '13–19 Sep', '27 Sep – 3 Oct': a week, Monday to Sunday. */
export function weekRangeLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  const [startDay, startMonth] = shortWeekLabel(monday).split(' ');
  const end = shortWeekLabel(sunday);
  return end.endsWith(` ${startMonth}`) ? `${startDay}–${end}` : `${shortWeekLabel(monday)} – ${end}`;
}
