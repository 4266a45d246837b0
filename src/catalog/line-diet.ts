import { foodGroups, groupMemberIn, type LineIdentification } from '../domain/allergens';
import type { DietFlag } from '../domain/meal';
import { ingredientById } from './ingredient-index';

const NOT_VEGAN = ['honey', 'gelatine', 'gelatin', 'lard', 'suet', 'dripping', 'isinglass', 'carmine', 'cochineal', 'shellac'].map(
  (word) => [word],
);

/**
 * Whether a food the lexicon knows but the ingredient table does not suits a diet, from what the
 * lexicon can say of it: meat, fish and shellfish, milk, eggs, gluten. Diets that hang on how an
 * animal was slaughtered or on exact carbohydrate (halal, kosher, keto, paleo) cannot be told.
 */
function lexiconTermSuits(
  words: readonly string[],
  contains: readonly string[],
  mayContain: readonly string[],
  flag: DietFlag,
): boolean | undefined {
  const meat = foodGroups().get('meat');
  const isMeat = meat ? groupMemberIn(words, meat) !== undefined : false;
  const seafood = contains.some((allergen) => allergen === 'fish' || allergen === 'crustaceans' || allergen === 'molluscs');
  switch (flag) {
    case 'pescatarian':
      return !isMeat;
    case 'vegetarian':
      return !isMeat && !seafood;
    case 'vegan':
      return (
        !isMeat &&
        !seafood &&
        !contains.includes('milk') &&
        !contains.includes('eggs') &&
        !NOT_VEGAN.some((word) => words.includes(word[0] ?? ''))
      );
    case 'gluten-free':
      return !contains.includes('gluten') && !mayContain.includes('gluten');
    case 'dairy-free':
      return !contains.includes('milk');
    case 'halal':
    case 'kosher':
    case 'keto':
    case 'paleo':
      return undefined;
  }
}

/** Why a model's line does not suit the diet, or undefined when it does. */
export function lineDietProblem(name: string, line: LineIdentification, flag: DietFlag, diet: string): string | undefined {
  if (!line.identified) return `${name} cannot be checked for ${diet}`;
  for (const { term } of line.terms) {
    const ingredient = term.ingredientIds[0] ? ingredientById(term.ingredientIds[0]) : undefined;
    if (ingredient) {
      if (!ingredient.diet.includes(flag)) return `${name} is not ${diet}`;
      continue;
    }
    const suits = lexiconTermSuits(term.words, term.contains, term.mayContain, flag);
    if (suits === undefined) return `${name} cannot be checked for ${diet}`;
    if (!suits) return `${name} is not ${diet}`;
  }
  return undefined;
}
