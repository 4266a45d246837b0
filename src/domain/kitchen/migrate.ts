import * as z from 'zod/mini';
import { addDays, mondayOnOrBefore, WEEKDAY_NAMES } from '../dates/iso-date';
import { favoriteMealSchema, type FavoriteMeal } from '../favorites/favorite';
import { mealSchema, type Meal } from '../meal/meal';
import { lineAmountText } from '../meal/line-text';
import { penceAsPounds } from '../meal/money';
import { mealSelectionSchema, SLOT_TYPES } from '../meal-plan/meal-plan';
import { pantrySchema } from '../meal-plan/plan-state';
import { preferencesSchema, type Preferences } from '../preferences/preferences';
import { purchaseRecordSchema, type PurchaseRecord } from '../purchases/purchase-record';
import { itemKey } from '../shopping-list/item-key';
import { createWeek, plannedMeal, type NewId } from './commands';
import { setEntryMarks } from './plan-commands';
import { recordPurchases, setPantryAnswer, setTick } from './list-commands';
import { emptyKitchen, type KitchenState } from './kitchen-state';
import { LEGACY_KEYS } from './legacy-keys';

export { LEGACY_KEYS };

/**
 * Version 1 → 2: what a browser holds from Larder before the kitchen store (plain keys in
 * session and local storage, the plan keyed by weekday with purchases written into its
 * ingredients) read into one kitchen. Nothing readable is dropped: a value that fails its schema
 * is left out on its own (and named in `problems`), never the rest with it.
 */

/** The values of the legacy keys found in each storage (absent keys left out). */
export type LegacyStorage = { session: Readonly<Record<string, string>>; local: Readonly<Record<string, string>> };

const pendingFavoriteSchema = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(200)),
  mealId: z.string().check(z.minLength(1), z.maxLength(200)),
  action: z.enum(['add', 'remove']),
  meal: z.optional(favoriteMealSchema),
  at: z.number(),
});
export type LegacyPendingFavorite = z.infer<typeof pendingFavoriteSchema>;

export type MigratedStorage = {
  state: KitchenState;
  /** Favourites waiting to reach an account, each with the account it belongs to. */
  pendingFavorites: LegacyPendingFavorite[];
  /** The cached favourites, whoever's they were (the old cache did not say). */
  cachedFavorites: FavoriteMeal[];
  /** A cook's own AI key, when one was stored. */
  ownApiKey: string | undefined;
  /** What could not be read, in words: '<key>: <why>'. */
  problems: string[];
};

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The first of `texts` that parses and meets `schema`; each failure is noted. */
function readFirst<T extends z.core.$ZodType>(
  key: string,
  texts: (string | undefined)[],
  schema: T,
  problems: string[],
): z.output<T> | undefined {
  for (const text of texts) {
    if (text === undefined) continue;
    const json = parseJson(text);
    const parsed = json.ok ? z.safeParse(schema, json.value) : undefined;
    if (parsed?.success) return parsed.data;
    problems.push(`${key}: ${json.ok ? 'not in the expected shape' : 'not JSON'}`);
  }
  return undefined;
}

/** Each element of a JSON array that meets `schema`; the others are noted. */
function readEach<T extends z.core.$ZodType>(key: string, text: string | undefined, schema: T, problems: string[]): z.output<T>[] {
  const json = parseJson(text);
  if (!json.ok) {
    if (text !== undefined) problems.push(`${key}: not JSON`);
    return [];
  }
  const list = Array.isArray(json.value) ? json.value : json.value && typeof json.value === 'object' ? Object.values(json.value) : [];
  return list.flatMap((value, index) => {
    const parsed = z.safeParse(schema, value);
    if (parsed.success) return [parsed.data];
    problems.push(`${key}[${index}]: not in the expected shape`);
    return [];
  });
}

type LegacySlot = { meal: Meal; weekdayIndex: number; slot: (typeof SLOT_TYPES)[number] };

/** The weekday plan's meals, read one by one. */
function readPlan(text: string | undefined, problems: string[]): LegacySlot[] {
  const json = parseJson(text);
  if (!json.ok) {
    if (text !== undefined) problems.push(`${LEGACY_KEYS.mealPlan}: not JSON`);
    return [];
  }
  const plan = json.value && typeof json.value === 'object' ? (json.value as Record<string, unknown>) : {};
  const slots: LegacySlot[] = [];
  WEEKDAY_NAMES.forEach((day, weekdayIndex) => {
    const value = plan[day];
    const dayPlan = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    for (const slot of SLOT_TYPES) {
      if (dayPlan[slot] === undefined) continue;
      const parsed = mealSchema.safeParse(dayPlan[slot]);
      if (parsed.success) slots.push({ meal: parsed.data, weekdayIndex, slot });
      else problems.push(`${LEGACY_KEYS.mealPlan}.${day}.${slot}: not a meal`);
    }
  });
  return slots;
}

/** What Purchase Input wrote into the plan's ingredients, as purchase records. */
function purchasesInPlan(slots: readonly LegacySlot[]): Map<string, PurchaseRecord> {
  const found = new Map<string, PurchaseRecord>();
  for (const { meal } of slots) {
    for (const ingredient of meal.ingredients) {
      if (ingredient.purchased === undefined && !ingredient.actualExpiryDate) continue;
      const key = itemKey(ingredient.name);
      if (found.has(key)) continue;
      const parsed = purchaseRecordSchema.safeParse({
        name: ingredient.name,
        quantity: lineAmountText(ingredient),
        price: ingredient.pricePence !== undefined ? penceAsPounds(ingredient.pricePence) : undefined,
        purchased: ingredient.purchased ?? false,
        actualExpiryDate: ingredient.actualExpiryDate,
      });
      if (parsed.success) found.set(key, parsed.data);
    }
  }
  return found;
}

/** A meal as the plan entry keeps it: purchases live in their own collection now. */
function withoutPurchaseMarks(meal: Meal): Meal {
  return {
    ...plannedMeal(meal),
    ingredients: meal.ingredients.map(({ purchased: _purchased, actualExpiryDate: _expiry, ...ingredient }) => ingredient),
  };
}

/**
 * Reads version-1 storage into a version-2 kitchen. The weekday plan had no dates: it becomes the
 * week that starts on the Monday of `today`'s week, so every meal keeps the weekday the cook knew
 * it by.
 */
export function migrateLegacyStorage(legacy: LegacyStorage, { today, newId }: { today: string; newId: NewId }): MigratedStorage {
  const { session, local } = legacy;
  const problems: string[] = [];
  const preferences: Preferences | undefined = readFirst(
    LEGACY_KEYS.preferences,
    [session[LEGACY_KEYS.preferences], local[LEGACY_KEYS.preferences]],
    preferencesSchema,
    problems,
  );
  const defaultPreferences = readFirst(
    LEGACY_KEYS.defaultPreferences,
    [local[LEGACY_KEYS.defaultPreferences]],
    preferencesSchema,
    problems,
  );
  const selection = readFirst(LEGACY_KEYS.selection, [session[LEGACY_KEYS.selection]], mealSelectionSchema, problems);
  const planText = session[LEGACY_KEYS.mealPlan] ?? local[LEGACY_KEYS.mealPlan];
  const slots = readPlan(planText, problems);
  const pantry = readFirst(LEGACY_KEYS.pantry, [session[LEGACY_KEYS.pantry], local[LEGACY_KEYS.pantry]], pantrySchema, problems) ?? {};
  const ticks =
    readFirst(
      LEGACY_KEYS.shoppingTicks,
      [session[LEGACY_KEYS.shoppingTicks], local[LEGACY_KEYS.shoppingTicks]],
      z.record(z.string(), z.boolean()),
      problems,
    ) ?? {};
  const purchasesText = session[LEGACY_KEYS.purchases] ?? local[LEGACY_KEYS.purchases];
  const records = readEach(LEGACY_KEYS.purchases, purchasesText, purchaseRecordSchema, problems);

  let state = emptyKitchen();
  if (preferences) state = { ...state, preferences };
  if (defaultPreferences) state = { ...state, defaultPreferences };
  if (selection) state = { ...state, selection };

  if (slots.length > 0) {
    const startDate = mondayOnOrBefore(today);
    state = createWeek(state, { startDate, selected: [], newId });
    const planEntries = { ...state.planEntries };
    const marks = new Map<string, Meal>();
    for (const { meal, weekdayIndex, slot } of slots) {
      const id = newId();
      planEntries[id] = { id, date: addDays(startDate, weekdayIndex), slot, meal: withoutPurchaseMarks(meal) };
      marks.set(id, meal);
    }
    state = { ...state, planEntries };
    for (const entry of Object.values(planEntries)) {
      const meal = marks.get(entry.id);
      if (meal?.isSaved || meal?.doNotRecommend)
        state = setEntryMarks(state, entry.id, {
          ...(meal.isSaved ? { saved: true } : {}),
          ...(meal.doNotRecommend ? { doNotRecommend: true } : {}),
        });
    }
  }

  for (const [name, answer] of Object.entries(pantry)) if (answer.owned) state = setPantryAnswer(state, name, { amount: answer.amount });
  for (const [name, ticked] of Object.entries(ticks)) if (ticked) state = setTick(state, name, true);

  // The purchase records first; what the plan's ingredients say fills in what they lack.
  const fromPlan = purchasesInPlan(slots);
  const merged = records.map((record) => {
    const inPlan = fromPlan.get(itemKey(record.name));
    fromPlan.delete(itemKey(record.name));
    return !record.actualExpiryDate && inPlan?.actualExpiryDate ? { ...record, actualExpiryDate: inPlan.actualExpiryDate } : record;
  });
  state = recordPurchases(state, [...merged, ...[...fromPlan.values()].filter((record) => record.purchased)], newId);

  const pendingFavorites = readEach(LEGACY_KEYS.pendingFavorites, local[LEGACY_KEYS.pendingFavorites], pendingFavoriteSchema, problems);
  const cachedFavorites = readEach(LEGACY_KEYS.cachedFavorites, local[LEGACY_KEYS.cachedFavorites], favoriteMealSchema, problems);
  const ownApiKey = local[LEGACY_KEYS.ownApiKey]?.trim() || undefined;

  return { state, pendingFavorites, cachedFavorites, ownApiKey, problems };
}
