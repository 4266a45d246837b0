import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planEntrySchema } from '../kitchen/items';
import { mealEventOf } from './meal-events';
import { DEFAULT_MEALTIMES, MEAL_EVENT_MINUTES, mealEventTimes, mealtimesSchema } from './mealtimes';

describe('mealtimes', () => {
  it.each([
    ['18:30', true],
    ['07:05', true],
    ['23:59', true],
    ['24:00', false],
    ['7:05', false],
    ['18.30', false],
    ['', false],
  ])('%s is a mealtime: %s', (time, valid) => {
    expect(mealtimesSchema.safeParse({ breakfast: time, dinner: '18:00' }).success).toBe(valid);
  });

  it('places dinner at the dinner time and breakfast at the breakfast time, as wall-clock times', () => {
    expect(mealEventTimes('2027-03-28', 'main', DEFAULT_MEALTIMES)).toEqual({ start: '2027-03-28T18:30:00', end: '2027-03-28T19:30:00' });
    expect(mealEventTimes('2027-03-28', 'breakfast', { breakfast: '07:15', dinner: '19:00' })).toEqual({
      start: '2027-03-28T07:15:00',
      end: '2027-03-28T07:45:00',
    });
  });

  it('runs a late dinner past midnight into the next day', () => {
    expect(mealEventTimes('2027-12-31', 'main', { breakfast: '08:00', dinner: '23:30' })).toEqual({
      start: '2027-12-31T23:30:00',
      end: '2028-01-01T00:30:00',
    });
  });

  it('always starts on the entry’s own date at the slot’s time, and lasts the slot’s length', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, time, time, fc.constantFrom('main' as const, 'breakfast' as const), (date, breakfast, dinner, slot) => {
        const { start, end } = mealEventTimes(date, slot, { breakfast, dinner });
        expect(start).toBe(`${date}T${slot === 'main' ? dinner : breakfast}:00`);
        expect(Date.parse(`${end}Z`) - Date.parse(`${start}Z`)).toBe(MEAL_EVENT_MINUTES[slot] * 60_000);
      }),
    );
  });
});

describe('a planned meal as an event', () => {
  const entry = planEntrySchema.parse({
    id: '0b6f3f1e-8f0a-4f4e-9a59-1d5d2b1d1c11',
    date: '2027-10-30',
    slot: 'main',
    meal: {
      id: 'leek-soup',
      name: 'Leek soup',
      description: 'Silky and green.',
      ingredients: [{ name: 'Leeks', quantity: { amount: 3, unit: 'item' } }, { name: 'Stock' }],
    },
  });

  it('names the meal and its slot, lists the ingredients and links back to the week', () => {
    const event = mealEventOf(entry, DEFAULT_MEALTIMES, 'https://larder.example.com/', 'larder.example.com');
    expect(event).toEqual({
      uid: '0b6f3f1e-8f0a-4f4e-9a59-1d5d2b1d1c11@larder.example.com',
      start: '2027-10-30T18:30:00',
      end: '2027-10-30T19:30:00',
      summary: 'Dinner: Leek soup',
      description: 'Silky and green.\n\nIngredients:\n- Leeks: 3\n- Stock\n\nOpen in Larder: https://larder.example.com/weekly-plan',
      url: 'https://larder.example.com/weekly-plan',
    });
  });
});
