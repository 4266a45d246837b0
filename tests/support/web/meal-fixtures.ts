import { mealSchema, type Meal, type MealInput } from '../../../src/domain/meal';
import { setPreferences } from '../../../src/domain/kitchen/commands';
import { preferencesSchema, type Preferences, type PreferencesInput } from '../../../src/domain/preferences';
import { seedKitchen } from './web-harness';

/** A meal as the server sends it: passes the domain mealSchema, with the defaults filled in. */
export function aMeal(id: string, name: string, extra: Partial<MealInput> = {}): Meal {
  return mealSchema.parse({ id, name, description: `${name}, cooked at home.`, imageUrl: `/images/${id}.jpg`, ...extra });
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
