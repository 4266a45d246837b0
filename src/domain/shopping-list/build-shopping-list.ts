import type { IngredientLine, Meal } from '../meal/meal';
import type { Pantry } from '../meal-plan/plan-state';
import { formatQuantity } from '../units/format-quantity';
import { baseAmount, mergeQuantities, type Dimension } from '../units/merge-quantities';
import type { Amount } from '../units/ingredient-line';
import { SHOPPING_CATEGORIES, type ShoppingCategory } from './categories';
import { categoriseByKeyword } from './categorise';
import { formatPence } from '../meal/money';
import { itemKey } from './item-key';
import type { InventoryItem, StorageLife } from '../pantry/inventory';
import { allocateItems, heldAmount, type Held } from '../pantry/holdings';
import { compareNames } from '../text/compare-names';

export type PackSuggestion = {
  packs: number;
  label: string;
  leftover: string;
  /** One pack's size, in the base unit of what is bought (g, ml or items). */
  size: number;
};

/** An amount in base units (g, ml or items). */
export type BaseQuantity = { value: number; dimension: Dimension };

export type ShoppingListItem = {
  /** The name as a key (`itemKey`): items merge on it. */
  key: string;
  name: string;
  quantity: string;
  category: ShoppingCategory;
  /** Estimated price in pence, for what is still to buy. */
  pricePence?: number;
  pack?: PackSuggestion;
  /** What the cook has (the pantry check's answer, the inventory), when some is still to buy: '200 g'. */
  owned?: string;
  /** Id in the ingredient table, when the plan's lines know it. */
  ingredientId?: string;
  /** What is still to buy in base units, when the lines' amounts add up. */
  need?: BaseQuantity;
  /** How the food keeps, from the plan's lines: where it goes and the date to propose. */
  storageLife?: StorageLife;
  shelfLifeDays?: number;
};

const UNIT_DIMENSION: Record<'g' | 'ml' | 'item', Dimension> = { g: 'mass', ml: 'volume', item: 'count' };

const BASE_UNIT = { mass: 'g', volume: 'ml', count: 'item' } as const satisfies Record<Dimension, string>;
const unitLabel = (value: number, dimension: Dimension) => formatQuantity({ amount: value, unit: BASE_UNIT[dimension] });

/** Less than this share of a gram, millilitre or piece still to buy is nothing to buy. */
const NOTHING_LEFT = 1e-6;

/** The amount a line needs in base units: in the ingredient's own unit when known, else from its amount. */
export function needOf(line: IngredientLine): BaseQuantity | undefined {
  if (line.amount !== undefined && line.unit) return { value: line.amount, dimension: UNIT_DIMENSION[line.unit] };
  return line.quantity ? baseAmount(line.quantity) : undefined;
}

/** A base amount as the cook reads it: '300 g', '1.5 l', '2'. */
export function formatBase(amount: BaseQuantity): string {
  return unitLabel(amount.value, amount.dimension);
}

/** What the kitchen holds, as the list says it: '200 g', '200 g and 1 jar'. */
function heldText(held: Held): string {
  const parts = [
    ...(held.value > 0 && held.dimension ? [unitLabel(held.value, held.dimension)] : []),
    ...held.other.map((quantity) => formatQuantity(quantity)),
  ];
  return parts.join(' and ');
}

type Gathered = { name: string; lines: IngredientLine[] };

/**
 * Reads the amount a cook typed as owned in the pantry check ('200 g'): `parseAmount`, whose
 * parser is large. `buildShoppingList` (week-shopping-list.ts) passes it; code that loads it only
 * when a pantry answer gives an amount (the session values' writer) calls this one.
 */
export type AmountReader = (text: string) => Amount | undefined;

/**
 * The week's shopping list (spec §3, §5): every ingredient of every meal in the plan, merged
 * by lower-cased name with quantities added where they can be, less what the kitchen has: the
 * pantry check's old answers (ticked as owned, or the amount owned) and, by amount, what the
 * inventory holds (`holdings`: 200 g of the 500 g needed leaves 300 g to buy). With a category,
 * a price for what is still to buy and UK pack sizes for it. Holdings the list cannot weigh
 * against the need ('1 jar' against 2 tbsp) are shown beside the item, not subtracted.
 * `readAmount` reads the amounts of the pantry check's answers.
 */
export function buildShoppingListWith(
  readAmount: AmountReader,
  meals: readonly Meal[],
  pantry: Pantry = {},
  holdings: readonly InventoryItem[] = [],
): ShoppingListItem[] {
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
  const groups = [...gathered].map(([key, group]) => ({
    key,
    ...group,
    ingredientId: group.lines.find((line) => line.ingredientId)?.ingredientId,
  }));
  const allocated = allocateItems(groups, holdings);

  const items: ShoppingListItem[] = [];
  groups.forEach(({ key, name, lines, ingredientId }, index) => {
    const owned = pantry[key];
    const merged = mergeQuantities(lines);
    const needs = lines.map(needOf);
    const dimension = needs[0]?.dimension;
    const total =
      needs.every((need) => need !== undefined && need.dimension === dimension) && dimension
        ? needs.reduce((sum, need) => sum + (need?.value ?? 0), 0)
        : undefined;
    const fullPrice = lines.some((line) => line.pricePence !== undefined)
      ? lines.reduce((sum, line) => sum + (line.pricePence ?? 0), 0)
      : undefined;

    let toBuy = total;
    let quantity = merged.text;
    const ownedTexts: string[] = [];
    if (owned?.owned) {
      const ownedQuantity = owned.amount ? readAmount(owned.amount) : undefined;
      const ownedAmount = ownedQuantity ? baseAmount(ownedQuantity) : undefined;
      // Ticked without an amount: the cook has enough.
      if (!ownedAmount || total === undefined || ownedAmount.dimension !== dimension) return;
      toBuy = total - ownedAmount.value;
      if (toBuy <= NOTHING_LEFT) return;
      quantity = unitLabel(toBuy, dimension);
      if (owned.amount) ownedTexts.push(owned.amount);
    }
    const held = heldAmount(allocated[index] ?? [], dimension);
    if (held.value > 0 || held.other.length > 0) {
      if (toBuy !== undefined && dimension && held.dimension === dimension && held.value > 0) {
        toBuy -= held.value;
        if (toBuy <= NOTHING_LEFT * Math.max(1, total ?? 1)) return;
        quantity = unitLabel(toBuy, dimension);
      }
      ownedTexts.push(heldText(held));
    }

    const category = lines.find((line) => line.category)?.category ?? categoriseByKeyword(name);
    const pricePence = fullPrice !== undefined && total && toBuy !== undefined ? Math.round((fullPrice * toBuy) / total) : fullPrice;
    const packLine = lines.find((line) => line.pack && line.unit);
    let pack: PackSuggestion | undefined;
    if (packLine?.pack && packLine.unit && toBuy !== undefined && dimension === UNIT_DIMENSION[packLine.unit]) {
      const packs = Math.max(1, Math.ceil(toBuy / packLine.pack.size - 1e-9));
      const leftover = packs * packLine.pack.size - toBuy;
      pack = { packs, label: packLine.pack.label, leftover: leftover > 0 ? unitLabel(leftover, dimension) : '', size: packLine.pack.size };
    }
    const storageLife = lines.find((line) => line.storageLife)?.storageLife;
    const shelfLifeDays = lines.find((line) => line.shelfLifeDays)?.shelfLifeDays;
    items.push({
      key,
      name,
      quantity,
      category,
      ...(pricePence !== undefined ? { pricePence } : {}),
      ...(pack ? { pack } : {}),
      ...(ownedTexts.length > 0 ? { owned: ownedTexts.join(' and ') } : {}),
      ...(ingredientId ? { ingredientId } : {}),
      ...(toBuy !== undefined && dimension ? { need: { value: toBuy, dimension } } : {}),
      ...(storageLife ? { storageLife } : {}),
      ...(shelfLifeDays ? { shelfLifeDays } : {}),
    });
  });
  return items.sort(
    (a, b) => SHOPPING_CATEGORIES.indexOf(a.category) - SHOPPING_CATEGORIES.indexOf(b.category) || compareNames(a.name, b.name),
  );
}

/** Items grouped by category, in the spec's category order, empty categories left out. */
export function groupByCategory(items: readonly ShoppingListItem[]): { category: ShoppingCategory; items: ShoppingListItem[] }[] {
  return SHOPPING_CATEGORIES.map((category) => ({ category, items: items.filter((item) => item.category === category) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The list's estimated total, in pence. */
export function listTotal(items: readonly ShoppingListItem[]): number {
  return items.reduce((sum, item) => sum + (item.pricePence ?? 0), 0);
}

/** Spec §5: search is a case-insensitive substring match on the name. */
export function searchItems(items: readonly ShoppingListItem[], query: string): ShoppingListItem[] {
  const text = query.trim().toLowerCase();
  return text ? items.filter((item) => item.name.toLowerCase().includes(text)) : [...items];
}

/**
 * A cell a spreadsheet would run as a formula is neutralised with a leading apostrophe. A
 * spreadsheet in a locale whose separator is ';' splits the cell there, so each piece after a ';'
 * is neutralised too.
 */
export function safeCsvCell(value: string): string {
  return value.replace(/(^|;)([=+\-@\t\r])/g, "$1'$2");
}

/** Rows for shopping_list.csv: Category, Item, Quantity, Price. */
export function shoppingCsvRows(items: readonly ShoppingListItem[]): string[][] {
  return [
    ['Category', 'Item', 'Quantity', 'Price'],
    ...items.map((item) =>
      [item.category, item.name, item.quantity, item.pricePence !== undefined ? formatPence(item.pricePence) : ''].map(safeCsvCell),
    ),
  ];
}
