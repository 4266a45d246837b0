import type { IngredientOption } from '../domain/recipes/ingredient-search';
import { INGREDIENTS } from './data/ingredients';
import { ingredientById } from './ingredient-index';
import { storageLifeOf } from './storage-life';
import type { Ingredient } from './types';
import { compareNames } from '../domain/text/compare-names';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const FOLDED = INGREDIENTS.map((ingredient) => ({
  ingredient,
  name: fold(ingredient.name),
  aliases: ingredient.aliases.map(fold),
}));

/** Pence per g, ml or item from the table's pounds per kg, litre or item. */
function pencePerUnit({ price }: Ingredient): number {
  const pence = price.pounds * 100;
  return price.per === 'item' ? pence : pence / 1000;
}

export function toOption(ingredient: Ingredient): IngredientOption {
  return {
    id: ingredient.id,
    name: ingredient.name,
    category: ingredient.category,
    pack: ingredient.pack.label,
    packSize: ingredient.pack.size,
    unit: ingredient.unit,
    storageLife: storageLifeOf(ingredient),
    pencePerUnit: pencePerUnit(ingredient),
  };
}

/** How well a name answers the words: 0 is best; undefined when a word is missing. */
function rank(name: string, words: readonly string[], phrase: string): number | undefined {
  if (!words.every((word) => name.includes(word))) return undefined;
  if (name === phrase) return 0;
  if (name.startsWith(phrase)) return 1;
  if (name.split(' ').some((part) => part.startsWith(phrase))) return 2;
  return 3;
}

/**
 * Ingredients whose name or another name holds every word typed, best first: the exact name,
 * then names starting with the words, then a word of the name starting with them, then the rest;
 * a match on the ingredient's own name before one on another name; shorter names first.
 */
export function searchIngredients(text: string, limit: number): IngredientOption[] {
  const phrase = fold(text);
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: { ingredient: Ingredient; score: number }[] = [];
  for (const { ingredient, name, aliases } of FOLDED) {
    const own = rank(name, words, phrase);
    const other = aliases.map((alias) => rank(alias, words, phrase)).filter((value) => value !== undefined);
    const best = Math.min(own ?? Infinity, other.length > 0 ? Math.min(...other) + 0.5 : Infinity);
    if (best !== Infinity) scored.push({ ingredient, score: best });
  }
  return scored
    .sort(
      (a, b) =>
        a.score - b.score || a.ingredient.name.length - b.ingredient.name.length || compareNames(a.ingredient.name, b.ingredient.name),
    )
    .slice(0, limit)
    .map(({ ingredient }) => toOption(ingredient));
}

/** The named ingredients of the table, in the order asked; unknown ids are left out. */
export function ingredientsByIds(ids: readonly string[]): IngredientOption[] {
  return ids.flatMap((id) => {
    const ingredient = ingredientById(id);
    return ingredient ? [toOption(ingredient)] : [];
  });
}
