import * as z from 'zod/mini';
import { preferencesSchema } from '../preferences/preferences';
import { purchaseRecordSchema } from '../purchases/purchase-record';
import { mealPlanSchema, mealSelectionSchema } from './meal-plan';

/** What the pantry check recorded: owned or not, and optionally how much is owned ('500 g'). */
export const pantryEntrySchema = z.object({ owned: z.boolean(), amount: z.optional(z.string().check(z.trim(), z.maxLength(40))) });
export const pantrySchema = z.record(z.string().check(z.maxLength(120)), pantryEntrySchema);
export type Pantry = z.infer<typeof pantrySchema>;

export const MAX_PLAN_STATE_BYTES = 2_000_000;

/**
 * A cook's whole planning state, as kept on the server for signed-in cooks (beyond the spec):
 * replaced whole on every save, and only by a newer one (updatedAt), so two tabs never corrupt it.
 */
export const planStateSchema = z.object({
  preferences: z._default(z.nullable(preferencesSchema), null),
  selection: z._default(z.nullable(mealSelectionSchema), null),
  plan: z._default(z.nullable(mealPlanSchema), null),
  pantry: z._default(pantrySchema, {}),
  purchases: z._default(z.array(purchaseRecordSchema).check(z.maxLength(500)), []),
  shoppingTicks: z._default(z.record(z.string().check(z.maxLength(120)), z.boolean()), {}),
  updatedAt: z.iso
    .datetime({ message: 'updatedAt must be an ISO date-time' })
    .check(z.refine((value) => value >= '2000' && value < '9999', 'updatedAt must be a date between the years 2000 and 9998')),
});
export type PlanState = z.infer<typeof planStateSchema>;
