import { inUkOrder, type Allergen } from './allergen';
import { freeFromSpans } from './free-from';
import { lexiconIndex, termAt, type IndexedTerm, type TermIndex } from './term-index';
import { foodWords } from './text/normalise';
import { isIgnorable } from './text/words';

/** A term found on a line, where it stands. */
export type FoundTerm = { term: IndexedTerm; start: number; end: number };

export type LineIdentification = {
  words: readonly string[];
  /** True when every word is a food Larder knows or a word that names no food, and one food is specific. */
  identified: boolean;
  terms: readonly FoundTerm[];
  /** Words that may name a food Larder does not know. */
  unknown: readonly string[];
  contains: readonly Allergen[];
  mayContain: readonly Allergen[];
  /** Allergens a 'free' on the line promises it has none of ('gluten-free pasta'). */
  freeFrom: readonly Allergen[];
};

type Cost = { unknown: number; terms: number; ignored: number };
type Step =
  | { kind: 'term'; term: IndexedTerm; length: number }
  | { kind: 'free'; length: number; allergens: readonly Allergen[] }
  | { kind: 'ignore' | 'unknown'; length: 1 };
type Best = { cost: Cost; steps: Step[] };

const NONE: Best = { cost: { unknown: 0, terms: 0, ignored: 0 }, steps: [] };
const better = (a: Cost, b: Cost) =>
  a.unknown !== b.unknown ? a.unknown < b.unknown : a.terms !== b.terms ? a.terms < b.terms : a.ignored < b.ignored;
const extend = (step: Step, rest: Best): Best => ({
  cost: {
    unknown: rest.cost.unknown + (step.kind === 'unknown' ? 1 : 0),
    terms: rest.cost.terms + (step.kind === 'term' ? 1 : 0),
    ignored: rest.cost.ignored + (step.kind === 'ignore' || step.kind === 'free' ? step.length : 0),
  },
  steps: [step, ...rest.steps],
});

/**
 * Reads an ingredient line the way docs/design.md §6.11 asks: quantities, units, preparation words and
 * descriptive adjectives set aside, what remains must be foods of the index, named exactly
 * (singular or plural). Of every way to read the line, the one with fewest unknown words, then
 * fewest and so longest foods, wins: 'peanut butter' is one food, not peanut and butter.
 */
export function identifyWords(words: readonly string[], index: TermIndex = lexiconIndex()): LineIdentification {
  const n = words.length;
  const free = freeFromSpans(words);
  // any[i]: best reading of words[i..]; withTerm[i]: best reading of words[i..] holding a specific food.
  const any: Best[] = new Array<Best>(n + 1);
  const withTerm: (Best | undefined)[] = new Array<Best | undefined>(n + 1);
  any[n] = NONE;
  withTerm[n] = undefined;
  for (let i = n - 1; i >= 0; i -= 1) {
    const word = words[i] ?? '';
    const others: Step[] = [isIgnorable(word) ? { kind: 'ignore', length: 1 } : { kind: 'unknown', length: 1 }];
    for (const span of free) if (span.start === i) others.push({ kind: 'free', length: span.end - span.start, allergens: span.allergens });
    let bestAny: Best | undefined;
    let bestTerm: Best | undefined;
    const offer = (candidate: Best, holdsTerm: boolean) => {
      if (!bestAny || better(candidate.cost, bestAny.cost)) bestAny = candidate;
      if (holdsTerm && (!bestTerm || better(candidate.cost, bestTerm.cost))) bestTerm = candidate;
    };
    for (let length = Math.min(index.maxWords, n - i); length >= 1; length -= 1) {
      const term = termAt(index, words, i, length);
      if (!term) continue;
      const rest = any[i + length];
      if (rest) offer(extend({ kind: 'term', term, length }, rest), !term.generic);
      const restWithFood = withTerm[i + length];
      if (term.generic && restWithFood) offer(extend({ kind: 'term', term, length }, restWithFood), true);
    }
    for (const step of others) {
      const rest = any[i + step.length];
      if (rest) offer(extend(step, rest), false);
      const restWithTerm = withTerm[i + step.length];
      if (restWithTerm) offer(extend(step, restWithTerm), true);
    }
    any[i] = bestAny ?? NONE;
    withTerm[i] = bestTerm;
  }
  const best = withTerm[0] ?? any[0] ?? NONE;

  const terms: FoundTerm[] = [];
  const unknown: string[] = [];
  const freeFrom = new Set<Allergen>();
  let at = 0;
  for (const step of best.steps) {
    if (step.kind === 'term') terms.push({ term: step.term, start: at, end: at + step.length });
    if (step.kind === 'unknown') unknown.push(words[at] ?? '');
    if (step.kind === 'free') step.allergens.forEach((allergen) => freeFrom.add(allergen));
    at += step.length;
  }
  const contains = new Set<Allergen>();
  const mayContain = new Set<Allergen>();
  for (const { term } of terms) {
    term.contains.forEach((allergen) => contains.add(allergen));
    term.mayContain.forEach((allergen) => mayContain.add(allergen));
  }
  for (const allergen of freeFrom) {
    contains.delete(allergen);
    mayContain.delete(allergen);
  }
  return {
    words,
    identified: unknown.length === 0 && terms.some(({ term }) => !term.generic),
    terms,
    unknown,
    contains: inUkOrder(contains),
    mayContain: inUkOrder([...mayContain].filter((allergen) => !contains.has(allergen))),
    freeFrom: inUkOrder(freeFrom),
  };
}

/** identifyWords for a line as written: 'Boneless chicken thighs, skin removed'. */
export function identifyLine(text: string, index?: TermIndex): LineIdentification {
  return identifyWords(foodWords(text), index);
}
