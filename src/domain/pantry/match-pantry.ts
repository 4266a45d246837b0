import { singular } from '../allergens/text/normalise';
import { itemKey } from '../shopping-list/item-key';

/**
 * The food of an entry that starts with an amount ('400g chicken breast' → 'chicken breast'), or
 * undefined when it reads as no amount of a food: the one ingredient-line parser (`readFood` in
 * `read-food.ts`). Passed in, so that a screen loads the parser only when an entry has an amount.
 */
export type FoodReader = (entry: string) => string | undefined;

/** Only an entry that starts with an amount has one to strip: 'c/' or 'pinto beans' are names. */
export function startsWithAmount(entry: string): boolean {
  return /^(?:\d|[½¼¾⅓⅔⅛]|an?\s)/i.test(entry.trim());
}

/**
 * The item a pantry entry names, without its quantity: '400g chicken breast' → 'chicken breast',
 * '2 x 400g tins of tomatoes' → 'tomatoes'; as its key.
 */
export function pantryItemName(entry: string, readFood: FoodReader): string {
  const text = entry.trim();
  if (!startsWithAmount(text)) return itemKey(text);
  return itemKey(readFood(text) ?? text);
}

/** Whether an ingredient, by name, is in the pantry a `pantryMatcher` read. */
export type PantryMatch = (ingredientName: string) => boolean;

/**
 * Spec meal-planning-flow §5 'Pantry match': case-insensitive and trimmed, blank entries
 * ignored; a match is the ingredient's name itself, or one word of it equal to the pantry item.
 * Plurals count as their singular ('tomatoes' has 'tomato'). Each entry is read once, for all the
 * ingredients asked about: reading one with an amount runs the ingredient parser.
 */
export function pantryMatcher(pantry: readonly string[], readFood: FoodReader): PantryMatch {
  const entries = pantry.map((entry) => {
    const item = pantryItemName(entry, readFood);
    return { key: itemKey(entry), item, singularItem: singular(item) };
  });
  return (ingredientName) => {
    const name = itemKey(ingredientName);
    if (!name) return false;
    const words = name.split(/[\s,]+/).filter(Boolean);
    return entries.some(({ key, item, singularItem }) => {
      // The name itself, however it reads: 'A t!' is not one teaspoon of '!'.
      if (key === name) return true;
      if (!item) return false;
      if (item === name || singularItem === singular(name)) return true;
      return words.some((word) => word === item || singular(word) === singularItem);
    });
  };
}

/** Whether any of a meal's ingredients is in the pantry, as a `pantryMatcher` reads it. */
export function usesPantry(ingredients: readonly { name: string }[], inPantry: PantryMatch): boolean {
  return ingredients.some((ingredient) => inPantry(ingredient.name));
}
