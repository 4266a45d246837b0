import { allergenLabels, readAllergens } from './allergen';

/** What a meal's allergen labels say, in the order and names of the UK 14. */
export type AllergenLabelling = {
  contains: string[];
  mayContain: string[];
  /** 'catalog': Larder's own table; 'checked': Larder identified every line of a model's meal; 'worked-out': read from a saved meal's lines now. */
  source: 'catalog' | 'checked' | 'worked-out' | 'unknown';
  /** Lines whose allergens are not known. */
  unidentified: string[];
};

type Labelled = {
  allergens?: readonly string[];
  mayContain?: readonly string[];
  allergenSource?: 'catalog' | 'checked';
  unidentified?: readonly string[];
};

/** A meal's labels from what it carries (no lexicon needed: light enough for every screen). */
export function allergenLabelling(meal: Labelled, workedOut = false): AllergenLabelling {
  const contains = readAllergens(meal.allergens);
  return {
    contains: allergenLabels(contains),
    mayContain: allergenLabels(readAllergens(meal.mayContain).filter((allergen) => !contains.includes(allergen))),
    source: meal.allergenSource ?? (workedOut ? 'worked-out' : 'unknown'),
    unidentified: [...(meal.unidentified ?? [])],
  };
}

/** What follows 'Contains:' or 'May contain:': the labels, or a plain 'none'. */
export function labelText(kind: 'Contains' | 'May contain', labels: readonly string[]): string {
  return labels.length > 0 ? labels.join(', ') : kind === 'Contains' ? 'none of the 14 allergens' : 'none';
}

/** 'Contains: Eggs, Milk' as one line of text. */
export function labelLine(kind: 'Contains' | 'May contain', labels: readonly string[]): string {
  return `${kind}: ${labelText(kind, labels)}`;
}

/** The note under the labels that says who worked them out; `brief` for a meal card. */
export function labellingNote(labelling: AllergenLabelling, brief = false): string | undefined {
  const unchecked =
    labelling.unidentified.length === 0
      ? ''
      : brief
        ? ` ${labelling.unidentified.length} ingredient${labelling.unidentified.length === 1 ? '' : 's'} not identified: check ${labelling.unidentified.length === 1 ? 'it' : 'them'} yourself.`
        : ` Not identified, check yourself: ${labelling.unidentified.join(', ')}.`;
  switch (labelling.source) {
    case 'checked':
      return `${brief ? 'Allergens checked by Larder.' : 'Allergens checked by Larder from every ingredient and step.'}${unchecked}`;
    case 'worked-out':
      return `${brief ? 'Allergens worked out by Larder.' : "Allergens worked out by Larder from this saved meal's ingredients."}${unchecked}`;
    case 'catalog':
      return labelling.unidentified.length > 0 ? unchecked.trim() : undefined;
    case 'unknown':
      return 'Allergens not yet checked.';
  }
}
