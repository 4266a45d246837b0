import type { Allergen } from '../allergen';

/** Words a cook types that mean more than one allergen at once. */
export const ALLERGEN_SYNONYMS: Readonly<Record<string, readonly Allergen[]>> = {
  shellfish: ['crustaceans', 'molluscs'],
  'shell fish': ['crustaceans', 'molluscs'],
  'shellfish and crustacean': ['crustaceans', 'molluscs'],
  seafood: ['fish', 'crustaceans', 'molluscs'],
  'sea food': ['fish', 'crustaceans', 'molluscs'],
  'fruit de mer': ['fish', 'crustaceans', 'molluscs'],
  nut: ['tree-nuts', 'peanuts'],
  'all nut': ['tree-nuts', 'peanuts'],
  'any nut': ['tree-nuts', 'peanuts'],
  'nut product': ['tree-nuts', 'peanuts'],
  'nut and peanut': ['tree-nuts', 'peanuts'],
  'tree nut and peanut': ['tree-nuts', 'peanuts'],
  'peanut and tree nut': ['tree-nuts', 'peanuts'],
  'peanut and nut': ['tree-nuts', 'peanuts'],
};
