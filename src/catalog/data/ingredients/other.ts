import type { DietFlag } from '../../../domain/meal';
import type { Ingredient } from '../../types';

const ALL = ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher', 'keto', 'paleo'] as const satisfies readonly DietFlag[];
const VEGAN_PALEO = ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher', 'paleo'] as const satisfies readonly DietFlag[];

const Y = 2025;

export const other: readonly Ingredient[] = [
  { id: 'nori-sheet', name: 'nori sheet', aliases: ['nori', 'nori sheets', 'sushi nori', 'roasted seaweed sheets', 'laver'], category: 'Other', per100g: { kcal: 215, protein: 39.4, carbs: 7.5, fat: 3.7 }, source: 'USDA', unit: 'item', gramsPerItem: 2.5, price: { pounds: 0.25, per: 'item', year: Y }, pack: { size: 10, label: '10 sheets (25 g)' }, shelfLife: { days: 365, storage: 'cupboard', kind: 'best-before' }, diet: ALL, allergens: [], mayContain: ['crustaceans', 'molluscs'] },
  { id: 'kombu', name: 'kombu', aliases: ['dried kelp', 'konbu', 'dashi kombu'], category: 'Other', per100g: { kcal: 170, protein: 5.8, carbs: 32.2, fat: 1.3 }, source: 'USDA', unit: 'g', price: { pounds: 70.0, per: 'kg', year: Y }, pack: { size: 50, label: '50 g pack' }, shelfLife: { days: 365, storage: 'cupboard', kind: 'best-before' }, diet: ALL, allergens: [] },
  { id: 'dried-wakame', name: 'dried wakame', aliases: ['wakame', 'wakame seaweed'], category: 'Other', per100g: { kcal: 117, protein: 13.6, carbs: 8.6, fat: 1.6 }, source: 'USDA', unit: 'g', price: { pounds: 80.0, per: 'kg', year: Y }, pack: { size: 25, label: '25 g pack' }, shelfLife: { days: 365, storage: 'cupboard', kind: 'best-before' }, diet: ALL, allergens: [] },
  { id: 'dried-shiitake', name: 'dried shiitake mushrooms', aliases: ['dried shiitake', 'dried chinese mushrooms', 'dried black mushrooms'], category: 'Other', per100g: { kcal: 296, protein: 9.6, carbs: 63.9, fat: 1.0 }, source: 'USDA', unit: 'g', price: { pounds: 60.0, per: 'kg', year: Y }, pack: { size: 50, label: '50 g pack' }, shelfLife: { days: 365, storage: 'cupboard', kind: 'best-before' }, diet: VEGAN_PALEO, allergens: [] },
  { id: 'agar-agar', name: 'agar agar', aliases: ['agar', 'agar-agar', 'agar powder', 'agar flakes', 'vegetarian gelatine'], category: 'Other', per100g: { kcal: 306, protein: 6.2, carbs: 73.2, fat: 0.3 }, source: 'USDA', unit: 'g', price: { pounds: 120.0, per: 'kg', year: Y }, pack: { size: 25, label: '25 g pack' }, shelfLife: { days: 730, storage: 'cupboard', kind: 'best-before' }, diet: VEGAN_PALEO, allergens: [] },
  { id: 'liquid-smoke', name: 'liquid smoke', aliases: ['smoke flavouring', 'hickory liquid smoke'], category: 'Other', per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0 }, source: 'USDA', unit: 'ml', density: 1.0, price: { pounds: 34.0, per: 'l', year: Y }, pack: { size: 118, label: '118 ml bottle' }, shelfLife: { days: 730, storage: 'cupboard', kind: 'best-before' }, openedDays: 365, diet: ALL, allergens: [] },
  { id: 'rose-water', name: 'rose water', aliases: ['rosewater'], category: 'Other', per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0 }, source: 'USDA', unit: 'ml', density: 1.0, price: { pounds: 7.9, per: 'l', year: Y }, pack: { size: 190, label: '190 ml bottle' }, shelfLife: { days: 730, storage: 'cupboard', kind: 'best-before' }, openedDays: 365, diet: ALL, allergens: [] },
];
