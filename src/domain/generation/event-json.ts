import type { Meal } from '../meal/meal';
import type { GenerationEvent } from './generation';

/** A meal's JSON, made once however often it is sent (`memoMealJson`). */
export type MealJson = (meal: Meal) => string;

/**
 * Remembers each meal's JSON for as long as the meal object lives. A meal is sent with its `meal`
 * event and again in `done`; both reuse one string. Meals are not changed once sent (a picture
 * replaces the meal object), so the string stays true to the object.
 */
export function memoMealJson(): MealJson {
  const made = new WeakMap<Meal, string>();
  return (meal) => {
    let json = made.get(meal);
    if (json === undefined) {
      json = JSON.stringify(meal);
      made.set(meal, json);
    }
    return json;
  };
}

/**
 * `JSON.stringify(data)` where the first key's value is already JSON (`firstJson`). Keys keep the
 * order they were set in, so this is the same text whenever `key` comes first; otherwise the
 * whole object is written again.
 */
function withFirstKey<T extends object>(data: T, key: keyof T & string, firstJson: () => string): string {
  if (Object.keys(data)[0] !== key) return JSON.stringify(data);
  const { [key]: _first, ...rest } = data;
  const restJson = JSON.stringify(rest);
  return `{${JSON.stringify(key)}:${firstJson()}${restJson === '{}' ? '}' : `,${restJson.slice(1)}`}`;
}

/**
 * An event's data as JSON, exactly as `JSON.stringify(event.data)` writes it, with each meal's
 * JSON taken from `mealJson`: the `done` event repeats every meal already sent (about 60 KB for
 * ten), and writing them twice was the largest part of writing the stream.
 */
export function generationEventJson(event: GenerationEvent, mealJson: MealJson): string {
  switch (event.event) {
    case 'meal':
      return withFirstKey(event.data, 'meal', () => mealJson(event.data.meal));
    case 'done':
      return withFirstKey(event.data, 'meals', () => `[${event.data.meals.map(mealJson).join(',')}]`);
    case 'stage':
    case 'queued':
    case 'retry':
    case 'image':
    case 'error':
      return JSON.stringify(event.data);
  }
}
