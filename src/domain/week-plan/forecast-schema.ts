import { z } from 'zod';

const grams = z.number().nonnegative();
const pounds = z.number().nonnegative();

/** A perishable the week buys more of than it eats in time, and a meal that would use it. */
export const leftoverForecastSchema = z.object({
  ingredientId: z.string().max(80),
  name: z.string().max(120),
  unit: z.enum(['g', 'ml', 'item']),
  /** Expected left over, in the ingredient's own unit. */
  amount: z.number().nonnegative(),
  grams,
  pounds,
  /** A catalog dinner, outside this week, that keeps the cook's preferences and uses it. */
  useIn: z.object({ mealId: z.string().max(120), name: z.string().max(160) }).optional(),
});
export type LeftoverForecast = z.infer<typeof leftoverForecastSchema>;

/**
 * What a planned week makes the cook buy of fresh food (keeps ≤ PERISHABLE_DAYS) and what of it
 * is expected to be left over uneaten (issue #17): worked out on the server by the planner's own
 * accounting, and shown as it is by the weekly plan and the shopping list.
 */
export const weekForecastSchema = z.object({
  freshBought: z.object({ grams, pounds }),
  leftOver: z.object({ grams, pounds }),
  /** Share of the fresh food's weight eaten in time (1 when none is bought). */
  shareUsed: z.number().min(0).max(1),
  items: z.array(leftoverForecastSchema).max(80),
});
export type WeekForecast = z.infer<typeof weekForecastSchema>;

/**
 * The forecast as the kitchen keeps it with the week: `planKey` names the dinners it was worked
 * out for (`forecastPlanKey`), so a screen can tell when the cook has changed the plan since.
 */
export const storedForecastSchema = weekForecastSchema.extend({ planKey: z.string().max(4_000) });
export type StoredForecast = z.infer<typeof storedForecastSchema>;
