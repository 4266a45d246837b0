import * as z from 'zod/mini';

/**
 * What zod's English messages call a value's type: 'NaN', 'Infinity', 'undefined', 'array'. For
 * the few messages a cook can see that Larder writes out in zod's own words: the browser reads its
 * schemas with zod's functional API, which loads no English messages (decision 0015).
 */
export function receivedType(input: unknown): string {
  if (typeof input === 'number' && !Number.isFinite(input)) return Number.isNaN(input) ? 'NaN' : String(input);
  return z.util.parsedType(input);
}
