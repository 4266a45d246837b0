import * as z from 'zod/mini';

const grams = z.number().check(z.nonnegative());
const pounds = z.number().check(z.nonnegative());

/** A perishable the week buys more of than it eats in time, and a meal that would use it. */
export const leftoverForecastSchema = z.object({
  ingredientId: z.string().check(z.maxLength(80)),
  name: z.string().check(z.maxLength(120)),
  unit: z.enum(['g', 'ml', 'item']),
  /** Expected left over, in the ingredient's own unit. */
  amount: z.number().check(z.nonnegative()),
  grams,
  pounds,
  /** A catalog dinner, outside this week, that keeps the cook's preferences and uses it. */
  useIn: z.optional(z.object({ mealId: z.string().check(z.maxLength(120)), name: z.string().check(z.maxLength(160)) })),
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
  shareUsed: z.number().check(z.minimum(0), z.maximum(1)),
  items: z.array(leftoverForecastSchema).check(z.maxLength(80)),
});
export type WeekForecast = z.infer<typeof weekForecastSchema>;

/**
 * The forecast as the kitchen keeps it with the week: `planKey` names the dinners it was worked
 * out for (`forecastPlanKey`), so a screen can tell when the cook has changed the plan since.
 */
export const storedForecastSchema = z.extend(weekForecastSchema, { planKey: z.string().check(z.maxLength(4_000)) });
export type StoredForecast = z.infer<typeof storedForecastSchema>;
