import * as z from 'zod/mini';
import { mealSchema } from '../meal/meal';
import { SLOT_TYPES, mealSelectionSchema } from '../meal-plan/meal-plan';
import { preferencesSchema } from '../preferences/preferences';
import { purchaseRecordSchema } from '../purchases/purchase-record';
import { isoDateSchema } from '../dates/iso-date-schema';
import { storedForecastSchema } from '../week-plan/forecast-schema';
import { inventoryItemSchema, pantryEventSchema } from '../pantry/inventory';
import type { KitchenItemCollection, KitchenStateKey } from './collections';

const isoDate = isoDateSchema;

/** The week being planned: the cook chooses its first day (default: tomorrow). */
export const weekSchema = z.object({
  startDate: isoDate,
  days: z._default(z.int().check(z.minimum(1), z.maximum(14)), 7),
  /** What "Complete my week" forecast for the week's fresh food (issue #17), for the plan it names. */
  forecast: z.optional(storedForecastSchema),
});
export type Week = z.infer<typeof weekSchema>;

/** One meal on one day of the week, in one slot. The cook's marks belong to the entry, not the meal. */
export const planEntrySchema = z.object({
  id: z.uuid(),
  date: isoDate,
  slot: z.enum(SLOT_TYPES),
  meal: mealSchema,
  saved: z.optional(z.boolean()),
  doNotRecommend: z.optional(z.boolean()),
  /** The entry whose extra portions this one eats (issues 16 and 17). */
  leftoverOf: z.optional(z.uuid()),
  /**
   * Portions eaten on the day, when the entry's meal is cooked for more (its `servings`): the
   * extra ones are eaten by the leftover entries, or frozen (`portionsFrozen`).
   */
  servings: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
  portionsFrozen: z.optional(z.int().check(z.minimum(0), z.maximum(30))),
  /** The day the cook said it was cooked (or, for leftovers, eaten): its ingredients left the inventory then. */
  cooked: z.optional(isoDate),
  /** The leftover portions (an inventory item) this entry eats; `servings` says how many. */
  leftoverItemId: z.optional(z.uuid()),
});
export type PlanEntry = z.infer<typeof planEntrySchema>;

/** The pantry check's answer for one of the plan's items (keyed by the item's normalised name). */
export const pantryAnswerSchema = z.object({
  itemKey: z.string().check(z.minLength(1), z.maxLength(120)),
  owned: z.boolean(),
  amount: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type PantryAnswer = z.infer<typeof pantryAnswerSchema>;

export const purchaseItemSchema = z.object({ ...purchaseRecordSchema.shape, id: z.uuid() });
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

export const shoppingTickSchema = z.object({ itemKey: z.string().check(z.minLength(1), z.maxLength(120)), ticked: z.boolean() });
export type ShoppingTick = z.infer<typeof shoppingTickSchema>;

/** Meals the cook asked never to be offered again: generation avoids their ids and names. */
export const dismissedMealsSchema = z
  .array(z.object({ id: z.string().check(z.maxLength(120)), name: z.string().check(z.maxLength(160)) }))
  .check(z.maxLength(500));

export const KITCHEN_STATE_SCHEMAS = {
  preferences: preferencesSchema,
  defaultPreferences: preferencesSchema,
  selection: mealSelectionSchema,
  week: weekSchema,
  dismissedMeals: dismissedMealsSchema,
} satisfies Record<KitchenStateKey, z.core.$ZodType>;

/** The schema an item's value must meet, by collection (and key, for the 'state' collection). */
export const KITCHEN_ITEM_SCHEMAS = {
  planEntries: planEntrySchema,
  pantryAnswers: pantryAnswerSchema,
  purchases: purchaseItemSchema,
  shoppingTicks: shoppingTickSchema,
  inventory: inventoryItemSchema,
  pantryEvents: pantryEventSchema,
} satisfies Record<KitchenItemCollection, z.core.$ZodType>;
