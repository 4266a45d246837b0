import type { Allergen } from './allergen';
import { ALLERGEN_FOODS, ALLERGEN_SYNONYMS } from './lexicon';
import { phraseKey } from './text/normalise';

/** Names that, before 'free', promise the food holds none of the allergen ('gluten-free pasta'). */
const NOT_A_PROMISE = new Set(['lactose', 'wheat', 'wheat protein', 'wheat gluten', 'coeliac', 'coeliac disease', 'egg product']);
const ANIMAL: readonly Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];

let names: Map<string, readonly Allergen[]> | undefined;

/** Phrase key → allergens a 'free' after it removes. */
export function freeFromNames(): ReadonlyMap<string, readonly Allergen[]> {
  if (!names) {
    names = new Map();
    for (const foods of ALLERGEN_FOODS) {
      for (const name of foods.names) {
        const key = phraseKey(name);
        if (!NOT_A_PROMISE.has(key)) names.set(key, [...(names.get(key) ?? []), foods.allergen]);
      }
    }
    for (const [name, allergens] of Object.entries(ALLERGEN_SYNONYMS)) names.set(phraseKey(name), allergens);
  }
  return names;
}

/** Words that on their own promise a food holds no animal allergens. */
const PLANT_WORDS = new Map<string, readonly Allergen[]>([
  ['vegan', ANIMAL],
  ['plant based', ANIMAL],
]);

export type FreeFromSpan = { start: number; end: number; allergens: readonly Allergen[] };

/** 'gluten free', 'free from nuts', 'dairy-free', 'vegan', 'plant-based' in a line's words. */
export function freeFromSpans(words: readonly string[]): FreeFromSpan[] {
  const spans: FreeFromSpan[] = [];
  const known = freeFromNames();
  for (let start = 0; start < words.length; start += 1) {
    for (let length = 3; length >= 1; length -= 1) {
      const key = words.slice(start, start + length).join(' ');
      const allergens = known.get(key);
      if (allergens && words[start + length] === 'free') {
        spans.push({ start, end: start + length + 1, allergens });
        break;
      }
      if (allergens && start >= 2 && words[start - 2] === 'free' && words[start - 1] === 'from') {
        spans.push({ start: start - 2, end: start + length, allergens });
        break;
      }
    }
    for (const [phrase, allergens] of PLANT_WORDS) {
      const parts = phrase.split(' ');
      if (parts.every((part, offset) => words[start + offset] === part)) spans.push({ start, end: start + parts.length, allergens });
    }
  }
  return spans;
}
