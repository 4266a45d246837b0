import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextReminderDay, pantryReminderSettingsSchema, reminderDayDue, ukClock } from './reminder';

const MINUTE = 60_000;

/**
 * A scheduler ticking every minute from `from` to `to` that sends a day once (as the claim in
 * pantry_reminder_sends does): the moments it sent, by UK date.
 */
function tickEveryMinute(sendAt: string, from: string, to: string, savedAt?: Date): Map<string, string> {
  const sent = new Map<string, string>();
  for (let t = Date.parse(from); t <= Date.parse(to); t += MINUTE) {
    const day = reminderDayDue({ sendAt, now: new Date(t), savedAt });
    if (day && !sent.has(day)) sent.set(day, new Date(t).toISOString());
  }
  return sent;
}

describe('the UK clock', () => {
  it.each([
    ['2027-01-15T08:00:00Z', '2027-01-15', '08:00'],
    ['2027-07-15T07:00:00Z', '2027-07-15', '08:00'],
    ['2027-07-15T23:30:00Z', '2027-07-16', '00:30'],
    ['2027-03-28T00:59:00Z', '2027-03-28', '00:59'],
    ['2027-03-28T01:00:00Z', '2027-03-28', '02:00'],
    ['2027-10-31T00:30:00Z', '2027-10-31', '01:30'],
    ['2027-10-31T01:30:00Z', '2027-10-31', '01:30'],
    ['2027-12-31T23:59:00Z', '2027-12-31', '23:59'],
  ])('%s is %s %s in the UK', (instant, date, time) => {
    expect(ukClock(new Date(instant))).toEqual({ date, time });
  });
});

describe('when the day’s reminder is due', () => {
  it('is due from the chosen UK time on, in winter and in summer', () => {
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-01-15T07:59:00Z') })).toBeNull();
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-01-15T08:00:00Z') })).toBe('2027-01-15');
    // BST: 08:00 in London is 07:00 UTC.
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-07-15T06:59:00Z') })).toBeNull();
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-07-15T07:00:00Z') })).toBe('2027-07-15');
  });

  it('sends 01:30 once on the spring-forward day (28 March 2027), as the clocks jump past it', () => {
    const sent = tickEveryMinute('01:30', '2027-03-27T00:00:00Z', '2027-03-29T23:59:00Z');
    expect([...sent]).toEqual([
      ['2027-03-27', '2027-03-27T01:30:00.000Z'],
      // 00:59 GMT is followed by 02:00 BST: 01:30 never shows, and the reminder goes at 02:00.
      ['2027-03-28', '2027-03-28T01:00:00.000Z'],
      ['2027-03-29', '2027-03-29T00:30:00.000Z'],
    ]);
  });

  it('sends 01:30 once on the autumn day (31 October 2027), though 01:30 shows twice', () => {
    const sent = tickEveryMinute('01:30', '2027-10-30T00:00:00Z', '2027-11-01T23:59:00Z');
    expect([...sent]).toEqual([
      ['2027-10-30', '2027-10-30T00:30:00.000Z'],
      // The first 01:30 (BST); the second, an hour later (GMT), finds the day sent.
      ['2027-10-31', '2027-10-31T00:30:00.000Z'],
      ['2027-11-01', '2027-11-01T01:30:00.000Z'],
    ]);
    const secondHalfPast = reminderDayDue({ sendAt: '01:30', now: new Date('2027-10-31T01:30:00Z') });
    expect(secondHalfPast).toBe('2027-10-31');
  });

  it.each(['00:00', '00:30', '01:00', '01:59', '02:00', '02:30', '08:00', '23:59'])(
    'at %s, sends exactly one reminder on every day around both changes',
    (sendAt) => {
      for (const [from, to] of [
        // Whole UK days: 00:00 GMT on 26 March to 23:59 BST on 30 March; 00:00 BST on 29 October to 23:59 GMT on 2 November.
        ['2027-03-26T00:00:00Z', '2027-03-30T22:59:00Z'],
        ['2027-10-28T23:00:00Z', '2027-11-02T23:59:00Z'],
      ] as const) {
        const sent = tickEveryMinute(sendAt, from, to);
        expect(sent.size).toBe(5);
        for (const [day, at] of sent) {
          expect(ukClock(new Date(at)).date).toBe(day);
          expect(ukClock(new Date(at)).time >= sendAt).toBe(true);
        }
      }
    },
  );

  it('never sends yesterday’s: a server starting the next morning finds only today due', () => {
    // Down from 07:00 to 09:00 the next day, time 08:00: on start only today's (the 16th) is due.
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-01-16T09:00:00Z') })).toBe('2027-01-16');
    expect(reminderDayDue({ sendAt: '20:00', now: new Date('2027-01-16T09:00:00Z') })).toBeNull();
  });

  it('waits for tomorrow when the cook turns it on after today’s time has passed', () => {
    const savedAt = new Date('2027-01-15T15:00:00Z');
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-01-15T15:01:00Z'), savedAt })).toBeNull();
    expect(reminderDayDue({ sendAt: '18:00', now: new Date('2027-01-15T18:00:00Z'), savedAt })).toBe('2027-01-15');
    expect(reminderDayDue({ sendAt: '08:00', now: new Date('2027-01-16T08:00:00Z'), savedAt })).toBe('2027-01-16');
  });

  it('is due only on the UK date of now, and only once its time has come (any moment, any time)', () => {
    const moment = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(moment, time, (now, sendAt) => {
        const day = reminderDayDue({ sendAt, now });
        const clock = ukClock(now);
        expect(day).toBe(clock.time >= sendAt ? clock.date : null);
      }),
    );
  });
});

describe('the next reminder’s day', () => {
  const now = new Date('2027-01-15T12:00:00Z');
  it.each([
    [{ enabled: false, sendAt: '18:00', sentToday: false }, null],
    [{ enabled: true, sendAt: '18:00', sentToday: false }, '2027-01-15'],
    [{ enabled: true, sendAt: '08:00', sentToday: true }, '2027-01-16'],
    [{ enabled: true, sendAt: '18:00', sentToday: true }, '2027-01-16'],
    // Due and not yet sent (the scheduler ticks within the minute).
    [{ enabled: true, sendAt: '08:00', sentToday: false, savedAt: new Date('2027-01-14T20:00:00Z') }, '2027-01-15'],
    [{ enabled: true, sendAt: '08:00', sentToday: false, savedAt: new Date('2027-01-15T11:00:00Z') }, '2027-01-16'],
  ])('%o: %s', (settings, day) => {
    expect(nextReminderDay({ ...settings, now })).toBe(day);
  });
});

describe('the settings', () => {
  it.each([
    [{ enabled: true, sendAt: '07:30' }, true],
    [{ enabled: false, sendAt: '23:59' }, true],
    [{ enabled: true, sendAt: '24:00' }, false],
    [{ enabled: true, sendAt: '7:30' }, false],
    [{ enabled: 'yes', sendAt: '07:30' }, false],
    [{ sendAt: '07:30' }, false],
  ])('%o valid: %s', (value, valid) => {
    expect(pantryReminderSettingsSchema.safeParse(value).success).toBe(valid);
  });
});
