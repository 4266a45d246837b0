import { inUkOrder, type Allergen } from './allergen';
import { GENERIC_TERMS, lexiconTerms } from './lexicon';
import { INHERIT_EXCEPTIONS, NOT_INHERITED } from './lexicon/inherit-exceptions';
import { freeFromSpans } from './free-from';
import { foodWords, phraseKey } from './text/normalise';

/** What one key of the index stands for: the union of every term and table row written so. */
export type IndexedTerm = {
  key: string;
  words: readonly string[];
  contains: readonly Allergen[];
  mayContain: readonly Allergen[];
  /** Too general to identify a line on its own ('curry paste', 'flour'). */
  generic: boolean;
  /** Rows of the catalog's ingredient table with this name or alias. */
  ingredientIds: readonly string[];
};

export type TermIndex = { terms: ReadonlyMap<string, IndexedTerm>; maxWords: number };

/** A term from outside the lexicon: a catalog ingredient's name or alias. */
export type ExtraTerm = { text: string; contains: readonly Allergen[]; mayContain: readonly Allergen[]; ingredientId: string };

type Building = { words: string[]; contains: Set<Allergen>; mayContain: Set<Allergen>; ingredientIds: string[] };

const GENERIC_KEYS = new Set(GENERIC_TERMS.map(phraseKey));
/** A food phrase → the longer phrases in which it passes nothing on ('butter' in 'peanut butter'). */
const KEPT_OUT = new Map<string, string[][]>();
for (const { phrase, word } of INHERIT_EXCEPTIONS) {
  const key = phraseKey(word);
  KEPT_OUT.set(key, [...(KEPT_OUT.get(key) ?? []), phraseKey(phrase).split(' ')]);
}
const NOT_PASSED_ON = new Set(NOT_INHERITED.map(phraseKey));

/** Whether words[start, start + length) sits inside one of its exception phrases. */
function keptOut(words: readonly string[], start: number, length: number): boolean {
  const part = words.slice(start, start + length);
  return (KEPT_OUT.get(part.join(' ')) ?? []).some((phrase) => {
    for (let offset = 0; offset + length <= phrase.length; offset += 1) {
      if (!part.every((word, index) => phrase[offset + index] === word)) continue;
      const from = start - offset;
      if (from >= 0 && phrase.every((expected, index) => words[from + index] === expected)) return true;
    }
    return false;
  });
}

/**
 * A phrase of several words takes in what every shorter food phrase inside it holds ('english
 * mustard powder' holds 'mustard powder'), except where the lexicon says the shorter one does not
 * apply ('butter' in 'peanut butter') or the phrase promises it is free of it ('gluten-free pasta').
 */
function inherit(building: Map<string, Building>): void {
  for (const entry of building.values()) {
    const { words } = entry;
    if (words.length < 2) continue;
    const promised = new Set(freeFromSpans(words).flatMap((span) => span.allergens));
    for (let length = 1; length < words.length; length += 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        const key = words.slice(start, start + length).join(' ');
        const inner = building.get(key);
        if (!inner || words[start + length] === 'free') continue;
        if ((length === 1 && NOT_PASSED_ON.has(key)) || GENERIC_KEYS.has(key) || keptOut(words, start, length)) continue;
        inner.contains.forEach((allergen) => {
          if (!promised.has(allergen)) entry.contains.add(allergen);
        });
        // A single word's 'may contain' belongs to the general product ('bread'); a shorter phrase
        // names a product as specific as this one ('peanut butter' in 'smooth peanut butter').
        if (length < 2) continue;
        inner.mayContain.forEach((allergen) => {
          if (!promised.has(allergen)) entry.mayContain.add(allergen);
        });
      }
    }
  }
}

export function createTermIndex(extra: readonly ExtraTerm[] = []): TermIndex {
  const building = new Map<string, Building>();
  const add = (text: string, contains: readonly Allergen[], mayContain: readonly Allergen[], ingredientId?: string) => {
    const words = foodWords(text);
    if (words.length === 0) return;
    const key = words.join(' ');
    let entry = building.get(key);
    if (!entry) {
      entry = { words, contains: new Set(), mayContain: new Set(), ingredientIds: [] };
      building.set(key, entry);
    }
    contains.forEach((allergen) => entry.contains.add(allergen));
    mayContain.forEach((allergen) => entry.mayContain.add(allergen));
    if (ingredientId && !entry.ingredientIds.includes(ingredientId)) entry.ingredientIds.push(ingredientId);
  };
  for (const term of lexiconTerms()) add(term.text, term.contains, term.mayContain);
  for (const term of extra) add(term.text, term.contains, term.mayContain, term.ingredientId);
  inherit(building);

  const terms = new Map<string, IndexedTerm>();
  let maxWords = 1;
  for (const [key, entry] of building) {
    const contains = inUkOrder(entry.contains);
    terms.set(key, {
      key,
      words: entry.words,
      contains,
      mayContain: inUkOrder([...entry.mayContain].filter((allergen) => !entry.contains.has(allergen))),
      generic: GENERIC_KEYS.has(key),
      ingredientIds: entry.ingredientIds,
    });
    maxWords = Math.max(maxWords, entry.words.length);
  }
  return { terms, maxWords };
}

let lexiconOnly: TermIndex | undefined;

/** The lexicon's own index, built on first use. */
export function lexiconIndex(): TermIndex {
  lexiconOnly ??= createTermIndex();
  return lexiconOnly;
}

/** The term of the index spelled by words[start, start + length), if any. */
export function termAt(index: TermIndex, words: readonly string[], start: number, length: number): IndexedTerm | undefined {
  if (start + length > words.length) return undefined;
  return index.terms.get(words.slice(start, start + length).join(' '));
}
