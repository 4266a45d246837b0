import { z } from 'zod';
import {
  mealPlanSchema,
  mealSelectionSchema,
  pantrySchema,
  type MealPlan,
  type MealSelection,
  type Pantry,
} from '../../../domain/meal-plan';
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

/** Dispatched on window whenever planning state is saved, so a signed-in cook's account follows. */
export const PLAN_CHANGED_EVENT = 'larder:plan-changed';
/** Dispatched on window after a newer plan from the account was written to browser storage. */
export const PLAN_RESTORED_EVENT = 'larder:plan-restored';

let quiet = 0;

/** Writes that come from the account (a restore) are not new changes: no notice for them. */
export function withoutChangeNotice(action: () => void): void {
  quiet += 1;
  try {
    action();
  } finally {
    quiet -= 1;
  }
}

/**
 * Records when this tab's planning state changed and announces it. Never behind the last
 * change this tab knows of, so an edit on a device whose clock runs late is still the newest.
 */
export function notifyPlanChanged(): void {
  if (quiet > 0) return;
  const now = Date.now();
  const previous = loadPlanUpdatedAt();
  const at = previous ? Math.max(now, Date.parse(previous) + 1) : now;
  savePlanUpdatedAt(new Date(at).toISOString());
  window.dispatchEvent(new Event(PLAN_CHANGED_EVENT));
}

function changed<T>(result: T): T {
  notifyPlanChanged();
  return result;
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
  return changed(session || local);
}

export const loadDefaultPreferences = () => read('local', STORAGE_KEYS.defaultPreferences, preferencesSchema);
export const saveDefaultPreferences = (preferences: Preferences) => write('local', STORAGE_KEYS.defaultPreferences, preferences);

export const loadSelection = (): MealSelection | undefined => read('session', STORAGE_KEYS.selection, mealSelectionSchema);
export const saveSelection = (selection: MealSelection) => changed(write('session', STORAGE_KEYS.selection, selection));
export const clearSelection = () => changed(removeStored('session', STORAGE_KEYS.selection));

export const loadMealPlan = (): MealPlan | undefined => readMirrored(STORAGE_KEYS.mealPlan, mealPlanSchema);
export const saveMealPlan = (plan: MealPlan) => changed(writeMirrored(STORAGE_KEYS.mealPlan, plan));

export const loadShoppingList = () => read('session', STORAGE_KEYS.shoppingList, shoppingItemSchema.array());

export const loadPantry = (): Pantry => readMirrored(STORAGE_KEYS.pantry, pantrySchema) ?? {};
export const savePantry = (pantry: Pantry) => changed(writeMirrored(STORAGE_KEYS.pantry, pantry));

export const loadPurchases = (): PurchaseRecord[] => readMirrored(STORAGE_KEYS.purchases, purchaseRecordSchema.array()) ?? [];
export const savePurchases = (records: PurchaseRecord[]) => changed(writeMirrored(STORAGE_KEYS.purchases, records));

const ticksSchema = z.record(z.string(), z.boolean());
export const loadShoppingTicks = (): Record<string, boolean> => readMirrored(STORAGE_KEYS.shoppingTicks, ticksSchema) ?? {};
export const saveShoppingTicks = (ticks: Record<string, boolean>) => changed(writeMirrored(STORAGE_KEYS.shoppingTicks, ticks));

/**
 * When the planning state last changed (ISO date-time), to tell it from the account's saved one;
 * mirrored like the plan, so a plan reopened from local storage keeps its own time.
 */
export function loadPlanUpdatedAt(): string | undefined {
  const text = readStored('session', STORAGE_KEYS.planUpdatedAt) ?? readStored('local', STORAGE_KEYS.planUpdatedAt);
  return text && !Number.isNaN(Date.parse(text)) ? text : undefined;
}
export function savePlanUpdatedAt(updatedAt: string): boolean {
  const session = writeStored('session', STORAGE_KEYS.planUpdatedAt, updatedAt);
  const local = writeStored('local', STORAGE_KEYS.planUpdatedAt, updatedAt);
  return session || local;
}
