import * as z from 'zod/mini';
import { mealSelectionSchema } from '../meal-plan/meal-plan';
import { preferencesSchema } from '../preferences/preferences';
import { inventoryItemSchema, pantryEventSchema } from '../pantry/inventory';
import { KITCHEN_STATE_VERSION, type KitchenState } from './kitchen-state';
import { dismissedMealsSchema, pantryAnswerSchema, planEntrySchema, purchaseItemSchema, shoppingTickSchema, weekSchema } from './items';

/** A whole kitchen (version 2), as stored in a browser: the items keyed by their ids. */
export const kitchenStateSchema = z.object({
  version: z.literal(KITCHEN_STATE_VERSION),
  preferences: z._default(z.nullable(preferencesSchema), null),
  defaultPreferences: z._default(z.nullable(preferencesSchema), null),
  selection: z._default(z.nullable(mealSelectionSchema), null),
  week: z._default(z.nullable(weekSchema), null),
  dismissedMeals: z._default(dismissedMealsSchema, []),
  planEntries: z._default(z.record(z.string(), planEntrySchema), {}),
  pantryAnswers: z._default(z.record(z.string(), pantryAnswerSchema), {}),
  purchases: z._default(z.record(z.string(), purchaseItemSchema), {}),
  shoppingTicks: z._default(z.record(z.string(), shoppingTickSchema), {}),
  inventory: z._default(z.record(z.string(), inventoryItemSchema), {}),
  pantryEvents: z._default(z.record(z.string(), pantryEventSchema), {}),
}) satisfies z.ZodMiniType<KitchenState, unknown>;
