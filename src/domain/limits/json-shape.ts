import { JSON_SHAPE_LIMITS } from './limits';

export type JsonShapeLimits = { maxDepth: number; maxKeysPerObject: number; maxItemsPerArray: number };
export type JsonShapeProblem = 'depth' | 'keys' | 'items';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

/**
 * Whether JSON text stays within the shape limits, found by one pass over the characters (no
 * recursion, no parse): the depth of nesting and the entries of each object and array. Text that
 * is not JSON at all may pass; JSON.parse refuses it afterwards. Text that JSON.parse accepts
 * passes exactly when its parsed value is within the limits.
 */
export function checkJsonShape(text: string, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): JsonShapeProblem | undefined {
  // For each open container: whether it is an object, and the commas seen directly inside it.
  const isObject: boolean[] = [];
  const commas: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      for (i += 1; i < text.length; i += 1) {
        const inner = text.charCodeAt(i);
        if (inner === BACKSLASH) i += 1;
        else if (inner === QUOTE) break;
      }
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (isObject.length >= limits.maxDepth) return 'depth';
      isObject.push(code === OPEN_OBJECT);
      commas.push(0);
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      isObject.pop();
      commas.pop();
    } else if (code === COMMA && commas.length > 0) {
      const top = commas.length - 1;
      const entries = (commas[top] ?? 0) + 2;
      commas[top] = entries - 1;
      if (isObject[top] ? entries > limits.maxKeysPerObject : entries > limits.maxItemsPerArray) return isObject[top] ? 'keys' : 'items';
    }
  }
  return undefined;
}

/** What a person reads when a body breaks a shape limit. */
export function jsonShapeMessage(problem: JsonShapeProblem, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): string {
  const count = (value: number) => value.toLocaleString('en-GB');
  switch (problem) {
    case 'depth':
      return `The request body is nested too deeply (more than ${count(limits.maxDepth)} levels).`;
    case 'keys':
      return `An object in the request body has too many keys (more than ${count(limits.maxKeysPerObject)}).`;
    case 'items':
      return `A list in the request body has too many items (more than ${count(limits.maxItemsPerArray)}).`;
  }
}
