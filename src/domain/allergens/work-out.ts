import { inUkOrder, readAllergens, type Allergen } from './allergen';
import { allergenClashes, wordClashes, type Clash, type CookExclusions } from './cook-exclusions';
import { identifyLine } from './identify-line';
import { scanText } from './scan-text';
import { lexiconIndex, type TermIndex } from './term-index';
import { foodWords } from './text/normalise';
import { lineAmountText } from '../meal/line-text';
import type { Amount } from '../units/ingredient-line';

/** The parts of a meal the allergen check reads; any saved meal has them. */
export type CheckableMeal = {
  name: string;
  ingredients: readonly { name: string; quantity?: Amount; note?: string }[];
  instructions?: readonly string[];
  recipe?: string;
  allergens?: readonly string[];
  mayContain?: readonly string[];
};

export type WorkedOut = {
  contains: Allergen[];
  mayContain: Allergen[];
  /** Ingredient lines Larder could not identify: their allergens are not known. */
  unidentified: string[];
};

/**
 * A meal's allergens worked out from its own lines and steps, merged with what it already says
 * (never less than it says). For meals saved before Larder labelled allergens, and for checking.
 */
export function workOutAllergens(meal: CheckableMeal, index: TermIndex = lexiconIndex()): WorkedOut {
  const contains = new Set<Allergen>(readAllergens(meal.allergens));
  const mayContain = new Set<Allergen>(readAllergens(meal.mayContain));
  const unidentified: string[] = [];
  for (const line of meal.ingredients) {
    const found = identifyLine(`${line.name} ${lineAmountText(line)}`, index);
    found.contains.forEach((allergen) => contains.add(allergen));
    found.mayContain.forEach((allergen) => mayContain.add(allergen));
    if (!found.identified) unidentified.push(line.name);
  }
  const steps = meal.instructions && meal.instructions.length > 0 ? meal.instructions.join('\n') : (meal.recipe ?? '');
  scanText(steps, index).allergens.forEach((allergen) => {
    if (!contains.has(allergen)) mayContain.add(allergen);
  });
  return {
    contains: inUkOrder(contains),
    mayContain: inUkOrder([...mayContain].filter((allergen) => !contains.has(allergen))),
    unidentified,
  };
}

/** Why a saved meal no longer suits the cook: an allergen they declared, or an excluded food. */
export function mealClashes(meal: CheckableMeal, cook: CookExclusions, index?: TermIndex): Clash[] {
  if (!cook.any) return [];
  const { contains, mayContain } = workOutAllergens(meal, index);
  const clashes = allergenClashes(cook, contains, mayContain);
  for (const line of meal.ingredients) {
    for (const clash of wordClashes(cook, foodWords(line.name))) {
      if (!clashes.some((known) => known.entry === clash.entry)) clashes.push({ ...clash, reason: `${line.name} ${clash.reason}` });
    }
  }
  return clashes;
}
