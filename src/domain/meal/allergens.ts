/** The 14 allergens of UK food law (Food Information Regulations 2014, Annex II). */
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
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide and sulphites',
};

/**
 * Words a cook types for an allergen or a family of them. 'nuts' means both tree nuts and
 * peanuts; 'dairy' means milk; 'gluten' and 'wheat' mean the cereals containing gluten.
 */
export const ALLERGEN_WORDS: Record<string, readonly Allergen[]> = {
  celery: ['celery'],
  celeriac: ['celery'],
  gluten: ['gluten'],
  wheat: ['gluten'],
  cereals: ['gluten'],
  barley: ['gluten'],
  rye: ['gluten'],
  crustacean: ['crustaceans'],
  crustaceans: ['crustaceans'],
  shellfish: ['crustaceans', 'molluscs'],
  egg: ['eggs'],
  eggs: ['eggs'],
  fish: ['fish'],
  lupin: ['lupin'],
  milk: ['milk'],
  dairy: ['milk'],
  lactose: ['milk'],
  mollusc: ['molluscs'],
  molluscs: ['molluscs'],
  mustard: ['mustard'],
  nut: ['tree-nuts', 'peanuts'],
  nuts: ['tree-nuts', 'peanuts'],
  'tree nut': ['tree-nuts'],
  'tree nuts': ['tree-nuts'],
  peanut: ['peanuts'],
  peanuts: ['peanuts'],
  groundnut: ['peanuts'],
  groundnuts: ['peanuts'],
  sesame: ['sesame'],
  soy: ['soya'],
  soya: ['soya'],
  sulphite: ['sulphites'],
  sulphites: ['sulphites'],
  sulfite: ['sulphites'],
  sulfites: ['sulphites'],
};

/** The allergens a free-text exclusion names, if it names any. */
export function allergensNamedBy(text: string): readonly Allergen[] {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return ALLERGEN_WORDS[key] ?? ALLERGEN_WORDS[key.replace(/ (free|allergy)$/, '')] ?? [];
}

/** Diet flags an ingredient carries; a recipe has a flag when every ingredient has it. */
export const DIET_FLAGS = ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher', 'keto', 'paleo'] as const;
export type DietFlag = (typeof DIET_FLAGS)[number];
