import { z } from 'zod';
import { mealSelectionSchema } from '../meal-plan/meal-plan';
import { preferencesSchema } from '../preferences/preferences';
import { inventoryItemSchema, pantryEventSchema } from '../pantry/inventory';
import { KITCHEN_STATE_VERSION, type KitchenState } from './kitchen-state';
import { dismissedMealsSchema, pantryAnswerSchema, planEntrySchema, purchaseItemSchema, shoppingTickSchema, weekSchema } from './items';

/** A whole kitchen (version 2), as stored in a browser: the items keyed by their ids. */
export const kitchenStateSchema = z.object({
  version: z.literal(KITCHEN_STATE_VERSION),
  preferences: z.nullable(preferencesSchema).default(null),
  defaultPreferences: z.nullable(preferencesSchema).default(null),
  selection: z.nullable(mealSelectionSchema).default(null),
  week: z.nullable(weekSchema).default(null),
  dismissedMeals: z._default(dismissedMealsSchema, []),
  planEntries: z.record(z.string(), planEntrySchema).default({}),
  pantryAnswers: z.record(z.string(), pantryAnswerSchema).default({}),
  purchases: z.record(z.string(), purchaseItemSchema).default({}),
  shoppingTicks: z.record(z.string(), shoppingTickSchema).default({}),
  inventory: z.record(z.string(), inventoryItemSchema).default({}),
  pantryEvents: z.record(z.string(), pantryEventSchema).default({}),
}) satisfies z.ZodType<KitchenState, unknown>;
