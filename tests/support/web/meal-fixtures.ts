import { mealSchema, type Meal, type MealInput } from '../../../src/domain/meal';
import { parseAmount, type Amount } from '../../../src/domain/units';
import { setPreferences } from '../../../src/domain/kitchen/commands';
import { preferencesSchema, type Preferences, type PreferencesInput } from '../../../src/domain/preferences';
import { seedKitchen } from './web-harness';

/** A meal as the server sends it: passes the domain mealSchema, with the defaults filled in. */
export function aMeal(id: string, name: string, extra: Partial<MealInput> = {}): Meal {
  return mealSchema.parse({ id, name, description: `${name}, cooked at home.`, imageUrl: `/images/${id}.jpg`, ...extra });
}

/**
 * A meal as an older Larder stored it (the spec's data model: price, times and quantities as
 * text), read through the same schema every stored meal is read through.
 */
export function aStoredMeal(id: string, name: string, stored: Record<string, unknown> = {}): Meal {
  return mealSchema.parse({ id, name, description: `${name}, cooked at home.`, imageUrl: `/images/${id}.jpg`, ...stored });
}

/** An amount as a cook writes it ('500 g', '3 tbsp'), read by the one parser. */
export function amount(text: string): Amount {
  const read = parseAmount(text);
  if (!read) throw new Error(`No amount in '${text}'`);
  return read;
}

/** A breakfast option (counts toward the breakfast slots, not the required mains). */
export const aBreakfast = (id: string, name: string, extra: Partial<MealInput> = {}): Meal =>
  aMeal(id, name, { isBreakfast: true, mealType: 'breakfast', ...extra });

/** Preferences as the planner saves them: the spec defaults, then `input`. */
export const somePreferences = (input: PreferencesInput = {}): Preferences => preferencesSchema.parse(input);

/** Puts `preferences` in the visitor's kitchen, as the planner's submit does. */
export function storePreferences(preferences: Preferences): Preferences {
  seedKitchen((state) => setPreferences(state, preferences));
  return preferences;
}

/** What a key of session storage holds, parsed; undefined when nothing is stored. */
export function stored<T = unknown>(key: string, kind: 'session' | 'local' = 'session'): T | undefined {
  const text = (kind === 'session' ? sessionStorage : localStorage).getItem(key);
  return text === null ? undefined : (JSON.parse(text) as T);
}
