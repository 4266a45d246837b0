import { createTermIndex, foodWords, identifyLine, type LineIdentification, type TermIndex } from '../domain/allergens';
import { INGREDIENTS } from './data/ingredients';
import type { Ingredient } from './types';

const BY_ID = new Map(INGREDIENTS.map((ingredient) => [ingredient.id, ingredient]));

export function ingredientById(id: string): Ingredient | undefined {
  return BY_ID.get(id);
}

export function requireIngredient(id: string): Ingredient {
  const ingredient = BY_ID.get(id);
  if (!ingredient) throw new Error(`Unknown catalog ingredient '${id}'.`);
  return ingredient;
}

let index: TermIndex | undefined;

/** The allergen lexicon and every name and alias of the ingredient table, in one index. */
export function catalogTermIndex(): TermIndex {
  index ??= createTermIndex(
    INGREDIENTS.flatMap((ingredient) =>
      [ingredient.name, ...ingredient.aliases].map((text) => ({
        text,
        contains: ingredient.allergens,
        mayContain: ingredient.mayContain ?? [],
        ingredientId: ingredient.id,
      })),
    ),
  );
  return index;
}

/** A line read against the lexicon and the ingredient table together. */
export function identifyCatalogLine(text: string): LineIdentification {
  return identifyLine(text, catalogTermIndex());
}

/** The one table ingredient an identified line names, when it names exactly one. */
export function ingredientOfLine(line: LineIdentification): Ingredient | undefined {
  const ids = new Set(line.terms.flatMap(({ term }) => (term.generic ? [] : term.ingredientIds.slice(0, 1))));
  if (ids.size !== 1) return undefined;
  const [id] = ids;
  return id ? BY_ID.get(id) : undefined;
}

/**
 * The catalog ingredient a free-text name refers to (by name, alias or plural), if any: the
 * name must read as exactly one ingredient of the table, quantities and preparation aside.
 */
export function findIngredient(name: string): Ingredient | undefined {
  const line = identifyCatalogLine(name);
  return line.identified ? ingredientOfLine(line) : undefined;
}

const NAMES = new Map<string, readonly (readonly string[])[]>();

/** Every name and alias of an ingredient as lexicon words, for matching a cook's exclusions. */
export function wordsOf(ingredient: Ingredient): readonly (readonly string[])[] {
  let names = NAMES.get(ingredient.id);
  if (!names) {
    names = [ingredient.name, ...ingredient.aliases].map((name) => foodWords(name));
    NAMES.set(ingredient.id, names);
  }
  return names;
}
