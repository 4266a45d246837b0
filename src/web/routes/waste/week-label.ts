import { addDays } from '../../../domain/dates/iso-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '13 Sep': a week named by its Monday, where space is short. */
export function shortWeekLabel(monday: string): string {
  const [, month = 1, day = 1] = monday.split('-').map(Number);
  return `${day} ${MONTHS[month - 1] ?? ''}`;
}

/** '13–19 Sep', '27 Sep – 3 Oct': a week, Monday to Sunday. */
export function weekRangeLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  const [startDay, startMonth] = shortWeekLabel(monday).split(' ');
  const end = shortWeekLabel(sunday);
  return end.endsWith(` ${startMonth}`) ? `${startDay}–${end}` : `${shortWeekLabel(monday)} – ${end}`;
}
