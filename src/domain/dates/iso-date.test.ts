import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesFrom,
  dayLabel,
  dayMonthLabel,
  daysBetween,
  isIsoDate,
  mondayOnOrBefore,
  shortDayLabel,
  weekdayOf,
} from './iso-date';

const aDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-21', 7)).toBe('2026-11-28');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two dates, whatever the clocks did in between', () => {
    fc.assert(
      fc.property(aDate, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });

  it.each([
    ['2026-11-30', 'Monday', 'Monday 30 Nov', 'Mon 30 Nov', '30 Nov'],
    ['2026-12-05', 'Saturday', 'Saturday 5 Dec', 'Sat 5 Dec', '5 Dec'],
    ['2027-01-03', 'Sunday', 'Sunday 3 Jan', 'Sun 3 Jan', '3 Jan'],
    ['2027-09-13', 'Monday', 'Monday 13 Sep', 'Mon 13 Sep', '13 Sep'],
  ])('names %s as %s (%s)', (date, weekday, label, short, dayMonth) => {
    expect(weekdayOf(date)).toBe(weekday);
    expect(dayLabel(date)).toBe(label);
    expect(shortDayLabel(date)).toBe(short);
    expect(dayMonthLabel(date)).toBe(dayMonth);
  });

  it('finds the Monday of any date’s week', () => {
    fc.assert(
      fc.property(aDate, (date) => {
        const monday = mondayOnOrBefore(date);
        expect(weekdayOf(monday)).toBe('Monday');
        expect(daysBetween(monday, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, date)).toBeLessThan(7);
      }),
    );
  });

  it('gives seven consecutive dates with seven different weekdays', () => {
    fc.assert(
      fc.property(aDate, (date) => {
        expect(new Set(datesFrom(date, 7).map(weekdayOf)).size).toBe(7);
      }),
    );
  });

  it('accepts only dates that exist', () => {
    expect(isIsoDate('2026-11-30')).toBe(true);
    expect(isIsoDate('2026-02-31')).toBe(false);
    expect(isIsoDate('30/11/2026')).toBe(false);
  });
});
