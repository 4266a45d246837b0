import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { receivedType } from './zod-words';

/** zod's full API, which loads its English messages: the words Larder writes out must be these. */
const englishMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('receivedType', () => {
  it("names a value's type as zod's English messages do", () => {
    const odd = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined, null, [], {}, new Date(0), 'text', true, 1n];
    for (const input of [
      ...odd,
      ...fc.sample(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true }), { numRuns: 300, seed: 20 }),
    ]) {
      const message = englishMessage(z.number(), input);
      if (message === undefined) continue;
      expect(`Invalid input: expected number, received ${receivedType(input)}`).toBe(message);
    }
    expect(`Invalid input: expected object, received ${receivedType(undefined)}`).toBe(englishMessage(z.object({}), undefined));
  });
});
