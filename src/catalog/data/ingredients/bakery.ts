import type { DietFlag } from '../../../domain/meal';
import type { Ingredient } from '../../types';

/**
 * Breads, rolls, wraps and pastries. Sliced loaves use unit 'item' for one slice;
 * other breads count one roll, wrap, bun or loaf as the item named in the pack.
 * Nutrition is per 100 g as sold (not toasted).
 */

/** Plain wheat breads: everything but gluten-free, keto and paleo. */
const WHEAT = [
  'vegan',
  'vegetarian',
  'pescatarian',
  'dairy-free',
  'halal',
  'kosher',
] as const satisfies readonly DietFlag[];
/** Enriched doughs with milk, butter or egg. */
const ENRICHED = ['vegetarian', 'pescatarian', 'halal', 'kosher'] as const satisfies readonly DietFlag[];

export const bakery: readonly Ingredient[] = [
  // Loaves (item = one slice)
  { id: 'white-bread', name: 'white bread', aliases: ['sliced white bread', 'white loaf', 'sandwich bread', 'bread', 'white sliced bread'], category: 'Bakery', per100g: { kcal: 235, protein: 8.4, carbs: 49.3, fat: 1.9 }, source: 'CoFID', unit: 'item', gramsPerItem: 40, price: { pounds: 0.06, per: 'item', year: 2025 }, pack: { size: 20, label: '800 g loaf (about 20 slices)' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten', 'soya'] },
  { id: 'wholemeal-bread', name: 'wholemeal bread', aliases: ['brown bread', 'whole wheat bread', 'wholewheat bread', 'wholemeal loaf'], category: 'Bakery', per100g: { kcal: 217, protein: 9.4, carbs: 42, fat: 2.5 }, source: 'CoFID', unit: 'item', gramsPerItem: 40, price: { pounds: 0.06, per: 'item', year: 2025 }, pack: { size: 20, label: '800 g loaf (about 20 slices)' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten', 'soya'] },
  { id: 'granary-bread', name: 'granary bread', aliases: ['malted brown bread', 'malted grain bread', 'granary loaf'], category: 'Bakery', per100g: { kcal: 237, protein: 9.3, carbs: 46.3, fat: 2.7 }, source: 'CoFID', unit: 'item', gramsPerItem: 40, price: { pounds: 0.08, per: 'item', year: 2025 }, pack: { size: 20, label: '800 g loaf (about 20 slices)' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten', 'soya'] },
  { id: 'sourdough-bread', name: 'sourdough bread', aliases: ['sourdough', 'sourdough loaf'], category: 'Bakery', per100g: { kcal: 272, protein: 10.8, carbs: 49.7, fat: 2.4 }, source: 'USDA', unit: 'item', gramsPerItem: 45, price: { pounds: 0.2, per: 'item', year: 2025 }, pack: { size: 9, label: '400 g loaf (about 9 slices)' }, shelfLife: { days: 4, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'rye-bread', name: 'rye bread', aliases: ['pumpernickel', 'dark rye bread', 'german rye bread'], category: 'Bakery', per100g: { kcal: 219, protein: 8.3, carbs: 45.8, fat: 1.7 }, source: 'CoFID', unit: 'item', gramsPerItem: 50, price: { pounds: 0.16, per: 'item', year: 2025 }, pack: { size: 10, label: '500 g pack (about 10 slices)' }, shelfLife: { days: 10, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },

  // Whole loaves and rolls (item = one)
  { id: 'baguette', name: 'baguette', aliases: ['french stick', 'french bread', 'part-baked baguette'], category: 'Bakery', per100g: { kcal: 270, protein: 9.6, carbs: 55.4, fat: 2.7 }, source: 'CoFID', unit: 'item', gramsPerItem: 250, price: { pounds: 0.75, per: 'item', year: 2025 }, pack: { size: 1, label: 'each' }, shelfLife: { days: 2, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'ciabatta', name: 'ciabatta', aliases: ['ciabatta loaf', 'ciabatta roll', 'part-baked ciabatta'], category: 'Bakery', per100g: { kcal: 271, protein: 10.2, carbs: 52, fat: 3.9 }, source: 'CoFID', unit: 'item', gramsPerItem: 135, price: { pounds: 0.55, per: 'item', year: 2025 }, pack: { size: 2, label: 'pack of 2 part-baked' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'bread-roll', name: 'bread roll', aliases: ['white roll', 'crusty roll', 'bap', 'bread rolls', 'dinner roll', 'batch roll'], category: 'Bakery', per100g: { kcal: 262, protein: 9.2, carbs: 51.4, fat: 2.3 }, source: 'CoFID', unit: 'item', gramsPerItem: 65, price: { pounds: 0.15, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 3, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'burger-bun', name: 'burger bun', aliases: ['hamburger bun', 'burger buns', 'bun'], category: 'Bakery', per100g: { kcal: 279, protein: 9.5, carbs: 46.6, fat: 4.3 }, source: 'USDA', unit: 'item', gramsPerItem: 60, price: { pounds: 0.14, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten', 'soya'] },
  { id: 'hot-dog-roll', name: 'hot dog roll', aliases: ['hot dog bun', 'finger roll', 'hot dog rolls'], category: 'Bakery', per100g: { kcal: 279, protein: 9.5, carbs: 46.6, fat: 4.3 }, source: 'USDA', unit: 'item', gramsPerItem: 55, price: { pounds: 0.14, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten', 'soya'] },
  { id: 'brioche-bun', name: 'brioche bun', aliases: ['brioche burger bun', 'brioche roll', 'brioche'], category: 'Bakery', per100g: { kcal: 340, protein: 8.5, carbs: 49, fat: 12 }, source: 'CoFID', unit: 'item', gramsPerItem: 50, price: { pounds: 0.38, per: 'item', year: 2025 }, pack: { size: 4, label: 'pack of 4' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: ENRICHED, allergens: ['gluten', 'eggs', 'milk'] },
  { id: 'bagel', name: 'bagel', aliases: ['plain bagel', 'bagels'], category: 'Bakery', per100g: { kcal: 264, protein: 10.6, carbs: 50.8, fat: 1.3 }, source: 'USDA', unit: 'item', gramsPerItem: 85, price: { pounds: 0.22, per: 'item', year: 2025 }, pack: { size: 5, label: 'pack of 5' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'crumpet', name: 'crumpet', aliases: ['crumpets'], category: 'Bakery', per100g: { kcal: 177, protein: 6, carbs: 36.5, fat: 0.9 }, source: 'CoFID', unit: 'item', gramsPerItem: 55, price: { pounds: 0.12, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'english-muffin', name: 'english muffin', aliases: ['english muffins', 'breakfast muffin'], category: 'Bakery', per100g: { kcal: 227, protein: 8.9, carbs: 40.7, fat: 1.7 }, source: 'USDA', unit: 'item', gramsPerItem: 65, price: { pounds: 0.18, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'croissant', name: 'croissant', aliases: ['croissants', 'all-butter croissant', 'butter croissant'], category: 'Bakery', per100g: { kcal: 406, protein: 8.2, carbs: 43.2, fat: 21 }, source: 'USDA', unit: 'item', gramsPerItem: 45, price: { pounds: 0.35, per: 'item', year: 2025 }, pack: { size: 4, label: 'pack of 4' }, shelfLife: { days: 3, storage: 'cupboard' }, diet: ENRICHED, allergens: ['gluten', 'milk', 'eggs'] },

  // Flatbreads and wraps (item = one)
  { id: 'pitta-bread', name: 'pitta bread', aliases: ['pitta', 'pita', 'pita bread', 'white pitta'], category: 'Bakery', per100g: { kcal: 255, protein: 9.1, carbs: 55.1, fat: 1.3 }, source: 'CoFID', unit: 'item', gramsPerItem: 60, price: { pounds: 0.1, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'wholemeal-pitta', name: 'wholemeal pitta', aliases: ['wholemeal pitta bread', 'whole wheat pita', 'brown pitta'], category: 'Bakery', per100g: { kcal: 262, protein: 9.8, carbs: 47.6, fat: 2.6 }, source: 'USDA', unit: 'item', gramsPerItem: 60, price: { pounds: 0.12, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'naan-bread', name: 'naan bread', aliases: ['naan', 'nan bread', 'plain naan'], category: 'Bakery', per100g: { kcal: 285, protein: 7.7, carbs: 50.1, fat: 6.6 }, source: 'CoFID', unit: 'item', gramsPerItem: 130, price: { pounds: 0.45, per: 'item', year: 2025 }, pack: { size: 2, label: 'pack of 2' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: ENRICHED, allergens: ['gluten', 'milk'] },
  { id: 'chapati', name: 'chapati', aliases: ['chapatti', 'roti', 'phulka'], category: 'Bakery', per100g: { kcal: 328, protein: 8.1, carbs: 48.3, fat: 12.8 }, source: 'CoFID', unit: 'item', gramsPerItem: 45, price: { pounds: 0.18, per: 'item', year: 2025 }, pack: { size: 6, label: 'pack of 6' }, shelfLife: { days: 5, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
  { id: 'tortilla-wrap', name: 'tortilla wrap', aliases: ['flour tortilla', 'wrap', 'wraps', 'tortilla', 'soft tortilla', 'plain wrap'], category: 'Bakery', per100g: { kcal: 306, protein: 8.2, carbs: 47.4, fat: 8 }, source: 'USDA', unit: 'item', gramsPerItem: 62, price: { pounds: 0.13, per: 'item', year: 2025 }, pack: { size: 8, label: 'pack of 8' }, shelfLife: { days: 14, storage: 'cupboard' }, diet: WHEAT, allergens: ['gluten'] },
];
