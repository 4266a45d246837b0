import { z } from 'zod';
import { ALLERGENS } from '../allergens/allergen';
import { mealSchema } from '../meal/meal';
import { CUISINES, preferencesSchema } from '../preferences';
import { MAX_MEAL_PORTIONS } from '../meal/constants';
import {
  MAX_CHOSEN_MEALS,
  MAX_FAVOURITE_IDS,
  MAX_INVENTORY_ITEMS,
  MAX_OPTION_IDS,
  MAX_PLANNER_MEAL_LINES,
  MAX_PLANNER_MEALS,
  PLAN_DAYS,
} from './constants';
import { weekForecastSchema } from './forecast-schema';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-30')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
    message: 'That date does not exist',
  });

const mealId = z.string().trim().min(1, 'A meal id cannot be empty').max(120);

/** Units a cook writes an inventory amount in; converted to the ingredient's own unit. */
export const INVENTORY_UNITS = ['g', 'kg', 'ml', 'l', 'item'] as const;
export type InventoryUnit = (typeof INVENTORY_UNITS)[number];

export const inventoryItemSchema = z.object({
  /** An ingredient id of the catalog ('spinach') or a name a cook types ('baby spinach'). */
  ingredient: z.string().trim().min(1, 'Name the ingredient').max(80),
  amount: z.number().positive('The amount must be more than 0').max(1_000_000),
  unit: z.enum(INVENTORY_UNITS),
  /** The last day it may be eaten; without it the ingredient's usual shelf life from the start. */
  useBy: isoDate.optional(),
});
export type InventoryItemInput = z.infer<typeof inventoryItemSchema>;

/**
 * One line of a model's meal as the planner reads it: identified against the ingredient table
 * (`ingredientId`, with the amount for the meal's `servings` in the ingredient's own unit) when
 * vetting could; a line without an id is food Larder does not know, counted as unknown.
 */
export const plannerMealLineSchema = z.object({
  name: z.string().trim().min(1, 'Every ingredient needs a name').max(120),
  ingredientId: z.string().trim().min(1).max(80).optional(),
  amount: z.number().nonnegative().max(1_000_000).optional(),
  unit: z.enum(['g', 'ml', 'item']).optional(),
});
export type PlannerMealLine = z.infer<typeof plannerMealLineSchema>;

/**
 * A meal the catalog does not hold (a model's option), sent as values so the planner can count
 * its food in whole packs: chosen ones (their ids in `chosenIds`) are placed, offered ones (in
 * `optionIds`) are candidates. Its allergens are what vetting found (lines, name and steps).
 */
export const plannerMealSchema = z.object({
  id: mealId,
  name: z.string().trim().min(1, 'Every meal needs a name').max(160),
  cuisine: z.enum(CUISINES).optional(),
  mealType: z.enum(['main', 'breakfast']).default('main'),
  /** Portions the lines' amounts are for. */
  servings: z.number().int().min(1).max(MAX_MEAL_PORTIONS),
  totalMinutes: z
    .number()
    .int()
    .nonnegative()
    .max(24 * 60),
  prepMinutes: z
    .number()
    .int()
    .nonnegative()
    .max(24 * 60)
    .optional(),
  allergens: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length).default([]),
  mayContain: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length).default([]),
  leftovers: z.object({ fridgeDays: z.number().int().min(0).max(7), freezes: z.boolean() }).optional(),
  lines: z.array(plannerMealLineSchema).min(1, 'A meal needs its ingredients').max(MAX_PLANNER_MEAL_LINES),
});
export type PlannerMeal = z.infer<typeof plannerMealSchema>;
export type PlannerMealInput = z.input<typeof plannerMealSchema>;

export const suggestRequestSchema = z
  .object({
    preferences: z._default(preferencesSchema, preferencesSchema.parse({})),
    days: z
      .number()
      .int('Days must be a whole number')
      .min(PLAN_DAYS.min, `Plan at least ${PLAN_DAYS.min} day`)
      .max(PLAN_DAYS.max, `Plan at most ${PLAN_DAYS.max} days`)
      .default(PLAN_DAYS.default),
    /** Meals the cook has already chosen; the planner keeps them and fills the rest. */
    chosenIds: z
      .array(mealId)
      .max(MAX_CHOSEN_MEALS)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /**
     * The options the cook was offered (meal selection): the planner fills the week from them,
     * and from the whole catalog when they are too few to choose for whole packs. An id neither
     * the catalog nor `meals` knows is passed over.
     */
    optionIds: z.array(mealId).max(MAX_OPTION_IDS).default([]),
    /** Chosen or offered meals the catalog does not hold (a model's), as values; ids unique. */
    meals: z
      .array(plannerMealSchema)
      .max(MAX_PLANNER_MEALS)
      .default([])
      .refine((meals) => new Set(meals.map((meal) => meal.id)).size === meals.length, { message: 'Send each meal once' }),
    inventory: z.array(inventoryItemSchema).max(MAX_INVENTORY_ITEMS).default([]),
    /** Favourite meal ids (a signed-in cook's stored favourites are added on the server). */
    favouriteIds: z.array(mealId).max(MAX_FAVOURITE_IDS).default([]),
    /** Another seed gives another week as good; the same seed, the same week. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
    /** The shopping day, the plan's first day; today when left out. */
    startDate: isoDate.optional(),
  })
  .refine((request) => request.chosenIds.length <= request.days, {
    message: 'Choose no more meals than days to plan',
    path: ['chosenIds'],
  });
export type SuggestRequest = z.infer<typeof suggestRequestSchema>;
export type SuggestRequestInput = z.input<typeof suggestRequestSchema>;

const pounds = z.number().nonnegative();

export const plannedDaySchema = z.object({
  day: z.number().int().positive(),
  date: isoDate,
  mealId: z.string(),
  name: z.string(),
  cuisine: z.enum(CUISINES),
  /** 'cook': cooked that day; 'leftover': portions cooked on an earlier day, eaten now. */
  kind: z.enum(['cook', 'leftover']),
  /** Portions eaten that day (the cook's servings). */
  servings: z.number().int().positive(),
  /** For a cooking day: portions to cook, the extra ones for later days or the freezer. */
  portionsCooked: z.number().int().positive().optional(),
  /** For a cooking day: portions that go in the freezer for another week. */
  portionsFrozen: z.number().int().nonnegative().optional(),
  /** For a leftover day: the day it was cooked. */
  cookedOnDay: z.number().int().positive().optional(),
  /** The cook chose this meal; the planner only placed it. */
  chosen: z.boolean(),
  /** Of the UK's 14, what the meal contains, in the UK's order, for its 'Contains' label. */
  allergens: z.array(z.enum(ALLERGENS)),
  /** What its ingredients may contain (labels' warnings, brands that differ), beyond `allergens`. */
  mayContain: z.array(z.enum(ALLERGENS)),
  /**
   * The meal as the page plans it: for a cooking day, its ingredients for every portion cooked
   * (leftovers and frozen ones included), so the shopping list buys them once; for a leftover
   * day, the meal for the day's servings.
   */
  meal: mealSchema,
});
export type PlannedDay = z.infer<typeof plannedDaySchema>;

export const plannedIngredientSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.enum(['g', 'ml', 'item']),
  /** For the whole week's cooking, in the unit. */
  amountNeeded: z.number().nonnegative(),
  /** Taken from the cook's inventory. */
  amountFromInventory: z.number().nonnegative(),
  packSize: z.number().positive(),
  packLabel: z.string(),
  packsToBuy: z.number().int().nonnegative(),
  /** Days it keeps once bought (from the ingredient table). */
  keepsDays: z.number().int().positive(),
  perishable: z.boolean(),
  /** Used after it would keep in the fridge: freeze it the day it is bought. */
  freezeOnPurchase: z.boolean(),
  /** Bought (and inventory) beyond what the week cooks. */
  amountLeftOver: z.number().nonnegative(),
  /** Of that, what will go off before it can be eaten (perishables only). */
  amountWasted: z.number().nonnegative(),
  poundsBought: pounds,
  poundsWasted: pounds,
});
export type PlannedIngredient = z.infer<typeof plannedIngredientSchema>;

export const inventoryForecastSchema = z.object({
  ingredientId: z.string(),
  name: z.string(),
  unit: z.enum(['g', 'ml', 'item']),
  amount: z.number().nonnegative(),
  useBy: isoDate,
  used: z.number().nonnegative(),
  /** What goes off unused within the plan's days. */
  wasted: z.number().nonnegative(),
});

export const weekTotalsSchema = z.object({
  perishableGramsBought: z.number().nonnegative(),
  perishableGramsUsed: z.number().nonnegative(),
  /** perishableGramsUsed / perishableGramsBought (1 when nothing perishable is bought). */
  perishableShareUsed: z.number().min(0).max(1),
  /** Every pack to buy, at shelf prices. */
  poundsBought: pounds,
  /** Perishable food bought and expected to go off, plus inventory that goes off unused. */
  poundsWasted: pounds,
  /** The week's food at cost: perishable packs whole, cupboard food by the amount used. */
  weekCost: pounds,
  portionsFrozen: z.number().int().nonnegative(),
});
export type WeekTotals = z.infer<typeof weekTotalsSchema>;

export const suggestResponseSchema = z.object({
  startDate: isoDate,
  days: z.array(plannedDaySchema),
  ingredients: z.array(plannedIngredientSchema),
  inventory: z.array(inventoryForecastSchema),
  totals: weekTotalsSchema,
  /** The fresh food bought and expected left over, with a meal for each leftover: what the page shows. */
  forecast: weekForecastSchema,
  /** Why the week has fewer days than asked, or why a chosen meal was left out. */
  notices: z.array(z.string()),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
