import { z } from 'zod';
import { isoDateSchema } from '../dates/iso-date-schema';
import { SHOPPING_CATEGORIES } from '../shopping-list/categories';

import { amountSchema } from '../units/ingredient-line';
import { storageLifeSchema } from '../pantry/inventory';
import { upgradeStoredMeal } from './stored-meal';

import {
  ALLERGEN_SOURCES,
  DEFAULT_COOKING_MINUTES,
  DESCRIPTION_MAX_LENGTH,
  MAX_MEAL_PORTIONS,
  MEAL_TYPES,
  PLACEHOLDER_IMAGE,
} from './constants';

export * from './constants';

const isoDate = isoDateSchema;

/** Whole pence: money is never kept as text. */
const penceSchema = z.number().int().nonnegative().max(100_000_000);
/** Whole minutes. */
const minutesSchema = z.number().int().nonnegative().max(100_000);

/**
 * One ingredient line of a meal. The amount is a value ({ amount, unit }: 400 g, 2 tbsp, 3 items);
 * it is written out (`formatQuantity`) only where it is shown.
 */
export const ingredientLineSchema = z.object({
  /** The name as shown: 'red onion'. Its key (`itemKey`) is what lists merge on. */
  name: z.string().trim().min(1, 'Every ingredient needs a name').max(120),
  /** The amount for the meal as the cook reads it, when the line gives one. */
  quantity: amountSchema.optional(),
  /** Preparation, size or serving words shown after the amount: 'finely chopped', 'to taste'. */
  note: z.string().trim().max(160).optional(),
  /** The line exactly as it came from outside (a model's or an older Larder's quantity text). */
  text: z.string().max(300).optional(),
  /** Price of this ingredient for the meal, in pence. */
  pricePence: penceSchema.optional(),
  expiryDate: z.optional(isoDate),
  purchased: z.boolean().optional(),
  actualExpiryDate: z.optional(isoDate),
  category: z.enum(SHOPPING_CATEGORIES).optional(),
  /** Id in the catalog's ingredient table, when the ingredient is known there. */
  ingredientId: z.string().max(80).optional(),
  /** The amount for the meal in the ingredient's own unit, when known: for merging and packs. */
  amount: z.number().nonnegative().optional(),
  unit: z.enum(['g', 'ml', 'item']).optional(),
  /** The usual UK pack (in the same unit), e.g. { size: 400, label: '400 g tin' }. */
  pack: z.object({ size: z.number().positive(), label: z.string().max(60) }).optional(),
  /** Typical days the ingredient keeps once bought, to propose an expiry date. */
  shelfLifeDays: z.number().int().positive().max(3650).optional(),
  /** How the ingredient keeps (place, date kind, opened and freezer lives): the pantry proposes dates from it. */
  storageLife: storageLifeSchema.optional(),
});
export type IngredientLine = z.infer<typeof ingredientLineSchema>;
/** The former name of an ingredient line. */
export const mealIngredientSchema = ingredientLineSchema;
export type MealIngredient = IngredientLine;

export const nutritionSchema = z.object({
  calories: z.number().nonnegative().default(0),
  protein: z.number().nonnegative().default(0),
  carbs: z.number().nonnegative().default(0),
  fat: z.number().nonnegative().default(0),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** A meal in its current shape (money in pence, times in minutes, amounts as values). */
export const mealShapeSchema = z.object({
  id: z.string().trim().min(1).max(120),
  name: z.string().trim().min(1, 'Every meal needs a name').max(160),
  description: z.string().max(DESCRIPTION_MAX_LENGTH),
  mealType: z.enum(MEAL_TYPES).default('main'),
  imageUrl: z.string().max(2_000_000).default(PLACEHOLDER_IMAGE),
  /** Set while the meal's picture is still being made. */
  imageLoading: z.boolean().optional(),
  isFavorite: z.boolean().optional(),
  isSaved: z.boolean().optional(),
  doNotRecommend: z.boolean().optional(),
  isBreakfast: z.boolean().default(false),
  ingredients: z.array(ingredientLineSchema).max(60).default([]),
  /** Preparation and cooking together. */
  totalMinutes: minutesSchema.default(DEFAULT_COOKING_MINUTES),
  prepMinutes: minutesSchema.optional(),
  nutritionalInformation: nutritionSchema.default({ calories: 0, protein: 0, carbs: 0, fat: 0 }),
  /**
   * What the meal costs as planned (for its servings), in pence; what the card shows. Absent when
   * nobody knows (shown '£0.00', spec §5).
   */
  pricePence: penceSchema.optional(),
  recipe: z.string().max(10_000).optional(),
  instructions: z.array(z.string().max(2_000)).max(40).default([]),
  tags: z.array(z.string().max(40)).max(30).default([]),
  expiryDateConsiderations: z.string().max(2_000).optional(),
  cuisine: z.string().max(40).optional(),
  /** Portions the ingredients are for: the cook's servings, or more on a day that cooks for leftovers. */
  servings: z.number().int().min(1).max(MAX_MEAL_PORTIONS).optional(),
  skill: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
  /** Allergen ids (src/domain/allergens) the meal contains; read with readAllergens, which drops odd values. */
  allergens: z.array(z.string().max(40)).max(14).optional(),
  /** Allergen ids the meal may contain (an ingredient's 'may contain', or a serving suggestion). */
  mayContain: z.array(z.string().max(40)).max(14).optional(),
  /**
   * Who worked the allergens out: 'catalog' from Larder's ingredient table, 'checked' when Larder
   * identified every line of a model's meal itself. Meals saved before carry none and are worked
   * out when loaded. An unknown value reads as none rather than losing the meal.
   */
  allergenSource: z.enum(ALLERGEN_SOURCES).optional().catch(undefined),
  /** Ingredient lines Larder could not identify, so their allergens are not known. */
  unidentified: z.array(z.string().max(120)).max(60).optional(),
  /** Things a cook must check on a label, e.g. a cheese's rennet for a vegetarian meal. */
  labelNotes: z.array(z.string().max(240)).max(10).optional(),
  /** How cooked portions keep: days in the fridge (0: eat at once) and whether they freeze (issue #16). */
  leftovers: z.object({ fridgeDays: z.number().int().min(0).max(7), freezes: z.boolean() }).optional(),
});

/**
 * A meal as it is read anywhere (a plan entry, a generation event, a favourite, an account row):
 * one stored by an older Larder (price as '£4.20', time as '30 minutes', quantities as text) is
 * brought to the current shape first (`upgradeStoredMeal`), so nothing saved before is lost.
 */
export const mealSchema = z.preprocess(upgradeStoredMeal, mealShapeSchema);
export type Meal = z.infer<typeof mealShapeSchema>;
export type MealInput = z.input<typeof mealShapeSchema>;
