import * as z from 'zod/mini';
import { isoDateSchema } from '../dates/iso-date-schema';
import type { NewId } from '../kitchen/commands';
import type { KitchenState } from '../kitchen/kitchen-state';
import { KITCHEN_QUOTAS } from '../kitchen/limits';
import { SHOPPING_CATEGORIES } from '../shopping-list/categories';
import { amountSchema, type Amount } from '../units/ingredient-line';
import { baseAmount } from '../units/merge-quantities';
import { UNIT_INFO } from '../units/unit-table';
import {
  DATE_KINDS,
  inventoryItemSchema,
  leftoverSchema,
  STORAGE_PLACES,
  storageLifeSchema,
  type InventoryItem,
  type StorageLife,
} from './inventory';
import { eventsOfItem, hasLeft, withItem, type Failed } from './inventory-commands';
import { hasProposedDate, LEFTOVER_UNIT, proposedDateOf } from './inventory-item';
import { boughtEvent, withEvents } from './pantry-events';
import { formatCount } from '../text/format-count';

/*
 * Building and correcting one inventory item from what the cook (or another part of Larder) says
 * (issue #16): checked against the schemas, the date proposed from how the food keeps when the
 * cook gives none, and its value from the ingredient's price. Apart from the commands the pantry's
 * list uses (`inventory-commands.ts`), so that list loads no schemas library.
 */

/**
 * What an ingredient costs: pence per base unit (g, ml or item: the ingredient table's price per
 * kg, litre or item), and its usual pack in that unit, so '1 tin' has a value too.
 */
export const ingredientPriceSchema = z.object({
  pencePerUnit: z.number().check(z.nonnegative(), z.maximum(100_000)),
  unit: z.enum(['g', 'ml', 'item']),
  pack: z.optional(z.object({ size: z.number().check(z.positive()), label: z.string().check(z.maxLength(60)) })),
});
export type IngredientPrice = z.infer<typeof ingredientPriceSchema>;

/**
 * What the cook (or another part of Larder) says when food comes in. `date` is the cook's own;
 * without it the date is proposed from `storageLife`. `valuePence` is the cook's own; without it
 * the value is worked out from the ingredient's `price`.
 */
export const newInventoryItemSchema = z.object({
  name: inventoryItemSchema.shape.name,
  ingredientId: z.optional(z.string().check(z.maxLength(80))),
  quantity: amountSchema.check(z.refine((quantity) => quantity.amount > 0, 'Please enter how much there is')),
  place: z.enum(STORAGE_PLACES),
  bought: isoDateSchema,
  /** The cook's own date; null: the cook says there is none (nothing is proposed). */
  date: z.optional(z.nullable(isoDateSchema)),
  dateKind: z.optional(z.enum(DATE_KINDS)),
  opened: z.optional(isoDateSchema),
  /** The cook's own value: the item's rule (at most £1,000,000) and its message. */
  valuePence: inventoryItemSchema.shape.valuePence,
  price: z.optional(ingredientPriceSchema),
  category: z.optional(z.enum(SHOPPING_CATEGORIES)),
  storageLife: z.optional(storageLifeSchema),
  leftover: z.optional(leftoverSchema),
});
export type NewInventoryItem = z.input<typeof newInventoryItemSchema>;

/** The amount of food in base units that one of `quantity` holds, using the pack for containers ('1 tin' of a 400 g tin). */
function pricedAmount(quantity: Amount, pack: { size: number } | undefined): number | undefined {
  const base = baseAmount(quantity);
  if (base) return base.value;
  if (pack && UNIT_INFO[quantity.unit].kind === 'container') return quantity.amount * pack.size;
  return undefined;
}

/**
 * What an amount cost at a price per base unit, in whole pence. The price is the ingredient's
 * (per g, ml or item), so only an amount in that dimension, or a whole number of its packs, has
 * a value; undefined otherwise (2 cloves of garlic priced per item say nothing).
 */
export function valueOf(quantity: Amount, { pencePerUnit, unit, pack }: IngredientPrice): number | undefined {
  const base = baseAmount(quantity);
  const dimension = { g: 'mass', ml: 'volume', item: 'count' } as const;
  if (base && base.dimension !== dimension[unit]) return undefined;
  const amount = pricedAmount(quantity, pack);
  return amount === undefined ? undefined : Math.round(amount * pencePerUnit);
}

/** Leftovers hold whole portions: the amount is kept in `leftover.portions` too. */
function asPortions(item: InventoryItem): InventoryItem {
  if (!item.leftover) return item;
  const portions = Math.max(0, Math.min(30, Math.round(item.quantity.amount)));
  return { ...item, quantity: { amount: portions, unit: LEFTOVER_UNIT }, leftover: { ...item.leftover, portions } };
}

export type BuiltItem = { ok: true; item: InventoryItem } | { ok: false; message: string };

const firstProblem = (error: z.core.$ZodError) => error.issues[0]?.message ?? 'Please check the item';

/**
 * A new inventory item from what was said about it: the cook's date, else the proposed one (food
 * put straight into the freezer is frozen the day it came home); the cook's value, else the price's.
 */
export function buildInventoryItem(input: NewInventoryItem, id: string): BuiltItem {
  const parsed = newInventoryItemSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstProblem(parsed.error) };
  const given = parsed.data;
  const base: InventoryItem = {
    id,
    name: given.name,
    ...(given.ingredientId ? { ingredientId: given.ingredientId } : {}),
    quantity: given.leftover ? { amount: given.leftover.portions, unit: LEFTOVER_UNIT } : given.quantity,
    place: given.place,
    bought: given.bought,
    dateKind: given.dateKind ?? given.storageLife?.kind ?? (given.leftover ? 'use-by' : 'best-before'),
    ...(given.opened ? { opened: given.opened } : {}),
    ...(given.place === 'freezer' ? { frozen: given.bought } : {}),
    ...(given.category ? { category: given.category } : {}),
    ...(given.storageLife ? { storageLife: given.storageLife } : {}),
    ...(given.leftover ? { leftover: given.leftover } : {}),
  };
  const proposed = given.date === undefined ? proposedDateOf(base) : undefined;
  const dated: InventoryItem = given.date
    ? { ...base, date: given.date }
    : proposed
      ? { ...base, date: proposed.date, dateKind: proposed.kind }
      : base;
  const value = given.valuePence ?? (given.price ? valueOf(dated.quantity, given.price) : undefined);
  const item = asPortions(value === undefined ? dated : { ...dated, valuePence: value });
  const checked = inventoryItemSchema.safeParse(item);
  return checked.success ? { ok: true, item: checked.data } : { ok: false, message: firstProblem(checked.error) };
}

/**
 * A correction to an item, as the edit form sends it. `date`: a string is the cook's own date,
 * null clears it, absent means the cook did not type one (the proposed date follows the other
 * changes). `valuePence`: the cook's own value; absent, a new amount keeps the price per unit.
 */
export type InventoryEdit = {
  name?: string;
  /** The ingredient of Larder's table the cook picked for it: how it keeps and its category come with it. */
  ingredient?: { id: string; storageLife?: StorageLife; category?: InventoryItem['category'] };
  quantity?: Amount;
  place?: InventoryItem['place'];
  bought?: string;
  date?: string | null;
  dateKind?: InventoryItem['dateKind'];
  opened?: string | null;
  valuePence?: number | null;
};

/** The value of a new amount at the old amount's price per unit, when both are in one dimension. */
function rescaledValue(item: InventoryItem, quantity: Amount): number | undefined {
  if (item.valuePence === undefined) return undefined;
  const before = baseAmount(item.quantity);
  const after = baseAmount(quantity);
  if (before && after && before.dimension === after.dimension)
    return before.value > 0 ? Math.round((item.valuePence * after.value) / before.value) : item.valuePence;
  if (!before && !after && item.quantity.unit === quantity.unit && item.quantity.amount > 0)
    return Math.round((item.valuePence * quantity.amount) / item.quantity.amount);
  return item.valuePence;
}

/**
 * An item as corrected. An edit corrects the record as if it had always been so: a place changed
 * to the freezer counts from the day the food came home (moving food today is
 * `moveInventoryItem`). When the cook typed no date and the item's date was the proposed one, a
 * change of place, bought day or opening proposes the date again; a date of the cook's own stays.
 */
export function editInventoryItemValue(item: InventoryItem, edit: InventoryEdit): BuiltItem {
  // An undated item has no date of the cook's to keep: once its storage life is known, one is proposed.
  const wasProposed = item.date === undefined || hasProposedDate(item);
  const placeChanged = edit.place !== undefined && edit.place !== item.place;
  const next: InventoryItem = { ...item };
  if (edit.name !== undefined) next.name = edit.name;
  if (edit.ingredient) {
    next.ingredientId = edit.ingredient.id;
    if (edit.ingredient.storageLife) next.storageLife = edit.ingredient.storageLife;
    if (edit.ingredient.category) next.category = edit.ingredient.category;
  }
  if (edit.quantity !== undefined) next.quantity = edit.quantity;
  if (edit.place !== undefined) next.place = edit.place;
  if (edit.bought !== undefined) next.bought = edit.bought;
  if (edit.dateKind !== undefined) next.dateKind = edit.dateKind;
  if (edit.opened === null) delete next.opened;
  else if (edit.opened !== undefined) next.opened = edit.opened;
  if (placeChanged) {
    delete next.frozen;
    if (next.place === 'freezer') next.frozen = next.bought;
  } else if (next.frozen && edit.bought !== undefined && next.frozen < edit.bought) next.frozen = edit.bought;

  if (edit.date === null) delete next.date;
  else if (edit.date !== undefined) next.date = edit.date;
  else if (wasProposed) {
    const proposed = proposedDateOf(next);
    if (proposed) {
      next.date = proposed.date;
      next.dateKind = proposed.kind;
    }
  }

  if (edit.valuePence === null) delete next.valuePence;
  else if (edit.valuePence !== undefined) next.valuePence = edit.valuePence;
  else if (edit.quantity !== undefined) {
    const value = rescaledValue(item, edit.quantity);
    if (value !== undefined) next.valuePence = value;
  }
  const checked = inventoryItemSchema.safeParse(asPortions(next));
  if (!checked.success) return { ok: false, message: firstProblem(checked.error) };
  if (checked.data.quantity.amount <= 0) return { ok: false, message: 'Please enter how much there is' };
  return { ok: true, item: checked.data };
}

export type AddResult = { ok: true; state: KitchenState; item: InventoryItem } | Failed<'invalid' | 'full'>;

/**
 * Food comes into the kitchen: the item (date and value proposed when not given, see
 * `buildInventoryItem`) and, unless it is leftovers (cooked from food already counted) or
 * `recordBought` is false, a 'bought' event with its value.
 */
export function addInventoryItem(
  state: KitchenState,
  input: NewInventoryItem,
  { newId, recordBought = true }: { newId: NewId; recordBought?: boolean },
): AddResult {
  if (Object.keys(state.inventory).length >= KITCHEN_QUOTAS.inventory)
    return {
      ok: false,
      reason: 'full',
      message: `Your pantry holds ${formatCount(KITCHEN_QUOTAS.inventory)} items, the most it can. Use or remove some first.`,
    };
  const built = buildInventoryItem(input, newId());
  if (!built.ok) return { ok: false, reason: 'invalid', message: built.message };
  const { item } = built;
  const next = withItem(state, item);
  if (!recordBought || item.leftover) return { ok: true, state: next, item };
  return { ok: true, state: { ...next, pantryEvents: withEvents(next.pantryEvents, [boughtEvent(item, newId())]) }, item };
}

export type EditResult = { ok: true; state: KitchenState; item: InventoryItem } | Failed<'unknown-item' | 'invalid'>;

/**
 * Corrects an item (`editInventoryItemValue`: the date proposed again when place or opening
 * changes, unless the cook typed one). While none of its food has left the kitchen, its 'bought'
 * event is corrected with it, so what came in is what the cook says came in.
 */
export function editInventoryItem(state: KitchenState, id: string, edit: InventoryEdit): EditResult {
  const item = state.inventory[id];
  if (!item) return { ok: false, reason: 'unknown-item' };
  const edited = editInventoryItemValue(item, edit);
  if (!edited.ok) return { ok: false, reason: 'invalid', message: edited.message };
  let next = withItem(state, edited.item);
  if (!hasLeft(state, id)) {
    const events = { ...next.pantryEvents };
    for (const event of eventsOfItem(state, id)) events[event.id] = boughtEvent(edited.item, event.id);
    next = { ...next, pantryEvents: events };
  }
  return { ok: true, state: next, item: edited.item };
}
