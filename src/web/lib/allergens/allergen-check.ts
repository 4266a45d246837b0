import {
  allergenLabels,
  cookExclusions,
  describeEntry,
  mealClashes,
  resolveEntries,
  workOutAllergens,
  type Clash,
  type ResolvedEntry,
} from '../../../domain/allergens';
import type { CheckableMeal } from './checkable-meal';
import type { Preferences } from '../../../domain/preferences';

/**
 * The allergen lexicon's work for the screens, in its own chunk: loaded only when a saved meal
 * needs its allergens worked out, or a plan is checked against the cook's allergies. A meal of
 * shape 1 always needs them worked out (Larder labelled none), so the upgrade of its lines, and
 * the ingredient parser it needs, come with this chunk.
 */
export { upgradeStoredMeal } from '../../../domain/meal/stored-meal';

/** A meal saved before Larder labelled allergens, with them worked out from its lines and steps. */
export function withWorkedOutAllergens<T extends CheckableMeal>(meal: T): T {
  if (meal.allergenSource) return meal;
  const { contains, mayContain, unidentified } = workOutAllergens(meal);
  return { ...meal, allergens: contains, mayContain, ...(unidentified.length > 0 ? { unidentified } : {}) };
}

/** Why a planned meal no longer suits the cook's allergies and exclusions (empty when it does). */
export function clashesWith(meal: CheckableMeal, preferences: Pick<Preferences, 'allergies' | 'excludedItems'>): Clash[] {
  return mealClashes(withWorkedOutAllergens(meal), cookExclusions(preferences));
}

/** How the planner tells the cook what one typed entry was understood as. */
export type EntryReading = {
  text: string;
  /** 'ok': understood; 'food-only': a food holding an allergen, not the whole allergen; 'unknown' and 'diet' warn. */
  tone: 'ok' | 'food-only' | 'unknown' | 'diet';
  /** What it was read as: 'Tree nuts, Peanuts'. */
  reading: string;
  /** A sentence for the cook when the entry needs their eye. */
  advice?: string;
};

function readingOf(entry: ResolvedEntry): EntryReading {
  const reading = describeEntry(entry);
  const readAs = entry.readAs ? ` (read as “${entry.readAs}”)` : '';
  if (entry.diet) {
    return {
      text: entry.text,
      tone: 'diet',
      reading: '',
      advice: `“${entry.text}” is a diet, not an ingredient: choose ${entry.diet} under Dietary preference.`,
    };
  }
  if (entry.kind === 'unknown') {
    return {
      text: entry.text,
      tone: 'unknown',
      reading: '',
      advice: `We don't recognise “${entry.text}”. We'll still leave out any ingredient with those words in its name, but check the meals yourself.`,
    };
  }
  if (entry.kind !== 'allergen' && entry.allergens.length === 0 && entry.foodAllergens.length > 0) {
    return {
      text: entry.text,
      tone: 'food-only',
      reading: `${reading}${readAs}`,
      advice: `Only this food is left out. If it's an allergy, tick ${allergenLabels(entry.foodAllergens).join(' and ')} under Allergies.`,
    };
  }
  return { text: entry.text, tone: 'ok', reading: `${reading}${readAs}` };
}

/** What each entry of a typed box was understood as, in order. */
export function readExclusionBox(text: string): EntryReading[] {
  return resolveEntries(text).map(readingOf);
}
