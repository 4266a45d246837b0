import { z } from 'zod';
import { mealPlanSchema, mealSelectionSchema, pantrySchema, type MealPlan, type MealSelection, type Pantry } from '../../../domain/meal-plan';
import { purchaseRecordSchema, type PurchaseRecord } from '../../../domain/purchases';
import { preferencesSchema, type Preferences } from '../../../domain/preferences';
import { shoppingItemSchema } from '../../../domain/shopping-list';
import { readStored, removeStored, writeStored } from '../../lib/storage';

/** Browser storage keys (spec: mealPlan and shoppingList are named; the rest are ours). */
export const STORAGE_KEYS = {
  preferences: 'mealPreferences',
  defaultPreferences: 'defaultMealPreferences',
  selection: 'mealSelection',
  mealPlan: 'mealPlan',
  shoppingList: 'shoppingList',
  pantry: 'pantry',
  purchases: 'purchases',
  shoppingTicks: 'shoppingTicks',
  planUpdatedAt: 'planUpdatedAt',
} as const;

function read<T extends z.ZodType>(kind: 'local' | 'session', key: string, schema: T): z.output<T> | undefined {
  const text = readStored(kind, key);
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const write = (kind: 'local' | 'session', key: string, value: unknown) => writeStored(kind, key, JSON.stringify(value));

/**
 * The plan, pantry, ticks and purchases live in session storage (spec), mirrored to local
 * storage so an installed app reopened in the shop, offline, still has this week's list.
 */
function readMirrored<T extends z.ZodType>(key: string, schema: T): z.output<T> | undefined {
  return read('session', key, schema) ?? read('local', key, schema);
}
function writeMirrored(key: string, value: unknown): boolean {
  const session = write('session', key, value);
  const local = write('local', key, value);
  return session || local;
}

export type StoredPreferences = { status: 'missing' } | { status: 'invalid' } | { status: 'ok'; preferences: Preferences };

/** The current preferences: this tab's first, then the last ones saved on this device. */
export function loadPreferences(): StoredPreferences {
  const text = readStored('session', STORAGE_KEYS.preferences) ?? readStored('local', STORAGE_KEYS.preferences);
  if (!text) return { status: 'missing' };
  try {
    const parsed = preferencesSchema.safeParse(JSON.parse(text));
    return parsed.success ? { status: 'ok', preferences: parsed.data } : { status: 'invalid' };
  } catch {
    return { status: 'invalid' };
  }
}

/** Spec §4: on submit the preferences go to session and local storage. */
export function savePreferences(preferences: Preferences): boolean {
  const session = write('session', STORAGE_KEYS.preferences, preferences);
  const local = write('local', STORAGE_KEYS.preferences, preferences);
  return session || local;
}

export const loadDefaultPreferences = () => read('local', STORAGE_KEYS.defaultPreferences, preferencesSchema);
export const saveDefaultPreferences = (preferences: Preferences) => write('local', STORAGE_KEYS.defaultPreferences, preferences);

export const loadSelection = (): MealSelection | undefined => read('session', STORAGE_KEYS.selection, mealSelectionSchema);
export const saveSelection = (selection: MealSelection) => write('session', STORAGE_KEYS.selection, selection);
export const clearSelection = () => removeStored('session', STORAGE_KEYS.selection);

export const loadMealPlan = (): MealPlan | undefined => readMirrored(STORAGE_KEYS.mealPlan, mealPlanSchema);
export const saveMealPlan = (plan: MealPlan) => writeMirrored(STORAGE_KEYS.mealPlan, plan);

export const loadShoppingList = () => read('session', STORAGE_KEYS.shoppingList, shoppingItemSchema.array());

export const loadPantry = (): Pantry => readMirrored(STORAGE_KEYS.pantry, pantrySchema) ?? {};
export const savePantry = (pantry: Pantry) => writeMirrored(STORAGE_KEYS.pantry, pantry);

export const loadPurchases = (): PurchaseRecord[] => readMirrored(STORAGE_KEYS.purchases, purchaseRecordSchema.array()) ?? [];
export const savePurchases = (records: PurchaseRecord[]) => writeMirrored(STORAGE_KEYS.purchases, records);

const ticksSchema = z.record(z.string(), z.boolean());
export const loadShoppingTicks = (): Record<string, boolean> => readMirrored(STORAGE_KEYS.shoppingTicks, ticksSchema) ?? {};
export const saveShoppingTicks = (ticks: Record<string, boolean>) => writeMirrored(STORAGE_KEYS.shoppingTicks, ticks);

/** When this tab's planning state last changed (ISO date-time), to tell it from the account's saved one. */
export function loadPlanUpdatedAt(): string | undefined {
  const text = readStored('session', STORAGE_KEYS.planUpdatedAt);
  return text && !Number.isNaN(Date.parse(text)) ? text : undefined;
}
export const savePlanUpdatedAt = (updatedAt: string) => writeStored('session', STORAGE_KEYS.planUpdatedAt, updatedAt);
