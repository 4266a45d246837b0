import type { Meal } from '../meal/meal';
import type { GenerationEvent } from './generation-schema';
import { sseFrame } from './sse';

/** A meal's JSON as bytes (`asciiJson`), made once however often it is sent (`memoMealBytes`). */
export type MealBytes = (meal: Meal) => Uint8Array;

const encoder = new TextEncoder();

const NON_ASCII = /[^\0-\x7f]/;
const NON_ASCII_ALL = /[^\0-\x7f]/g;
const escapeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON.stringify's text with every character past ASCII written as a `\uXXXX` escape, which
 * JSON.parse reads back as the same character. Ten meals' 60 KB of JSON hold a dozen such
 * characters (en dashes, degree signs); one makes the whole text two bytes a character in the
 * engine and its UTF-8 about ten times slower to decode, for the page and for the server.
 */
export function asciiJson(value: unknown): string {
  const json = JSON.stringify(value);
  return NON_ASCII.test(json) ? json.replace(NON_ASCII_ALL, escapeUnit) : json;
}

/**
 * Remembers each meal's JSON, as bytes, for as long as the meal object lives: a meal is sent with
 * its `meal` event and again in `done`, and both take the same bytes. A meal is not changed once
 * sent (a picture replaces the meal object). A frozen meal cannot be changed at all, so its bytes
 * go in `shared`, which may serve every stream of the process (the catalog's meals are frozen and
 * shared: `catalogMeal`).
 */
export function memoMealBytes(shared?: WeakMap<Meal, Uint8Array>): MealBytes {
  const made = new WeakMap<Meal, Uint8Array>();
  return (meal) => {
    const memo = shared && Object.isFrozen(meal) ? shared : made;
    let bytes = memo.get(meal);
    if (!bytes) {
      bytes = encoder.encode(asciiJson(meal));
      memo.set(meal, bytes);
    }
    return bytes;
  };
}

/**
 * The frame of an event whose data's first key holds JSON already made (`first`, in pieces): the
 * bytes of `sseFrame(name, asciiJson(data))`. JSON.stringify writes keys in the order they were
 * set, so this holds whenever `key` comes first; otherwise the whole data is written again.
 */
function frameWithFirstKey<T extends object>(
  name: string,
  data: T,
  key: keyof T & string,
  first: () => readonly (string | Uint8Array)[],
): Uint8Array[] {
  if (Object.keys(data)[0] !== key) return [encoder.encode(sseFrame(name, asciiJson(data)))];
  const { [key]: _first, ...rest } = data;
  const restJson = asciiJson(rest);
  // JSON holds no line end, so the data is one `data:` line.
  return [`event: ${name}\ndata: {${JSON.stringify(key)}:`, ...first(), `${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}\n\n`].map(
    (part) => (typeof part === 'string' ? encoder.encode(part) : part),
  );
}

/**
 * An event as its stream carries it, in pieces to be written one after the other (a meal's bytes
 * are not copied into a frame of their own): the bytes of `sseFrame(event.event, asciiJson(event.data))`
 * (all ASCII), with each meal's JSON taken from `mealBytes`. The `done` event
 * repeats every meal already sent (about 60 KB for ten), and writing and encoding them again was
 * the largest part of writing a generation's stream.
 */
export function generationEventFrame(event: GenerationEvent, mealBytes: MealBytes): Uint8Array[] {
  switch (event.event) {
    case 'meal':
      return frameWithFirstKey(event.event, event.data, 'meal', () => [mealBytes(event.data.meal)]);
    case 'done':
      return frameWithFirstKey(event.event, event.data, 'meals', () => [
        '[',
        ...event.data.meals.flatMap((meal, index) => (index === 0 ? [mealBytes(meal)] : [',', mealBytes(meal)])),
        ']',
      ]);
    case 'stage':
    case 'queued':
    case 'retry':
    case 'image':
    case 'error':
      return [encoder.encode(sseFrame(event.event, asciiJson(event.data)))];
  }
}
