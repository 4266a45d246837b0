import type { InventoryItem } from './inventory';

/*
 * "A meal that uses it" (issue #16): for a food about to go off, a meal among the cook's own
 * (favourites) whose ingredient lines name it. Favourites come as stored, of any age, so their
 * lines are read loosely: an object with a name (and perhaps an ingredient id), or a line of text.
 */

export type NamedMeal = { id: string; name: string };

/** Lower case, letters and digits only, plurals made singular the simple way: 'Chicken Thighs' → 'chicken thigh'. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** Whether `inner`'s words appear, in order and together, among `outer`'s. */
function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start += 1) {
    if (inner.every((word, offset) => outer[start + offset] === word)) return true;
  }
  return false;
}

type Line = { name: string; ingredientId?: string };

function linesOf(meal: unknown): Line[] {
  if (typeof meal !== 'object' || meal === null) return [];
  const ingredients = (meal as { ingredients?: unknown }).ingredients;
  if (!Array.isArray(ingredients)) return [];
  return ingredients.flatMap((line: unknown): Line[] => {
    if (typeof line === 'string') return [{ name: line }];
    if (typeof line !== 'object' || line === null) return [];
    const { name, ingredientId } = line as { name?: unknown; ingredientId?: unknown };
    if (typeof name !== 'string') return [];
    return [{ name, ...(typeof ingredientId === 'string' ? { ingredientId } : {}) }];
  });
}

/**
 * Whether a meal's line is this food: the same catalog ingredient, or a name one of whose words
 * runs hold the other's ('spinach' in 'baby spinach', 'chicken thighs' in 'boneless chicken thighs').
 */
export function lineNamesItem(line: Line, item: Pick<InventoryItem, 'name' | 'ingredientId'>): boolean {
  if (item.ingredientId && line.ingredientId) return item.ingredientId === line.ingredientId;
  const lineWords = words(line.name);
  const itemWords = words(item.name);
  return containsWords(lineWords, itemWords) || containsWords(itemWords, lineWords);
}

/** The first of `meals` (in the order given) with a line naming the item; undefined when none has one. */
export function mealUsingItem<M extends NamedMeal>(item: Pick<InventoryItem, 'name' | 'ingredientId'>, meals: readonly M[]): M | undefined {
  return meals.find((meal) => linesOf(meal).some((line) => lineNamesItem(line, item)));
}
