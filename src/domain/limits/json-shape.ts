import { JSON_SHAPE_LIMITS } from './limits';
import { formatCount } from '../text/format-count';

export type JsonShapeLimits = { maxDepth: number; maxKeysPerObject: number; maxItemsPerArray: number };
export type JsonShapeProblem = 'depth' | 'keys' | 'items';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

export type JsonShapeScanner = {
  /** Scans the next bytes of the body; answers the first problem found, if any. */
  push(bytes: Uint8Array): JsonShapeProblem | undefined;
};

/**
 * Checks a JSON body's shape as its bytes arrive, in one pass with no recursion and no parse: the
 * depth of nesting and the entries of each object and array. It works on UTF-8 bytes (every byte
 * of a multi-byte character is 0x80 or above, so none is mistaken for a bracket, comma or quote)
 * and stops at the first problem, so a hostile body is refused before the rest of it is read.
 * Bytes that are not JSON at all may pass; JSON.parse refuses them afterwards. Bytes JSON.parse
 * accepts pass exactly when the parsed value is within the limits.
 */
export function createJsonShapeScanner(limits: JsonShapeLimits = JSON_SHAPE_LIMITS): JsonShapeScanner {
  // For each open container: whether it is an object, and the commas seen directly inside it.
  const isObject: boolean[] = [];
  const commas: number[] = [];
  let inString = false;
  let escaped = false;
  let problem: JsonShapeProblem | undefined;

  return {
    push(bytes) {
      if (problem) return problem;
      for (let i = 0; i < bytes.length; i += 1) {
        const code = bytes[i];
        if (inString) {
          if (escaped) escaped = false;
          else if (code === BACKSLASH) escaped = true;
          else if (code === QUOTE) inString = false;
        } else if (code === QUOTE) {
          inString = true;
        } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
          if (isObject.length >= limits.maxDepth) return (problem = 'depth');
          isObject.push(code === OPEN_OBJECT);
          commas.push(0);
        } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
          isObject.pop();
          commas.pop();
        } else if (code === COMMA && commas.length > 0) {
          const top = commas.length - 1;
          const entries = (commas[top] ?? 0) + 2;
          commas[top] = entries - 1;
          if (isObject[top] ? entries > limits.maxKeysPerObject : entries > limits.maxItemsPerArray) {
            return (problem = isObject[top] ? 'keys' : 'items');
          }
        }
      }
      return undefined;
    },
  };
}

/** The shape check over a whole text at once (see createJsonShapeScanner). */
export function checkJsonShape(text: string, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): JsonShapeProblem | undefined {
  return createJsonShapeScanner(limits).push(new TextEncoder().encode(text));
}

/** What a person reads when a body breaks a shape limit. */
export function jsonShapeMessage(problem: JsonShapeProblem, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): string {
  switch (problem) {
    case 'depth':
      return `The request body is nested too deeply (more than ${formatCount(limits.maxDepth)} levels).`;
    case 'keys':
      return `An object in the request body has too many keys (more than ${formatCount(limits.maxKeysPerObject)}).`;
    case 'items':
      return `A list in the request body has too many items (more than ${formatCount(limits.maxItemsPerArray)}).`;
  }
}
