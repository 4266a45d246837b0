import { z } from 'zod';
import { preferencesSchema } from '../preferences/preferences';
import { purchaseRecordSchema } from '../purchases/purchase-record';
import { mealPlanSchema, mealSelectionSchema } from './meal-plan';

/** What the pantry check recorded: owned or not, and optionally how much is owned ('500 g'). */
export const pantryEntrySchema = z.object({ owned: z.boolean(), amount: z.string().trim().max(40).optional() });
export const pantrySchema = z.record(z.string().max(120), pantryEntrySchema);
export type Pantry = z.infer<typeof pantrySchema>;

export const MAX_PLAN_STATE_BYTES = 2_000_000;

/**
 * A cook's whole planning state, as kept on the server for signed-in cooks (beyond the spec):
 * replaced whole on every save, and only by a newer one (updatedAt), so two tabs never corrupt it.
 */
export const planStateSchema = z.object({
  preferences: z.nullable(preferencesSchema).default(null),
  selection: mealSelectionSchema.nullable().default(null),
  plan: mealPlanSchema.nullable().default(null),
  pantry: pantrySchema.default({}),
  purchases: z.array(purchaseRecordSchema).max(500).default([]),
  shoppingTicks: z.record(z.string().max(120), z.boolean()).default({}),
  updatedAt: z.iso
    .datetime({ message: 'updatedAt must be an ISO date-time' })
    .refine((value) => value >= '2000' && value < '9999', 'updatedAt must be a date between the years 2000 and 9998'),
});
export type PlanState = z.infer<typeof planStateSchema>;
