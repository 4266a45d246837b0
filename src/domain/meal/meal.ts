import * as z from 'zod/mini';
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
const penceSchema = z.int().check(z.nonnegative(), z.maximum(100_000_000));
/** Whole minutes. */
const minutesSchema = z.int().check(z.nonnegative(), z.maximum(100_000));

/**
 * One ingredient line of a meal. The amount is a value ({ amount, unit }: 400 g, 2 tbsp, 3 items);
 * it is written out (`formatQuantity`) only where it is shown.
 */
export const ingredientLineSchema = z.object({
  /** The name as shown: 'red onion'. Its key (`itemKey`) is what lists merge on. */
  name: z.string().check(z.trim(), z.minLength(1, 'Every ingredient needs a name'), z.maxLength(120)),
  /** The amount for the meal as the cook reads it, when the line gives one. */
  quantity: z.optional(amountSchema),
  /** Preparation, size or serving words shown after the amount: 'finely chopped', 'to taste'. */
  note: z.optional(z.string().check(z.trim(), z.maxLength(160))),
  /** The line exactly as it came from outside (a model's or an older Larder's quantity text). */
  text: z.optional(z.string().check(z.maxLength(300))),
  /** Price of this ingredient for the meal, in pence. */
  pricePence: z.optional(penceSchema),
  expiryDate: z.optional(isoDate),
  purchased: z.optional(z.boolean()),
  actualExpiryDate: z.optional(isoDate),
  category: z.optional(z.enum(SHOPPING_CATEGORIES)),
  /** Id in the catalog's ingredient table, when the ingredient is known there. */
  ingredientId: z.optional(z.string().check(z.maxLength(80))),
  /** The amount for the meal in the ingredient's own unit, when known: for merging and packs. */
  amount: z.optional(z.number().check(z.nonnegative())),
  unit: z.optional(z.enum(['g', 'ml', 'item'])),
  /** The usual UK pack (in the same unit), e.g. { size: 400, label: '400 g tin' }. */
  pack: z.optional(z.object({ size: z.number().check(z.positive()), label: z.string().check(z.maxLength(60)) })),
  /** Typical days the ingredient keeps once bought, to propose an expiry date. */
  shelfLifeDays: z.optional(z.int().check(z.positive(), z.maximum(3650))),
  /** How the ingredient keeps (place, date kind, opened and freezer lives): the pantry proposes dates from it. */
  storageLife: z.optional(storageLifeSchema),
});
export type IngredientLine = z.infer<typeof ingredientLineSchema>;
/** The former name of an ingredient line. */
export const mealIngredientSchema = ingredientLineSchema;
export type MealIngredient = IngredientLine;

export const nutritionSchema = z.object({
  calories: z._default(z.number().check(z.nonnegative()), 0),
  protein: z._default(z.number().check(z.nonnegative()), 0),
  carbs: z._default(z.number().check(z.nonnegative()), 0),
  fat: z._default(z.number().check(z.nonnegative()), 0),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** A meal in its current shape (money in pence, times in minutes, amounts as values). */
export const mealShapeSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  name: z.string().check(z.trim(), z.minLength(1, 'Every meal needs a name'), z.maxLength(160)),
  description: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH)),
  mealType: z._default(z.enum(MEAL_TYPES), 'main'),
  imageUrl: z._default(z.string().check(z.maxLength(2_000_000)), PLACEHOLDER_IMAGE),
  /** Set while the meal's picture is still being made. */
  imageLoading: z.optional(z.boolean()),
  isFavorite: z.optional(z.boolean()),
  isSaved: z.optional(z.boolean()),
  doNotRecommend: z.optional(z.boolean()),
  isBreakfast: z._default(z.boolean(), false),
  ingredients: z._default(z.array(ingredientLineSchema).check(z.maxLength(60)), []),
  /** Preparation and cooking together. */
  totalMinutes: z._default(minutesSchema, DEFAULT_COOKING_MINUTES),
  prepMinutes: z.optional(minutesSchema),
  nutritionalInformation: z._default(nutritionSchema, { calories: 0, protein: 0, carbs: 0, fat: 0 }),
  /**
   * What the meal costs as planned (for its servings), in pence; what the card shows. Absent when
   * nobody knows (shown '£0.00', spec §5).
   */
  pricePence: z.optional(penceSchema),
  recipe: z.optional(z.string().check(z.maxLength(10_000))),
  instructions: z._default(z.array(z.string().check(z.maxLength(2_000))).check(z.maxLength(40)), []),
  tags: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(30)), []),
  expiryDateConsiderations: z.optional(z.string().check(z.maxLength(2_000))),
  cuisine: z.optional(z.string().check(z.maxLength(40))),
  /** Portions the ingredients are for: the cook's servings, or more on a day that cooks for leftovers. */
  servings: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_MEAL_PORTIONS))),
  skill: z.optional(z.enum(['beginner', 'intermediate', 'advanced'])),
  /** Allergen ids (src/domain/allergens) the meal contains; read with readAllergens, which drops odd values. */
  allergens: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(14))),
  /** Allergen ids the meal may contain (an ingredient's 'may contain', or a serving suggestion). */
  mayContain: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(14))),
  /**
   * Who worked the allergens out: 'catalog' from Larder's ingredient table, 'checked' when Larder
   * identified every line of a model's meal itself. Meals saved before carry none and are worked
   * out when loaded. An unknown value reads as none rather than losing the meal.
   */
  allergenSource: z.catch(z.optional(z.enum(ALLERGEN_SOURCES)), undefined),
  /** Ingredient lines Larder could not identify, so their allergens are not known. */
  unidentified: z.optional(z.array(z.string().check(z.maxLength(120))).check(z.maxLength(60))),
  /** Things a cook must check on a label, e.g. a cheese's rennet for a vegetarian meal. */
  labelNotes: z.optional(z.array(z.string().check(z.maxLength(240))).check(z.maxLength(10))),
  /** How cooked portions keep: days in the fridge (0: eat at once) and whether they freeze (issue #16). */
  leftovers: z.optional(z.object({ fridgeDays: z.int().check(z.minimum(0), z.maximum(7)), freezes: z.boolean() })),
});

/**
 * A meal as it is read anywhere (a plan entry, a generation event, a favourite, an account row):
 * one stored by an older Larder (price as '£4.20', time as '30 minutes', quantities as text) is
 * brought to the current shape first (`upgradeStoredMeal`), so nothing saved before is lost.
 */
export const mealSchema = z.pipe(z.transform(upgradeStoredMeal), mealShapeSchema);
export type Meal = z.infer<typeof mealShapeSchema>;
export type MealInput = z.input<typeof mealShapeSchema>;
