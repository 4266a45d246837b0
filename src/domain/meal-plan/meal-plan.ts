import * as z from 'zod/mini';
import { mealSchema } from '../meal/meal';
import { preferencesSchema } from '../preferences/preferences';

import { WEEKDAY_NAMES, type WeekdayName } from '../dates/iso-date';

export const WEEKDAYS = WEEKDAY_NAMES;
export type Weekday = WeekdayName;

export const SLOT_TYPES = ['main', 'breakfast'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** One day of the plan: a main meal and, when the cook chose breakfasts, a breakfast (docs/design.md §6.3). */
export const dayPlanSchema = z.object({
  main: z.optional(mealSchema),
  breakfast: z.optional(mealSchema),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

export const mealPlanSchema = z.object({
  Monday: z._default(dayPlanSchema, {}),
  Tuesday: z._default(dayPlanSchema, {}),
  Wednesday: z._default(dayPlanSchema, {}),
  Thursday: z._default(dayPlanSchema, {}),
  Friday: z._default(dayPlanSchema, {}),
  Saturday: z._default(dayPlanSchema, {}),
  Sunday: z._default(dayPlanSchema, {}),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** The meal selection of /meal-selection: the generated options and the chosen ones. */
export const mealSelectionSchema = z.object({
  options: z._default(z.object({ main: z._default(z.array(mealSchema).check(z.maxLength(60)), []) }), { main: [] }),
  selected: z._default(z.object({ main: z._default(z.array(mealSchema).check(z.maxLength(30)), []) }), { main: [] }),
  /** The preferences the options were made for: a change means new options. */
  preferences: z.optional(preferencesSchema),
});
export type MealSelection = z.infer<typeof mealSelectionSchema>;
