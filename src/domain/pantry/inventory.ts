import * as z from 'zod/mini';
import { isoDateSchema } from '../dates/iso-date-schema';
import { SHOPPING_CATEGORIES } from '../shopping-list/categories';
import { amountSchema } from '../units/ingredient-line';
import { DATE_KINDS, MAX_INVENTORY_NAME_LENGTH, STORAGE_PLACES } from './inventory-places';

/*
 * The cook's inventory (issue #16): what is in the kitchen, where, and until when. It replaces the
 * pantry check's ticks as the record of what the cook has. Purchases go in, cooking takes out,
 * leftovers are items too, and every way food leaves the kitchen is a pantry event, so the waste
 * screen can say what was bought, eaten and thrown away.
 */

export * from './inventory-places';

/**
 * How long an ingredient keeps, as the ingredient table says: what the page needs to propose a
 * date without the catalog (meal lines and the ingredient picker carry it).
 */
export const storageLifeSchema = z.object({
  /** Days it keeps once bought, unopened, where it is kept when bought. */
  days: z.int().check(z.minimum(0), z.maximum(3650)),
  place: z.enum(STORAGE_PLACES),
  kind: z.enum(DATE_KINDS),
  /** Days it keeps once opened (the earlier date counts). */
  openedDays: z.optional(z.int().check(z.minimum(0), z.maximum(3650))),
  /** Days it keeps frozen at home; absent when freezing spoils it. */
  freezerDays: z.optional(z.int().check(z.minimum(0), z.maximum(3650))),
});
export type StorageLife = z.infer<typeof storageLifeSchema>;

/**
 * A value in pence, at most £1,000,000. The cook may type a larger cost in the pantry's form: its
 * messages ('Too big: expected number to be <=100000000', or 'expected int' past 2^53) are zod's
 * English ones, written out, as the page loads no default messages (decision 0015).
 */
const penceSchema = z
  .int({ error: (issue) => (issue.code === 'too_big' ? `Too big: expected ${issue.origin} to be <=${issue.maximum}` : undefined) })
  .check(z.nonnegative(), z.maximum(100_000_000));

/** What a leftover item is: portions of a cooked dish. */
export const leftoverSchema = z.object({
  mealId: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** Whole portions left. */
  portions: z.int().check(z.minimum(0), z.maximum(30)),
  /** Whether the dish may be frozen (from the recipe's storage notes). */
  freezes: z.boolean(),
  /** The plan entry that cooked them, when it was one. */
  cookedEntryId: z.optional(z.uuid()),
});
export type Leftover = z.infer<typeof leftoverSchema>;

/**
 * One thing in the kitchen. `quantity` is what is left now; `valuePence` what that much cost
 * (it shrinks in proportion as the item is used). The date is entered by the cook or proposed
 * from `storageLife` (`proposeInventoryDate`).
 */
export const inventoryItemSchema = z.object({
  id: z.uuid(),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter an item name'),
      z.maxLength(MAX_INVENTORY_NAME_LENGTH, `Please use at most ${MAX_INVENTORY_NAME_LENGTH} characters for the item name`),
    ),
  /** Id in the ingredient table, when the food is known there. */
  ingredientId: z.optional(z.string().check(z.maxLength(80))),
  quantity: amountSchema,
  place: z.enum(STORAGE_PLACES),
  /** The day it came home (or, for leftovers, was cooked). */
  bought: isoDateSchema,
  /** Eat by this day; absent when nobody said and nothing can be proposed. */
  date: z.optional(isoDateSchema),
  dateKind: z._default(z.enum(DATE_KINDS), 'best-before'),
  opened: z.optional(isoDateSchema),
  /** The day it went into the freezer. */
  frozen: z.optional(isoDateSchema),
  valuePence: z.optional(penceSchema),
  category: z.optional(z.enum(SHOPPING_CATEGORIES)),
  storageLife: z.optional(storageLifeSchema),
  /** Set for portions of a cooked dish. */
  leftover: z.optional(leftoverSchema),
  /** The purchase (Purchase Input's row) that brought it in: saving that row again updates it, unticking takes it out. */
  purchaseId: z.optional(z.uuid()),
  /** The pantry check's item (its `itemKey`) whose tick added it: unticking takes it out. */
  pantryCheckKey: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** How food came into or left the kitchen. */
export const PANTRY_EVENT_KINDS = ['bought', 'used', 'thrown'] as const;
export type PantryEventKind = (typeof PANTRY_EVENT_KINDS)[number];

/**
 * One movement of food, kept for the waste screen: bought (it came in), used (eaten or cooked),
 * thrown (it went in the bin). Its value is what that much of the item cost.
 */
export const pantryEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PANTRY_EVENT_KINDS),
  /** The day it happened. */
  date: isoDateSchema,
  itemId: z.optional(z.uuid()),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_INVENTORY_NAME_LENGTH)),
  ingredientId: z.optional(z.string().check(z.maxLength(80))),
  quantity: z.optional(amountSchema),
  valuePence: z._default(penceSchema, 0),
  /** For 'used': whether it was used on or before its date (the waste screen's "used in time"). */
  inTime: z.optional(z.boolean()),
  /** For 'used' by cooking: the meal it went into. */
  mealName: z.optional(z.string().check(z.maxLength(160))),
});
export type PantryEvent = z.infer<typeof pantryEventSchema>;
