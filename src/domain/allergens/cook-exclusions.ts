import { ALLERGEN_LABELS, inUkOrder, type Allergen } from './allergen';
import type { Clash } from './clash';
import { groupMemberIn, holdsPhrase } from './groups';
import { resolveEntries, type ResolvedEntry } from './resolve-entry';

/** Everything a cook has ruled out, read once and checked against many foods. */
export type CookExclusions = {
  /** Allergens never to be served, 'may contain' included: the toggles and the typed allergies. */
  allergens: ReadonlySet<Allergen>;
  /** Every typed entry as understood. */
  entries: readonly ResolvedEntry[];
  /** True when the cook ruled out anything at all: model meals are then checked fail-closed. */
  any: boolean;
};

/** The cook's allergies (toggles) and typed exclusions, resolved against the lexicon. */
export function cookExclusions(input: { allergies?: readonly Allergen[]; excludedItems?: readonly string[] }): CookExclusions {
  const entries = (input.excludedItems ?? []).flatMap(resolveEntries);
  const allergens = new Set<Allergen>(input.allergies ?? []);
  for (const entry of entries) entry.allergens.forEach((allergen) => allergens.add(allergen));
  return { allergens, entries, any: allergens.size > 0 || entries.length > 0 };
}

/** Allergens a food holds or may hold that the cook ruled out. */
export function allergenClashes(cook: CookExclusions, contains: readonly Allergen[], mayContain: readonly Allergen[] = []): Clash[] {
  const clashes: Clash[] = [];
  for (const allergen of inUkOrder(contains)) {
    if (cook.allergens.has(allergen)) clashes.push({ reason: `contains ${ALLERGEN_LABELS[allergen]}`, kind: 'contains', allergen });
  }
  for (const allergen of inUkOrder(mayContain)) {
    if (cook.allergens.has(allergen) && !contains.includes(allergen))
      clashes.push({ reason: `may contain ${ALLERGEN_LABELS[allergen]}`, kind: 'may', allergen });
  }
  return clashes;
}

/**
 * Typed entries that words of a food hold: a group's member ('bacon' for 'pork'), a food's name
 * ('mushroom' in 'chestnut mushrooms'), or an unknown entry's words.
 */
export function wordClashes(cook: CookExclusions, words: readonly string[]): Clash[] {
  const clashes: Clash[] = [];
  for (const entry of cook.entries) {
    if (entry.kind === 'allergen') continue;
    if (entry.group) {
      const member = groupMemberIn(words, entry.group);
      if (member) clashes.push({ reason: `is ${entry.group.label.toLowerCase()} ('${entry.text}')`, kind: 'excluded', entry: entry.text });
      continue;
    }
    if (entry.words.length > 0 && holdsPhrase(words, entry.words)) {
      clashes.push({ reason: `is excluded ('${entry.text}')`, kind: 'excluded', entry: entry.text });
    }
  }
  return clashes;
}

export { describeClashes, type Clash } from './clash';
