import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonShape, createJsonShapeScanner, jsonShapeMessage, type JsonShapeLimits, type JsonShapeProblem } from './json-shape';
import { JSON_SHAPE_LIMITS } from './limits';

/** The same rule written the obvious way, over a parsed value (recursive: fine for small values). */
function reference(value: unknown, limits: JsonShapeLimits, depth = 0): JsonShapeProblem | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= limits.maxDepth) return 'depth';
  const entries = Array.isArray(value) ? value : Object.values(value);
  if (Array.isArray(value) ? entries.length > limits.maxItemsPerArray : entries.length > limits.maxKeysPerObject)
    return Array.isArray(value) ? 'items' : 'keys';
  for (const entry of entries) {
    const found = reference(entry, limits, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const SMALL: JsonShapeLimits = { maxDepth: 4, maxKeysPerObject: 3, maxItemsPerArray: 4 };

describe('checkJsonShape', () => {
  it('agrees with a recursive check on any JSON value, strings full of brackets and quotes included', () => {
    const tricky = fc.string({ unit: fc.constantFrom('{', '}', '[', ']', ',', '"', '\\', 'a', ':', ' ') });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tricky,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('node'), { maxLength: 6 }),
        fc.dictionary(tricky, tie('node'), { maxKeys: 5 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (parsed) => {
        // Which problem is found first may differ; whether there is one may not.
        expect(checkJsonShape(JSON.stringify(parsed), SMALL) === undefined).toBe(reference(parsed, SMALL) === undefined);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['nested 100,000 deep', '['.repeat(100_000) + ']'.repeat(100_000), 'depth'],
    ['objects nested 100,000 deep', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), 'depth'],
    ['an object of 100,000 keys', `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":0`).join(',')}}`, 'keys'],
    ['an array of 100,000 items', `[${Array(100_000).fill('0').join(',')}]`, 'items'],
  ] as const)('finds %s', (_, text, problem) => {
    expect(checkJsonShape(text)).toBe(problem);
  });

  it('passes a body exactly at each limit', () => {
    const deepest = '['.repeat(JSON_SHAPE_LIMITS.maxDepth) + ']'.repeat(JSON_SHAPE_LIMITS.maxDepth);
    expect(checkJsonShape(deepest)).toBeUndefined();
    expect(checkJsonShape(`[${deepest}]`)).toBe('depth');
    const keys = Object.fromEntries(Array.from({ length: JSON_SHAPE_LIMITS.maxKeysPerObject }, (_, i) => [`k${i}`, i]));
    expect(checkJsonShape(JSON.stringify(keys))).toBeUndefined();
    expect(checkJsonShape(JSON.stringify({ ...keys, one: 'more' }))).toBe('keys');
  });

  it('finds the same as it is fed the bytes in any pieces, multi-byte characters cut in two included', () => {
    const value = fc.dictionary(
      fc.string({ unit: fc.constantFrom('é', '€', '😀', '[', '"', '\\', ',', 'a') }),
      fc.array(fc.integer(), { maxLength: 6 }),
      {
        maxKeys: 5,
      },
    );
    fc.assert(
      fc.property(value, fc.array(fc.nat(), { maxLength: 8 }), (parsed, cuts) => {
        const bytes = new TextEncoder().encode(JSON.stringify(parsed));
        const scanner = createJsonShapeScanner(SMALL);
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        let found: JsonShapeProblem | undefined;
        let from = 0;
        for (const point of [...points, bytes.length]) {
          found ??= scanner.push(bytes.subarray(from, point));
          from = point;
        }
        expect(found).toBe(checkJsonShape(JSON.stringify(parsed), SMALL));
      }),
      { numRuns: 300 },
    );
  });

  it('stops at the first problem: what follows is never looked at', () => {
    const scanner = createJsonShapeScanner();
    expect(scanner.push(new TextEncoder().encode('['.repeat(40)))).toBe('depth');
    expect(scanner.push(new TextEncoder().encode(']'.repeat(40)))).toBe('depth');
  });

  it('says what is wrong in words', () => {
    expect(jsonShapeMessage('depth')).toBe('The request body is nested too deeply (more than 32 levels).');
    expect(jsonShapeMessage('keys')).toBe('An object in the request body has too many keys (more than 1,000).');
  });
});
