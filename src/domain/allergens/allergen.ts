/**
 * The 14 allergens of UK food law (Food Information Regulations 2014, Annex II), in the order
 * and with the names the Food Standards Agency uses when it lists them for the public.
 * The ids are stored in saved meals and preferences: never rename one.
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree-nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The FSA's words for each allergen: what the planner's toggles and every label say. */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame seeds',
  soya: 'Soybeans',
  sulphites: 'Sulphur dioxide and sulphites',
};

/** What each allergen covers, as the FSA explains it: shown beside a toggle. */
export const ALLERGEN_EXAMPLES: Partial<Record<Allergen, string>> = {
  gluten: 'wheat, rye, barley, oats',
  crustaceans: 'prawns, crab, lobster',
  molluscs: 'mussels, squid, oysters',
  'tree-nuts': 'almonds, cashews, walnuts…',
};

const ORDER = new Map<string, number>(ALLERGENS.map((allergen, index) => [allergen, index]));

export function isAllergen(value: string): value is Allergen {
  return ORDER.has(value);
}

/** Allergens without repeats, in the UK order. */
export function inUkOrder(allergens: Iterable<Allergen>): Allergen[] {
  return [...new Set(allergens)].sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}

const BY_LABEL = new Map<string, Allergen>(
  ALLERGENS.flatMap((allergen) => [
    [allergen, allergen],
    [ALLERGEN_LABELS[allergen].toLowerCase(), allergen],
  ]),
);

/**
 * The allergens a stored list names: ids, or the FSA labels. Anything else is left out, so an
 * old or odd value never stops a saved meal from loading.
 */
export function readAllergens(values: readonly string[] | undefined): Allergen[] {
  if (!values) return [];
  return inUkOrder(
    values.flatMap((value) => {
      const allergen = BY_LABEL.get(value.trim().toLowerCase());
      return allergen ? [allergen] : [];
    }),
  );
}

/** The labels of allergens, in the UK order: 'Milk, Eggs' becomes 'Eggs, Milk'. */
export function allergenLabels(allergens: Iterable<Allergen>): string[] {
  return inUkOrder(allergens).map((allergen) => ALLERGEN_LABELS[allergen]);
}
