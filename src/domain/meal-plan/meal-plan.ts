import { z } from 'zod';
import { mealSchema } from '../meal/meal';
import { preferencesSchema } from '../preferences/preferences';

import { WEEKDAY_NAMES, type WeekdayName } from '../dates/iso-date';

export const WEEKDAYS = WEEKDAY_NAMES;
export type Weekday = WeekdayName;

export const SLOT_TYPES = ['main', 'breakfast'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** One day of the plan: a main meal and, when the cook chose breakfasts, a breakfast (DESIGN §6.3). */
export const dayPlanSchema = z.object({
  main: mealSchema.optional(),
  breakfast: mealSchema.optional(),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;

export const mealPlanSchema = z.object({
  Monday: dayPlanSchema.default({}),
  Tuesday: dayPlanSchema.default({}),
  Wednesday: dayPlanSchema.default({}),
  Thursday: dayPlanSchema.default({}),
  Friday: dayPlanSchema.default({}),
  Saturday: dayPlanSchema.default({}),
  Sunday: dayPlanSchema.default({}),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** The meal selection of /meal-selection: the generated options and the chosen ones. */
export const mealSelectionSchema = z.object({
  options: z.object({ main: z.array(mealSchema).max(60).default([]) }).default({ main: [] }),
  selected: z.object({ main: z.array(mealSchema).max(30).default([]) }).default({ main: [] }),
  /** The preferences the options were made for: a change means new options. */
  preferences: z.optional(preferencesSchema),
});
export type MealSelection = z.infer<typeof mealSelectionSchema>;
