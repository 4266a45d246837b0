import type { Allergen } from '../allergen';
import { CELERY } from './celery';
import { CRUSTACEANS } from './crustaceans';
import { EGGS } from './eggs';
import { MEAT_FAMILIES } from './families';
import { FISH } from './fish';
import { GENERIC_TERMS } from './generic';
import { GLUTEN } from './gluten';
import { LUPIN } from './lupin';
import { MILK } from './milk';
import { MOLLUSCS } from './molluscs';
import { MUSTARD } from './mustard';
import { PEANUTS } from './peanuts';
import { PLAIN_MEAT, PLAIN_PANTRY } from './plain-pantry';
import { PLAIN_PRODUCE, PRODUCE_GROUPS } from './plain-produce';
import { SESAME } from './sesame';
import { SOYA } from './soya';
import { SULPHITES } from './sulphites';
import { ALLERGEN_SYNONYMS } from './synonyms';
import { TREE_NUTS } from './tree-nuts';
import type { AllergenFoods, FoodGroup } from './types';

/** The one allergen lexicon: every allergen's foods, the plain foods, the food groups. */
export const ALLERGEN_FOODS: readonly AllergenFoods[] = [
  CELERY,
  GLUTEN,
  CRUSTACEANS,
  EGGS,
  FISH,
  LUPIN,
  MILK,
  MOLLUSCS,
  MUSTARD,
  TREE_NUTS,
  PEANUTS,
  SESAME,
  SOYA,
  SULPHITES,
];

export const FOOD_GROUPS: readonly FoodGroup[] = [
  ...ALLERGEN_FOODS.flatMap((foods) => foods.groups ?? []),
  ...MEAT_FAMILIES,
  ...PRODUCE_GROUPS,
];

export const PLAIN_FOODS: readonly string[] = [...PLAIN_PRODUCE, ...PLAIN_PANTRY, ...PLAIN_MEAT];

export { ALLERGEN_SYNONYMS, GENERIC_TERMS };

/** A term as written in the lexicon, with what it holds. */
export type LexiconTerm = { text: string; contains: readonly Allergen[]; mayContain: readonly Allergen[] };

/** Every term of the lexicon, one entry per place it is written (the index merges them). */
export function lexiconTerms(): LexiconTerm[] {
  const terms: LexiconTerm[] = [];
  for (const foods of ALLERGEN_FOODS) {
    const contains = [foods.allergen];
    for (const text of [...foods.names, ...foods.contains]) terms.push({ text, contains, mayContain: [] });
    for (const group of foods.groups ?? []) {
      for (const text of [...group.names, ...group.members]) terms.push({ text, contains, mayContain: [] });
    }
    for (const text of foods.mayContain) terms.push({ text, contains: [], mayContain: [foods.allergen] });
  }
  for (const [text, allergens] of Object.entries(ALLERGEN_SYNONYMS)) terms.push({ text, contains: allergens, mayContain: [] });
  for (const group of [...MEAT_FAMILIES, ...PRODUCE_GROUPS]) {
    for (const text of [...group.names, ...group.members]) {
      if (!text.startsWith('@')) terms.push({ text, contains: [], mayContain: [] });
    }
  }
  for (const text of [...PLAIN_FOODS, ...GENERIC_TERMS]) terms.push({ text, contains: [], mayContain: [] });
  return terms;
}
