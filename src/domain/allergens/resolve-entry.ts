import { ALLERGEN_LABELS, allergenLabels, inUkOrder, type Allergen } from './allergen';
import { allowedEdits, editDistance } from './fuzzy';
import { groupNamed, type CompiledGroup } from './groups';
import { ALLERGEN_FOODS, ALLERGEN_SYNONYMS } from './lexicon';
import { lexiconIndex } from './term-index';
import { cleanText, foodWords, phraseKey } from './text/normalise';
import { isIgnorable } from './text/words';

/**
 * What a cook's typed entry means:
 * - 'allergen': names allergens ('nut-free', 'coeliac', 'SO2');
 * - 'group': names a kind of food ('poultry', 'red meat', 'cheese');
 * - 'food': names one food ('mushrooms', 'prawns');
 * - 'unknown': names nothing Larder knows: its words are still excluded wherever they appear.
 */
export type EntryKind = 'allergen' | 'group' | 'food' | 'unknown';

export type ResolvedEntry = {
  /** The entry as the cook typed it, trimmed. */
  text: string;
  kind: EntryKind;
  /** The allergens the entry rules out (for a food: only when typed as an allergy, 'prawn allergy'). */
  allergens: readonly Allergen[];
  /** Allergens a food holds though the entry does not rule them all out ('prawns' holds Crustaceans). */
  foodAllergens: readonly Allergen[];
  group?: CompiledGroup;
  /** The words excluded wherever they appear (food and unknown entries). */
  words: readonly string[];
  /** The known phrase a misspelt entry was read as. */
  readAs?: string;
  /** A dietary preference the entry names ('vegan'), better chosen as the diet. */
  diet?: string;
};

/** Words around an entry that say it is an allergy or something to avoid, not part of the food. */
const ALLERGY_BEFORE = [
  'allergic to',
  'allergy to',
  'intolerant to',
  'intolerance to',
  'sensitive to',
  'sensitivity to',
  'free from',
  'free of',
  'anaphylactic to',
  'anaphylaxis to',
].map((phrase) => phrase.split(' '));
const AVOID_BEFORE = [
  'i am',
  'im',
  'i',
  'no',
  'not',
  'without',
  'avoid',
  'avoiding',
  'exclude',
  'excluding',
  'please',
  'cant have',
  'cannot have',
  'cant eat',
  'cannot eat',
  'dont eat',
  'do not eat',
  'dont like',
  'do not like',
  'hate',
  'dislike',
  'any',
  'all',
  'severe',
  'mild',
  'strong',
  'serious',
].map((phrase) => phrase.split(' '));
const ALLERGY_AFTER = new Set([
  'allergy',
  'allergie',
  'allergen',
  'allergic',
  'intolerance',
  'intolerant',
  'sensitivity',
  'sensitive',
  'free',
  'anaphylaxis',
  'anaphylactic',
  'disease',
]);
const AVOID_AFTER = new Set(['please', 'only', 'product', 'of', 'any', 'kind', 'at', 'all', 'trace', 'etc', 'and', 'such', 'thing']);
const DIETS = new Map([
  ['vegan', 'Vegan'],
  ['vegetarian', 'Vegetarian'],
  ['veggie', 'Vegetarian'],
  ['pescatarian', 'Pescatarian'],
  ['pescetarian', 'Pescatarian'],
  ['halal', 'Halal'],
  ['kosher', 'Kosher'],
  ['keto', 'Keto'],
  ['paleo', 'Paleo'],
]);

type Core = { words: string[]; allergy: boolean };

/** Strips 'allergic to', 'no', '-free', 'allergy'... and says whether the entry is an allergy. */
function core(text: string): Core {
  // 'glutenfree', 'nutfree': the promise glued to the food.
  let words = cleanText(text)
    .replace(/\b([a-z]{3,})free\b/g, '$1 free')
    .split(' ')
    .filter(Boolean);
  let allergy = false;
  for (let changed = true; changed && words.length > 0;) {
    changed = false;
    for (const phrase of [...ALLERGY_BEFORE, ...AVOID_BEFORE]) {
      if (phrase.every((word, offset) => words[offset] === word) && words.length > phrase.length) {
        allergy ||= ALLERGY_BEFORE.includes(phrase);
        words = words.slice(phrase.length);
        changed = true;
        break;
      }
    }
    const last = words.at(-1) ?? '';
    const lastCanonical = foodWords(last)[0] ?? last;
    if (words.length > 1 && (ALLERGY_AFTER.has(lastCanonical) || AVOID_AFTER.has(lastCanonical))) {
      allergy ||= ALLERGY_AFTER.has(lastCanonical);
      words = words.slice(0, -1);
      changed = true;
    }
  }
  if (words.length === 1 && ['coeliac'].includes(words[0] ?? '')) allergy = true;
  return { words: foodWords(words.join(' ')), allergy };
}

let allergenNames: Map<string, readonly Allergen[]> | undefined;
let vocabulary: { key: string; rank: number }[] | undefined;

function namesOfAllergens(): Map<string, readonly Allergen[]> {
  if (!allergenNames) {
    allergenNames = new Map();
    for (const foods of ALLERGEN_FOODS) {
      for (const name of [...foods.names, ALLERGEN_LABELS[foods.allergen]]) {
        const key = phraseKey(name);
        allergenNames.set(key, inUkOrder([...(allergenNames.get(key) ?? []), foods.allergen]));
      }
    }
    for (const [name, allergens] of Object.entries(ALLERGEN_SYNONYMS)) allergenNames.set(phraseKey(name), allergens);
  }
  return allergenNames;
}

/** Every phrase an entry may be read as, allergen names first, for misspellings. */
function knownPhrases(): { key: string; rank: number }[] {
  if (!vocabulary) {
    const seen = new Set<string>();
    vocabulary = [];
    const add = (key: string, rank: number) => {
      if (key && !seen.has(key)) {
        seen.add(key);
        vocabulary?.push({ key, rank });
      }
    };
    for (const key of namesOfAllergens().keys()) add(key, 0);
    for (const key of lexiconIndex().terms.keys()) add(key, groupNamed(key) ? 1 : 2);
  }
  return vocabulary;
}

type Meaning = Omit<ResolvedEntry, 'text' | 'readAs' | 'diet'>;

/** The meaning of an exact phrase key, if it has one. */
function meaningOf(key: string, allergy: boolean): Meaning | undefined {
  const named = namesOfAllergens().get(key);
  if (named) return { kind: 'allergen', allergens: named, foodAllergens: [], words: [] };
  const group = groupNamed(key);
  if (group) {
    const term = lexiconIndex().terms.get(key);
    const held = term?.contains ?? [];
    return { kind: 'group', allergens: allergy ? held : [], foodAllergens: held, group, words: key.split(' ') };
  }
  const term = lexiconIndex().terms.get(key);
  if (term) {
    return { kind: 'food', allergens: allergy ? term.contains : [], foodAllergens: term.contains, words: key.split(' ') };
  }
  return undefined;
}

/**
 * The closest known phrase within the edits its length allows, allergen names first. A misspelt
 * word almost always keeps its first letter, so a phrase starting with another letter is not a
 * candidate ('benne seed' must not become 'fennel seed').
 */
function closest(key: string): string | undefined {
  const limit = allowedEdits(key.length);
  let best: { key: string; distance: number; rank: number } | undefined;
  for (const candidate of knownPhrases()) {
    // Allergen names are few and what matters most: one slip is forgiven even in a short word.
    const allowed = candidate.rank === 0 && key.length >= 4 ? Math.max(limit, 1) : limit;
    if (allowed === 0 || candidate.key[0] !== key[0] || candidate.key.length < 3) continue;
    if (Math.abs(candidate.key.length - key.length) > allowed) continue;
    const distance = editDistance(key, candidate.key, allowed);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.rank < best.rank)) {
      best = { key: candidate.key, distance, rank: candidate.rank };
    }
  }
  return best?.key;
}

/** What one entry (already split) means. */
export function resolveEntry(text: string): ResolvedEntry {
  const trimmed = text.trim();
  const { words, allergy } = core(trimmed);
  const key = words.join(' ');
  const diet = words.length === 1 ? DIETS.get(key) : undefined;
  if (diet) return { text: trimmed, kind: 'unknown', allergens: [], foodAllergens: [], words, diet };
  const exact = meaningOf(key, allergy);
  if (exact) return { text: trimmed, ...exact };
  // 'raw onions', 'fresh prawns': the descriptive words set aside.
  const plain = words.filter((word) => !isIgnorable(word)).join(' ');
  const bare = plain && plain !== key ? meaningOf(plain, allergy) : undefined;
  if (bare) return { text: trimmed, ...bare };
  const near = closest(key) ?? (plain && plain !== key ? closest(plain) : undefined);
  const guessed = near ? meaningOf(near, allergy) : undefined;
  if (near && guessed) return { text: trimmed, ...guessed, readAs: near };
  return { text: trimmed, kind: 'unknown', allergens: [], foodAllergens: [], words: plain ? plain.split(' ') : words };
}

/** Whether an entry means something on its own: 'eggs' does, 'vinegar crisps' does not. */
function standsAlone(text: string): boolean {
  return resolveEntry(text).kind !== 'unknown';
}

/** ' and ' or '&' splits an entry only where both sides mean something ('eggs and sesame'). */
function splitOnAnd(part: string): string[] {
  if (standsAlone(part)) return [part];
  const pieces = part.split(/\s+(?:and|&|\+)\s+|\s*[&+]\s*/i);
  if (pieces.length < 2) return [part];
  for (let cut = 1; cut < pieces.length; cut += 1) {
    const left = pieces.slice(0, cut).join(' and ');
    if (!standsAlone(left)) continue;
    const right = splitOnAnd(pieces.slice(cut).join(' and '));
    if (right.every(standsAlone)) return [left, ...right];
  }
  return [part];
}

/**
 * A box's text as separate entries: commas, semicolons and new lines split; 'and' where it may.
 * What brackets hold is an entry of its own when it means something ('gluten (coeliac)') and is
 * dropped when it only describes ('peanuts (severe)').
 */
export function splitEntries(text: string): string[] {
  return text
    .split(/[,;\n\r]+/)
    .flatMap((part) => {
      const inner = [...part.matchAll(/[([{]([^)\]}]*)[)\]}]?/g)].map((match) => (match[1] ?? '').trim());
      const outer = part.replace(/[([{][^)\]}]*[)\]}]?/g, ' ').trim();
      const asides = inner.filter((aside) => aside.length > 0 && standsAlone(aside));
      return outer ? [outer, ...asides] : inner.filter((aside) => aside.length > 0);
    })
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .flatMap(splitOnAnd);
}

/** Every entry of a box, resolved. */
export function resolveEntries(text: string): ResolvedEntry[] {
  return splitEntries(text).map(resolveEntry);
}

/** How the form says what an entry was understood as: 'Peanuts, Tree nuts'. */
export function describeEntry(entry: ResolvedEntry): string {
  switch (entry.kind) {
    case 'allergen':
      return allergenLabels(entry.allergens).join(', ');
    case 'group':
      return entry.allergens.length > 0
        ? `${entry.group?.label ?? entry.words.join(' ')} (${allergenLabels(entry.allergens).join(', ')})`
        : `${entry.group?.label ?? entry.words.join(' ')}: ${entry.group?.examples.join(', ') ?? ''}…`;
    case 'food': {
      const name = entry.words.join(' ');
      const label = name.charAt(0).toUpperCase() + name.slice(1);
      if (entry.allergens.length > 0) return `${label} (${allergenLabels(entry.allergens).join(', ')})`;
      return label;
    }
    case 'unknown':
      return '';
  }
}

/**
 * The allergens a list of names means: 'Milk', 'Cereals containing gluten', 'nuts', 'shellfish'.
 * A food's name counts for what it holds ('prawns': Crustaceans); anything else is left out.
 */
export function readAllergenNames(values: readonly string[]): Allergen[] {
  const allergens = values.flatMap((value) =>
    typeof value === 'string'
      ? splitEntries(value.slice(0, 200)).flatMap((part) => {
          const entry = resolveEntry(part);
          return [...entry.allergens, ...entry.foodAllergens];
        })
      : [],
  );
  return inUkOrder(allergens);
}
