import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date';
import { PANTRY_EVENT_KINDS, type PantryEvent } from './inventory';
import { summariseWaste, thrownShare, WASTE_TREND_WEEKS } from './waste-summary';

let counter = 0;
function event(kind: PantryEvent['kind'], date: string, valuePence: number, extra: Partial<PantryEvent> = {}): PantryEvent {
  counter += 1;
  return { id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`, kind, date, name: 'Milk', valuePence, ...extra };
}

// Wednesday 17 November 2027: its week runs from Monday 15 to Sunday 21.
const TODAY = '2027-11-17';

describe('the waste summary', () => {
  it('gives twelve weeks, Monday to Sunday, the last one this week', () => {
    const { weeks, thisWeek } = summariseWaste([], TODAY);
    expect(weeks).toHaveLength(WASTE_TREND_WEEKS);
    expect(thisWeek).toMatchObject({ weekStart: '2027-11-15', weekEnd: '2027-11-21' });
    expect(weeks[0]).toMatchObject({ weekStart: '2027-08-30', weekEnd: '2027-09-05' });
    for (const [index, week] of weeks.entries()) {
      if (index > 0) expect(week.weekStart).toBe(addDays(weeks[index - 1]!.weekStart, 7));
    }
  });

  it('counts this week’s bought, used (and used in time) and thrown away, in pence', () => {
    const summary = summariseWaste(
      [
        event('bought', '2027-11-15', 450),
        event('bought', '2027-11-21', 120),
        event('used', '2027-11-16', 200, { inTime: true }),
        event('used', '2027-11-17', 80, { inTime: false }),
        event('used', '2027-11-17', 15),
        event('thrown', '2027-11-17', 95, { name: 'Spinach' }),
        // Last Sunday: the week before.
        event('thrown', '2027-11-14', 300, { name: 'Chicken' }),
      ],
      // Sunday: the whole week has happened.
      '2027-11-21',
    );
    expect(summary.thisWeek).toEqual({
      weekStart: '2027-11-15',
      weekEnd: '2027-11-21',
      boughtPence: 570,
      usedPence: 295,
      usedInTimePence: 200,
      thrownPence: 95,
    });
    expect(summary.weeks.at(-2)).toMatchObject({ weekStart: '2027-11-08', thrownPence: 300, boughtPence: 0 });
    expect(summary.totals).toEqual({ boughtPence: 570, usedPence: 295, usedInTimePence: 200, thrownPence: 395 });
    expect(summary.hasEvents).toBe(true);
  });

  it('leaves out what happened after today and before the twelve weeks', () => {
    const summary = summariseWaste([event('bought', '2027-11-18', 100), event('thrown', '2027-08-29', 100)], TODAY);
    expect(summary.totals).toEqual({ boughtPence: 0, usedPence: 0, usedInTimePence: 0, thrownPence: 0 });
    expect(summary.hasEvents).toBe(false);
  });

  it('lists what is thrown away most often and at the greatest cost, the same food however it was named', () => {
    const summary = summariseWaste(
      [
        event('thrown', '2027-10-01', 60, { name: 'spinach', ingredientId: 'spinach' }),
        event('thrown', '2027-10-08', 70, { name: 'Baby spinach', ingredientId: 'spinach' }),
        event('thrown', '2027-10-15', 65, { name: 'Spinach', ingredientId: 'spinach' }),
        event('thrown', '2027-10-20', 700, { name: 'Salmon fillets' }),
        event('thrown', '2027-11-01', 90, { name: 'Bread ' }),
        event('thrown', '2027-11-09', 110, { name: 'bread' }),
        event('used', '2027-11-09', 500, { name: 'Salmon fillets' }),
      ],
      TODAY,
    );
    expect(summary.mostThrownByCount).toEqual([
      { key: 'ingredient:spinach', name: 'Spinach', count: 3, valuePence: 195 },
      { key: 'name:bread', name: 'bread', count: 2, valuePence: 200 },
      { key: 'name:salmon fillets', name: 'Salmon fillets', count: 1, valuePence: 700 },
    ]);
    expect(summary.mostThrownByValue.map((food) => [food.name, food.valuePence])).toEqual([
      ['Salmon fillets', 700],
      ['bread', 200],
      ['Spinach', 195],
    ]);
  });

  it('keeps each list to the top five', () => {
    const events = Array.from({ length: 8 }, (_, index) => event('thrown', '2027-11-16', 10 * (index + 1), { name: `Food ${index}` }));
    const summary = summariseWaste(events, TODAY);
    expect(summary.mostThrownByValue.map((food) => food.name)).toEqual(['Food 7', 'Food 6', 'Food 5', 'Food 4', 'Food 3']);
    expect(summary.mostThrownByCount).toHaveLength(5);
  });

  it.each([
    [{ boughtPence: 0, usedPence: 300, usedInTimePence: 300, thrownPence: 100 }, 0.25],
    [{ boughtPence: 500, usedPence: 0, usedInTimePence: 0, thrownPence: 0 }, null],
  ])('says what share went in the bin: %o → %s', (figures, share) => {
    expect(thrownShare(figures)).toBe(share);
  });

  describe('properties', () => {
    const day = fc.integer({ min: -120, max: 30 }).map((offset) => addDays(TODAY, offset));
    const pantryEvent = fc
      .record({
        kind: fc.constantFrom(...PANTRY_EVENT_KINDS),
        date: day,
        valuePence: fc.integer({ min: 0, max: 5_000 }),
        inTime: fc.option(fc.boolean(), { nil: undefined }),
        name: fc.constantFrom('Milk', 'milk', 'Spinach', 'Bread', 'Chicken thighs'),
        ingredientId: fc.option(fc.constantFrom('milk', 'spinach'), { nil: undefined }),
      })
      .map((fields) => event(fields.kind, fields.date, fields.valuePence, fields));

    it('adds up: the weeks sum to the totals, and the totals to the events inside the twelve weeks', () => {
      fc.assert(
        fc.property(fc.array(pantryEvent, { maxLength: 60 }), (events) => {
          const summary = summariseWaste(events, TODAY);
          const first = summary.weeks[0]!.weekStart;
          const inside = events.filter((e) => e.date >= first && e.date <= TODAY);
          const sum = (kind: PantryEvent['kind'], keep: (e: PantryEvent) => boolean = () => true) =>
            inside.filter((e) => e.kind === kind && keep(e)).reduce((total, e) => total + e.valuePence, 0);
          expect(summary.totals).toEqual({
            boughtPence: sum('bought'),
            usedPence: sum('used'),
            usedInTimePence: sum('used', (e) => e.inTime === true),
            thrownPence: sum('thrown'),
          });
          for (const field of ['boughtPence', 'usedPence', 'usedInTimePence', 'thrownPence'] as const) {
            expect(summary.weeks.reduce((total, week) => total + week[field], 0)).toBe(summary.totals[field]);
          }
          for (const week of summary.weeks) expect(week.usedInTimePence).toBeLessThanOrEqual(week.usedPence);
          expect(summary.hasEvents).toBe(inside.length > 0);
        }),
      );
    });

    it('never counts a thrown food twice: the lists hold distinct foods whose counts and values come from the thrown events', () => {
      fc.assert(
        fc.property(fc.array(pantryEvent, { maxLength: 60 }), (events) => {
          const summary = summariseWaste(events, TODAY, { top: 100 });
          const thrown = events.filter((e) => e.kind === 'thrown' && e.date >= summary.weeks[0]!.weekStart && e.date <= TODAY);
          for (const list of [summary.mostThrownByCount, summary.mostThrownByValue]) {
            expect(new Set(list.map((food) => food.key)).size).toBe(list.length);
            expect(list.reduce((total, food) => total + food.count, 0)).toBe(thrown.length);
            expect(list.reduce((total, food) => total + food.valuePence, 0)).toBe(summary.totals.thrownPence);
          }
        }),
      );
    });
  });
});
