import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinutes, readMinutes } from './minutes';

describe('minutes', () => {
  it('shows minutes as the spec writes them', () => {
    expect(formatMinutes(30)).toBe('30 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45, { short: true })).toBe('45 min');
  });

  it.each([
    [25, 25],
    ['25 minutes', 25],
    ['25 mins', 25],
    ['1 hour 30 minutes', 90],
    ['1h 15m', 75],
    ['1.5 hours', 90],
    ['90 minutes+', 90],
    ['PT1H20M', 80],
    ['45', 45],
    ['about an hour', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as %s', (value, minutes) => {
    expect(readMinutes(value)).toBe(minutes);
  });

  it('reads back every time it shows', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (minutes) => readMinutes(formatMinutes(minutes)) === minutes));
  });
});
