/** Quantities a cook types before a pantry item: '400g', '2 x', '1.5 kg', '3'. */
const LEADING_QUANTITY =
  /^\s*(?:\d+(?:[.,]\d+)?|[½¼¾])\s*(?:x\b|kg\b|g\b|grams?\b|ml\b|l\b|litres?\b|tbsp\b|tsp\b|cups?\b|tins?\b|cans?\b|packs?\b|of\b)?\s*/i;

const LEADING_CONTAINER = /^(?:tins?|cans?|packs?|packets?|jars?|bags?|bottles?|bunch(?:es)?|handfuls?|cloves?)\s+(?:of\s+)?/i;

function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/** The item a pantry entry names, without its quantity: '400g chicken breast' → 'chicken breast'. */
export function pantryItemName(entry: string): string {
  let text = entry.trim().toLowerCase();
  // Strip quantities repeatedly: '2 x 400g tins of tomatoes'.
  for (let i = 0; i < 3; i += 1) text = text.replace(LEADING_QUANTITY, '').replace(LEADING_CONTAINER, '');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Spec meal-planning-flow §5 'Pantry match': case-insensitive and trimmed, blank entries
 * ignored; a match is the ingredient's name itself, or one word of it equal to the pantry item.
 * Plurals count as their singular ('tomatoes' has 'tomato').
 */
export function matchesPantry(ingredientName: string, pantry: readonly string[]): boolean {
  // Normalised as pantryItemName normalises an entry, spaces inside included.
  const name = ingredientName.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!name) return false;
  const words = name.split(/[\s,]+/).filter(Boolean);
  return pantry.some((entry) => {
    const item = pantryItemName(entry);
    if (!item) return false;
    if (item === name || singular(item) === singular(name)) return true;
    return words.some((word) => word === item || singular(word) === singular(item));
  });
}

/** Whether any of a meal's ingredients is in the pantry. */
export function usesPantry(ingredients: readonly { name: string }[], pantry: readonly string[]): boolean {
  return ingredients.some((ingredient) => matchesPantry(ingredient.name, pantry));
}
