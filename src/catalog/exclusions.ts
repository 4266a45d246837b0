import { allergensNamedBy, type Allergen } from '../domain/meal';
import { namesOf, normaliseName, singularWord } from './ingredient-index';
import type { Ingredient } from './types';

/** Words that name a family of ingredients rather than one: 'pork' includes bacon and ham. */
const FAMILIES: Record<string, (ingredient: Ingredient) => boolean> = {
  meat: (ingredient) => Boolean(ingredient.meat),
  'red meat': (ingredient) =>
    Boolean(ingredient.meat) &&
    /beef|lamb|pork|venison|steak|mince|bacon|ham|gammon|chorizo|pancetta|prosciutto|salami|sausage|lardon|brisket/.test(ingredient.name) &&
    !/chicken|turkey|duck/.test(ingredient.name),
  pork: (ingredient) =>
    /pork|bacon|ham|gammon|chorizo|pancetta|prosciutto|salami|sausage|lardon/.test(ingredient.name) &&
    !/chicken|turkey|beef/.test(ingredient.name),
  beef: (ingredient) => /beef|steak|brisket/.test(ingredient.name) || ingredient.id.startsWith('beef-'),
  poultry: (ingredient) => /chicken|turkey|duck/.test(ingredient.name) && ingredient.category === 'Meat & Seafood',
  seafood: (ingredient) =>
    ingredient.allergens.some((allergen) => allergen === 'fish' || allergen === 'crustaceans' || allergen === 'molluscs'),
  alcohol: (ingredient) => (ingredient.per100g.alcohol ?? 0) > 0,
  wine: (ingredient) => (ingredient.per100g.alcohol ?? 0) > 0,
};

export type Exclusion = { term: string; allergens: readonly Allergen[]; family?: (ingredient: Ingredient) => boolean; words: string };

/** Reads a cook's excluded items and allergies once, for matching against many ingredients. */
export function parseExclusions(terms: readonly string[]): Exclusion[] {
  return terms
    .map((term) => term.trim())
    .filter((term) => term.length > 0)
    .map((term) => {
      const words = normaliseName(term).split(' ').map(singularWord).join(' ');
      return { term, allergens: allergensNamedBy(term), family: FAMILIES[normaliseName(term)] ?? FAMILIES[words], words };
    });
}

/** Whether singularised words contain the phrase as whole words. */
function containsPhrase(words: string, phrase: string): boolean {
  return phrase !== '' && ` ${words} `.includes(` ${phrase} `);
}

/**
 * Whether an ingredient is ruled out by an exclusion: by allergen ('nuts', 'dairy', 'gluten'),
 * by family ('pork', 'seafood'), or by name or alias containing the excluded words
 * ('mushroom' rules out chestnut mushrooms).
 */
export function excludes(exclusion: Exclusion, ingredient: Ingredient): boolean {
  if (exclusion.allergens.some((allergen) => ingredient.allergens.includes(allergen))) return true;
  if (exclusion.family?.(ingredient)) return true;
  return namesOf(ingredient).some((name) => containsPhrase(name, exclusion.words));
}

/** Same test for a free-text ingredient name that the catalog does not know (a model's output). */
export function excludesName(exclusion: Exclusion, name: string): boolean {
  return containsPhrase(normaliseName(name).split(' ').map(singularWord).join(' '), exclusion.words);
}
