import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands with commas, as a UK reader writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(65535)).toBe('65,535');
    expect(formatCount(1_048_576)).toBe('1,048,576');
    expect(formatCount(-1200)).toBe('-1,200');
  });

  it("writes every whole number as toLocaleString('en-GB') does", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en-GB'));
      }),
    );
  });
});
