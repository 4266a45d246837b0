import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_DELAY_MS, signInDelayMs } from './sign-in-delay';

describe('signInDelayMs', () => {
  it('waits nothing for the first five failures, then 1 s, 2 s, 4 s, 8 s and 10 s at most', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map((failures) => signInDelayMs(failures, 5))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });

  it('never shrinks as failures grow, and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (failures, allowed) => {
        const delay = signInDelayMs(failures, allowed);
        expect(delay).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_MS);
        expect(signInDelayMs(failures + 1, allowed)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
