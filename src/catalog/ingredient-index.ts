import { INGREDIENTS } from './data/ingredients';
import type { Ingredient } from './types';

const BY_ID = new Map(INGREDIENTS.map((ingredient) => [ingredient.id, ingredient]));

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plural forms a cook types: tomatoes, berries, leaves. */
function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

const BY_NAME = new Map<string, Ingredient>();
for (const ingredient of INGREDIENTS) {
  for (const name of [ingredient.name, ...ingredient.aliases]) {
    const key = normalise(name);
    if (!BY_NAME.has(key)) BY_NAME.set(key, ingredient);
    const single = key.split(' ').map(singular).join(' ');
    if (!BY_NAME.has(single)) BY_NAME.set(single, ingredient);
  }
}

export function ingredientById(id: string): Ingredient | undefined {
  return BY_ID.get(id);
}

export function requireIngredient(id: string): Ingredient {
  const ingredient = BY_ID.get(id);
  if (!ingredient) throw new Error(`Unknown catalog ingredient '${id}'.`);
  return ingredient;
}

/** The catalog ingredient a free-text name refers to (by name, alias or plural), if any. */
export function findIngredient(name: string): Ingredient | undefined {
  const key = normalise(name);
  return BY_NAME.get(key) ?? BY_NAME.get(key.split(' ').map(singular).join(' '));
}

const NAMES = new Map<string, readonly string[]>();

/** Every name and alias of an ingredient, normalised, for matching a cook's exclusions. */
export function namesOf(ingredient: Ingredient): readonly string[] {
  let names = NAMES.get(ingredient.id);
  if (!names) {
    names = [ingredient.name, ...ingredient.aliases].map((name) => normalise(name).split(' ').map(singular).join(' '));
    NAMES.set(ingredient.id, names);
  }
  return names;
}

export { normalise as normaliseName, singular as singularWord };
