import { inUkOrder, type Allergen } from './allergen';
import { freeFromSpans } from './free-from';
import { occurrences } from './groups';
import { lexiconIndex, termAt, type TermIndex } from './term-index';
import { foodWords } from './text/normalise';

/** Food words that in a recipe's steps are mostly verbs: 'toast the seeds', 'mince the garlic', 'until crisp'. */
const COOKING_VERBS = new Set(
  `toast cream fry roll dust crumble mash pickle jam glaze season dress stuff brine crisp chip mince cure smoke juice zest
   flake marinate mix paste sauce dip spread top fill layer bake roast grill steam poach coat stock date`.split(/\s+/),
);
/** Phrases whose food word means something else. */
const NOT_FOOD = ['nut brown', 'fish out', 'fish slice', 'egg timer', 'bread knife', 'butter knife', 'cheese grater', 'jam jar'].map(
  (phrase) => phrase.split(' '),
);

export type TextScan = {
  /** The words, with verbs and false friends blanked out. */
  words: readonly string[];
  /** Every food the text names. */
  foods: readonly string[];
  /** Allergens those foods surely hold. */
  allergens: readonly Allergen[];
};

/**
 * Foods named anywhere in free text, such as a recipe's steps ('serve with prawn crackers'):
 * at each word the longest food of the index that starts there, words that name nothing skipped,
 * and general words ('the sauce') left to the ingredient line they point at.
 */
export function scanText(text: string, index: TermIndex = lexiconIndex()): TextScan {
  const words = foodWords(text).map((word) => (COOKING_VERBS.has(word) ? '' : word));
  for (const phrase of NOT_FOOD) for (const [start, end] of occurrences(words, phrase)) words.fill('', start, end);
  const free = freeFromSpans(words);
  const allergens = new Set<Allergen>();
  const foods: string[] = [];
  for (let start = 0; start < words.length;) {
    let length = Math.min(index.maxWords, words.length - start);
    let term = undefined;
    for (; length >= 1 && !term; length -= 1) term = termAt(index, words, start, length);
    if (!term || !words[start]) {
      start += 1;
      continue;
    }
    const end = start + length + 1;
    // A general word in the steps ('the sauce', 'the stock') points at a line already checked.
    if (term.generic) {
      start = end;
      continue;
    }
    const promised = new Set(free.filter((span) => span.start <= end && span.end >= start).flatMap((span) => span.allergens));
    foods.push(term.key);
    // Only what a food surely holds: a dish's name or a step ('biryani', 'serve with rice') says too
    // little to act on what it only may hold, and the ingredient lines are read in full anyway.
    for (const allergen of term.contains) if (!promised.has(allergen)) allergens.add(allergen);
    start = end;
  }
  return { words, foods, allergens: inUkOrder(allergens) };
}
