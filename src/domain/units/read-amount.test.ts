import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema } from './ingredient-line';
import { MAX_LINE_AMOUNT } from './line-limits';
import { readAmount } from './read-amount';
import { UNITS } from './unit-table';

const number = fc.oneof(
  fc.double({ min: -10, max: MAX_LINE_AMOUNT * 2 }),
  fc.constantFrom(0, MAX_LINE_AMOUNT, Number.NaN, Number.POSITIVE_INFINITY),
  fc.string(),
  fc.constant(undefined),
);
const value = fc.oneof(
  fc.record(
    { amount: number, max: number, unit: fc.oneof(fc.constantFrom(...UNITS), fc.string()), extra: fc.string() },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('readAmount', () => {
  it('reads what amountSchema reads, and refuses what it refuses', () => {
    fc.assert(
      fc.property(value, (input) => {
        const parsed = amountSchema.safeParse(input);
        expect(readAmount(input)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a range and drops other keys', () => {
    expect(readAmount({ amount: 2, max: 3, unit: 'item', text: '2-3 cloves' })).toEqual({ amount: 2, max: 3, unit: 'item' });
    expect(readAmount({ amount: 2, unit: 'cups' })).toBeUndefined();
    expect(readAmount('400 g')).toBeUndefined();
  });
});
