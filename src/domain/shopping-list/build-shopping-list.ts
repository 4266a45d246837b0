import type { Meal, MealIngredient } from '../meal/meal';
import type { Pantry } from '../meal-plan/plan-state';
import { mergeQuantities, parseQuantity, type Dimension } from '../units/quantity';
import { SHOPPING_CATEGORIES, type ShoppingCategory } from './categories';
import { categoriseByKeyword } from './categorise';
import { itemKey } from './item-key';

export type PackSuggestion = { packs: number; label: string; leftover: string };

export type ShoppingListItem = {
  /** The name as a key (`itemKey`): items merge on it. */
  key: string;
  name: string;
  quantity: string;
  category: ShoppingCategory;
  /** Estimated price in pounds, for what is still to buy. */
  price?: number;
  pack?: PackSuggestion;
  /** What the pantry check said the cook has, when some is still to buy. */
  owned?: string;
};

const UNIT_DIMENSION: Record<'g' | 'ml' | 'item', Dimension> = { g: 'mass', ml: 'volume', item: 'count' };

function unitLabel(value: number, dimension: Dimension): string {
  if (dimension === 'mass') return value >= 1000 ? `${Math.round(value / 10) / 100} kg` : `${Math.round(value)} g`;
  if (dimension === 'volume') return value >= 1000 ? `${Math.round(value / 10) / 100} l` : `${Math.round(value)} ml`;
  return `${Math.round(value * 100) / 100}`;
}

/** The amount a line needs in base units, from its structured amount or its quantity text. */
function needOf(line: MealIngredient): { value: number; dimension: Dimension } | undefined {
  if (line.amount !== undefined && line.unit) return { value: line.amount, dimension: UNIT_DIMENSION[line.unit] };
  const parsed = line.quantity ? parseQuantity(line.quantity) : undefined;
  if (!parsed || parsed.dimension === 'unit') return undefined;
  return { value: parsed.value, dimension: parsed.dimension };
}

type Gathered = { name: string; lines: MealIngredient[] };

/**
 * The week's shopping list (spec §3, §5): every ingredient of every meal in the plan, merged
 * by lower-cased name with quantities added where they can be, less what the pantry check
 * ticked as owned (or less the amount owned), with a category, a price and UK pack sizes.
 */
export function buildShoppingList(meals: readonly Meal[], pantry: Pantry = {}): ShoppingListItem[] {
  const gathered = new Map<string, Gathered>();
  for (const meal of meals) {
    for (const line of meal.ingredients) {
      const key = itemKey(line.name);
      if (!key) continue;
      const entry = gathered.get(key) ?? { name: line.name.trim(), lines: [] };
      entry.lines.push(line);
      gathered.set(key, entry);
    }
  }

  const items: ShoppingListItem[] = [];
  for (const [key, { name, lines }] of gathered) {
    const owned = pantry[key];
    const merged = mergeQuantities(lines.map((line) => line.quantity ?? ''));
    const needs = lines.map(needOf);
    const dimension = needs[0]?.dimension;
    const total =
      needs.every((need) => need !== undefined && need.dimension === dimension) && dimension
        ? needs.reduce((sum, need) => sum + (need?.value ?? 0), 0)
        : undefined;
    const fullPrice = lines.some((line) => line.price !== undefined) ? lines.reduce((sum, line) => sum + (line.price ?? 0), 0) : undefined;

    let toBuy = total;
    let quantity = merged.text;
    if (owned?.owned) {
      const ownedAmount = owned.amount ? parseQuantity(owned.amount) : undefined;
      // Ticked without an amount: the cook has enough.
      if (!ownedAmount || total === undefined || ownedAmount.dimension !== dimension) continue;
      toBuy = total - ownedAmount.value;
      if (toBuy <= 0) continue;
      quantity = unitLabel(toBuy, dimension);
    }

    const category = lines.find((line) => line.category)?.category ?? categoriseByKeyword(name);
    const price =
      fullPrice !== undefined && total && toBuy !== undefined ? Math.round(((fullPrice * toBuy) / total) * 100) / 100 : fullPrice;
    const packLine = lines.find((line) => line.pack && line.unit);
    let pack: PackSuggestion | undefined;
    if (packLine?.pack && packLine.unit && toBuy !== undefined && dimension === UNIT_DIMENSION[packLine.unit]) {
      const packs = Math.max(1, Math.ceil(toBuy / packLine.pack.size - 1e-9));
      const leftover = packs * packLine.pack.size - toBuy;
      pack = { packs, label: packLine.pack.label, leftover: leftover > 0 ? unitLabel(leftover, dimension) : '' };
    }
    items.push({
      key,
      name,
      quantity,
      category,
      ...(price !== undefined ? { price: Math.round(price * 100) / 100 } : {}),
      ...(pack ? { pack } : {}),
      ...(owned?.owned && owned.amount ? { owned: owned.amount } : {}),
    });
  }
  return items.sort(
    (a, b) => SHOPPING_CATEGORIES.indexOf(a.category) - SHOPPING_CATEGORIES.indexOf(b.category) || a.name.localeCompare(b.name),
  );
}

/** Items grouped by category, in the spec's category order, empty categories left out. */
export function groupByCategory(items: readonly ShoppingListItem[]): { category: ShoppingCategory; items: ShoppingListItem[] }[] {
  return SHOPPING_CATEGORIES.map((category) => ({ category, items: items.filter((item) => item.category === category) })).filter(
    (group) => group.items.length > 0,
  );
}

export function listTotal(items: readonly ShoppingListItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + (item.price ?? 0), 0) * 100) / 100;
}

/** Spec §5: search is a case-insensitive substring match on the name. */
export function searchItems(items: readonly ShoppingListItem[], query: string): ShoppingListItem[] {
  const text = query.trim().toLowerCase();
  return text ? items.filter((item) => item.name.toLowerCase().includes(text)) : [...items];
}

/** A cell a spreadsheet would run as a formula is neutralised with a leading apostrophe. */
export function safeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Rows for shopping_list.csv: Category, Item, Quantity, Price. */
export function shoppingCsvRows(items: readonly ShoppingListItem[]): string[][] {
  return [
    ['Category', 'Item', 'Quantity', 'Price'],
    ...items.map((item) =>
      [item.category, item.name, item.quantity, item.price !== undefined ? `£${item.price.toFixed(2)}` : ''].map(safeCsvCell),
    ),
  ];
}
