import type { DietFlag } from '../../../domain/meal';
import type { Ingredient } from '../../types';

/**
 * Frozen vegetables, fruit and chips. Nutrition is per 100 g as sold (frozen, uncooked)
 * unless noted. Frozen prawns are in meat-seafood.
 */

const PLANT = [
  'vegan',
  'vegetarian',
  'pescatarian',
  'gluten-free',
  'dairy-free',
  'halal',
  'kosher',
] as const satisfies readonly DietFlag[];
const PALEO = [...PLANT, 'paleo'] as const satisfies readonly DietFlag[];
const KETO = [...PLANT, 'keto'] as const satisfies readonly DietFlag[];
const KETO_PALEO = [...PLANT, 'keto', 'paleo'] as const satisfies readonly DietFlag[];

export const frozen: readonly Ingredient[] = [
  { id: 'frozen-peas', name: 'frozen peas', aliases: ['peas', 'garden peas', 'green peas'], category: 'Frozen', per100g: { kcal: 66, protein: 5.7, carbs: 9.3, fat: 0.9 }, source: 'CoFID', unit: 'g', price: { pounds: 1.4, per: 'kg', year: 2025 }, pack: { size: 1000, label: '1 kg bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PLANT, allergens: [] },
  { id: 'frozen-petits-pois', name: 'frozen petits pois', aliases: ['petits pois', 'petit pois', 'baby peas'], category: 'Frozen', per100g: { kcal: 49, protein: 5, carbs: 5.5, fat: 0.9 }, source: 'CoFID', unit: 'g', price: { pounds: 1.6, per: 'kg', year: 2025 }, pack: { size: 1000, label: '1 kg bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PLANT, allergens: [] },
  { id: 'frozen-sweetcorn', name: 'frozen sweetcorn', aliases: ['sweetcorn', 'corn', 'corn kernels', 'frozen corn'], category: 'Frozen', per100g: { kcal: 88, protein: 3, carbs: 18.6, fat: 0.8 }, source: 'USDA', unit: 'g', price: { pounds: 1.4, per: 'kg', year: 2025 }, pack: { size: 1000, label: '1 kg bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PLANT, allergens: [] },
  { id: 'frozen-spinach', name: 'frozen spinach', aliases: ['frozen leaf spinach', 'chopped spinach', 'spinach portions'], category: 'Frozen', per100g: { kcal: 29, protein: 3.6, carbs: 1.3, fat: 0.6 }, source: 'USDA', unit: 'g', price: { pounds: 1.67, per: 'kg', year: 2025 }, pack: { size: 900, label: '900 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-broad-beans', name: 'frozen broad beans', aliases: ['broad beans', 'fava beans'], category: 'Frozen', per100g: { kcal: 81, protein: 7.9, carbs: 11.7, fat: 0.6 }, source: 'CoFID', unit: 'g', price: { pounds: 2.67, per: 'kg', year: 2025 }, pack: { size: 750, label: '750 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PLANT, allergens: [] },
  { id: 'frozen-edamame', name: 'frozen edamame beans', aliases: ['edamame', 'edamame beans', 'soya beans', 'soybeans'], category: 'Frozen', per100g: { kcal: 109, protein: 11.2, carbs: 2.8, fat: 4.7 }, source: 'USDA', unit: 'g', price: { pounds: 5, per: 'kg', year: 2025 }, pack: { size: 400, label: '400 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO, allergens: ['soya'] },
  { id: 'frozen-green-beans', name: 'frozen green beans', aliases: ['frozen fine beans', 'frozen french beans'], category: 'Frozen', per100g: { kcal: 33, protein: 1.8, carbs: 4.7, fat: 0.2 }, source: 'USDA', unit: 'g', price: { pounds: 1.67, per: 'kg', year: 2025 }, pack: { size: 750, label: '750 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-broccoli', name: 'frozen broccoli', aliases: ['frozen broccoli florets'], category: 'Frozen', per100g: { kcal: 29, protein: 3.1, carbs: 2.4, fat: 0.3 }, source: 'USDA', unit: 'g', price: { pounds: 1.8, per: 'kg', year: 2025 }, pack: { size: 1000, label: '1 kg bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-sliced-peppers', name: 'frozen sliced peppers', aliases: ['frozen mixed peppers', 'frozen peppers', 'sliced mixed peppers'], category: 'Frozen', per100g: { kcal: 20, protein: 1.1, carbs: 2.9, fat: 0.2 }, source: 'USDA', unit: 'g', price: { pounds: 2.5, per: 'kg', year: 2025 }, pack: { size: 500, label: '500 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-cauliflower-rice', name: 'frozen cauliflower rice', aliases: ['cauliflower rice', 'riced cauliflower'], category: 'Frozen', per100g: { kcal: 34, protein: 3.6, carbs: 3, fat: 0.9 }, source: 'CoFID', unit: 'g', price: { pounds: 2.5, per: 'kg', year: 2025 }, pack: { size: 500, label: '500 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-mixed-vegetables', name: 'frozen mixed vegetables', aliases: ['mixed veg', 'frozen mixed veg', 'mixed vegetables'], category: 'Frozen', per100g: { kcal: 42, protein: 3.3, carbs: 6.6, fat: 0.5 }, source: 'CoFID', unit: 'g', price: { pounds: 1.2, per: 'kg', year: 2025 }, pack: { size: 1000, label: '1 kg bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PLANT, allergens: [] },
  { id: 'frozen-summer-fruits', name: 'frozen summer fruits', aliases: ['frozen mixed berries', 'frozen berries', 'summer fruits', 'frozen fruit'], category: 'Frozen', per100g: { kcal: 33, protein: 1, carbs: 6.5, fat: 0.2 }, source: 'CoFID', unit: 'g', price: { pounds: 4.5, per: 'kg', year: 2025 }, pack: { size: 500, label: '500 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-raspberries', name: 'frozen raspberries', aliases: ['frozen raspberry'], category: 'Frozen', per100g: { kcal: 25, protein: 1.4, carbs: 4.6, fat: 0.3 }, source: 'CoFID', unit: 'g', price: { pounds: 6.4, per: 'kg', year: 2025 }, pack: { size: 350, label: '350 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: KETO_PALEO, allergens: [] },
  { id: 'frozen-blueberries', name: 'frozen blueberries', aliases: ['frozen blueberry'], category: 'Frozen', per100g: { kcal: 51, protein: 0.4, carbs: 9.5, fat: 0.6 }, source: 'USDA', unit: 'g', price: { pounds: 7.1, per: 'kg', year: 2025 }, pack: { size: 350, label: '350 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PALEO, allergens: [] },
  { id: 'frozen-mango', name: 'frozen mango chunks', aliases: ['frozen mango', 'mango chunks'], category: 'Frozen', per100g: { kcal: 57, protein: 0.7, carbs: 14.1, fat: 0.2 }, source: 'CoFID', unit: 'g', price: { pounds: 4.5, per: 'kg', year: 2025 }, pack: { size: 500, label: '500 g bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PALEO, allergens: [] },
  { id: 'oven-chips', name: 'oven chips', aliases: ['chips', 'frozen chips', 'french fries', 'fries', 'oven fries'], category: 'Frozen', per100g: { kcal: 150, protein: 2.2, carbs: 22.1, fat: 5.2 }, source: 'USDA', unit: 'g', price: { pounds: 1.5, per: 'kg', year: 2025 }, pack: { size: 1500, label: '1.5 kg bag' }, shelfLife: { days: 180, storage: 'freezer' }, diet: PLANT, allergens: [] },
];
