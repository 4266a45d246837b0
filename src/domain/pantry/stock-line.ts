import type { ShoppingCategory } from '../shopping-list/categories';
import { categoriseByKeyword } from '../shopping-list/categorise';
import type { AmountReader, BaseQuantity, ShoppingListItem } from '../shopping-list/build-shopping-list';
import type { Amount } from '../units/ingredient-line';
import type { DateKind, InventoryItem, StorageLife, StoragePlace } from './inventory';
import { proposeDate } from './storage-life';

/*
 * What goes into the inventory for a row of the plan's list (a purchase, a pantry-check tick):
 * the food, how much, how it keeps and what it is worth. The page builds these from the list it
 * shows; the commands turn them into items. A quantity as written ('1 jar') is read with
 * `readAmount` (`parseAmount`, whose parser the page loads when it is used).
 */

/** One food coming into the kitchen. */
export type StockLine = {
  /** The name as the list shows it; its `itemKey` is how a purchase or a tick finds its line. */
  name: string;
  ingredientId?: string;
  quantity: Amount;
  storageLife?: StorageLife;
  category?: ShoppingCategory;
  /** What that much cost, in pence. */
  valuePence?: number;
};

const BASE_UNIT = { mass: 'g', volume: 'ml', count: 'item' } as const;

/** Rounded to a thousandth, so pack arithmetic never leaves 299.99999 g. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/** An amount as food comes: pieces are whole (¾ of an aubergine needed is one aubergine bought or had). */
function asBought(value: number, dimension: BaseQuantity['dimension']): number {
  return dimension === 'count' ? Math.max(1, Math.ceil(value - 1e-9)) : tidy(value);
}

/**
 * What buying a list row brings home: whole packs when the list knows the pack (2 × 400 g tins:
 * 800 g), else the amount still to buy, else the quantity as written ('1 jar'), else one. Its
 * value is the row's price, for the packs when more than the need was bought.
 */
export function boughtLine(item: ShoppingListItem, readAmount: AmountReader): StockLine {
  const { need, pack } = item;
  if (need && pack) return stockLine(item, { amount: tidy(pack.packs * pack.size), unit: BASE_UNIT[need.dimension] });
  return neededLine(item, readAmount);
}

/** What the pantry check's tick says the cook has: the amount still needed (pieces whole), worth its share of the row's price. */
export function neededLine(item: ShoppingListItem, readAmount: AmountReader): StockLine {
  const { need } = item;
  const quantity: Amount = need
    ? { amount: asBought(need.value, need.dimension), unit: BASE_UNIT[need.dimension] }
    : (readAmount(item.quantity) ?? { amount: 1, unit: 'item' });
  return stockLine(item, quantity);
}

/** The row as a stock line of `quantity`, worth the row's price scaled from what it needs to that. */
function stockLine(item: ShoppingListItem, quantity: Amount): StockLine {
  const { need } = item;
  const scale = need && need.value > 0 ? quantity.amount / need.value : 1;
  return {
    name: item.name,
    quantity,
    category: item.category,
    ...(item.ingredientId ? { ingredientId: item.ingredientId } : {}),
    ...(item.storageLife ? { storageLife: item.storageLife } : {}),
    ...(item.pricePence !== undefined ? { valuePence: Math.round(item.pricePence * scale) } : {}),
  };
}

/** An extra item of Purchase Input (name, quantity as typed, price in pounds): its line. */
export function extraLine(record: { name: string; quantity: string; price: string }, readAmount: AmountReader): StockLine {
  const pounds = Number.parseFloat(record.price);
  return {
    name: record.name,
    quantity: readAmount(record.quantity) ?? { amount: 1, unit: 'item' },
    category: categoriseByKeyword(record.name),
    ...(Number.isFinite(pounds) && pounds > 0 ? { valuePence: Math.round(pounds * 100) } : {}),
  };
}

/**
 * Where food with no storage life goes: chilled food in the fridge, frozen in the freezer, the rest
 * in the cupboard (fresh fruit and vegetables keep longer chilled, as Love Food Hate Waste advises).
 */
export function placeFor(category: ShoppingCategory | undefined): StoragePlace {
  switch (category) {
    case 'Produce':
    case 'Dairy':
    case 'Meat & Seafood':
      return 'fridge';
    case 'Frozen':
      return 'freezer';
    case 'Bakery':
    case 'Pantry':
    case 'Other':
    case undefined:
      return 'cupboard';
  }
}

/**
 * A new inventory item for a line: kept where its storage life says, dated as the cook entered
 * (`date`) or as its storage life proposes from the day it came home.
 */
export function itemFromLine(
  line: StockLine,
  { id, bought, date }: { id: string; bought: string; date?: string | undefined },
): Omit<InventoryItem, 'purchaseId' | 'pantryCheckKey'> {
  const place = line.storageLife?.place ?? placeFor(line.category);
  const proposed = line.storageLife ? proposeDate(line.storageLife, { bought, place }) : undefined;
  const kind: DateKind = line.storageLife?.kind ?? proposed?.kind ?? 'best-before';
  const dated = date ?? proposed?.date;
  return {
    id,
    name: line.name,
    ...(line.ingredientId ? { ingredientId: line.ingredientId } : {}),
    quantity: line.quantity,
    place,
    bought,
    ...(dated ? { date: dated } : {}),
    dateKind: kind,
    ...(line.valuePence !== undefined ? { valuePence: line.valuePence } : {}),
    ...(line.category ? { category: line.category } : {}),
    ...(line.storageLife ? { storageLife: line.storageLife } : {}),
  };
}
