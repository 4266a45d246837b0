import type { Ingredient } from '../../types';
import { bakery } from './bakery';
import { dairy } from './dairy';
import { frozen } from './frozen';
import { meatSeafood } from './meat-seafood';
import { other } from './other';
import { pantryDry } from './pantry-dry';
import { pantryFlavour } from './pantry-flavour';
import { produce } from './produce';

export const INGREDIENTS: readonly Ingredient[] = [
  ...produce,
  ...meatSeafood,
  ...dairy,
  ...bakery,
  ...pantryDry,
  ...pantryFlavour,
  ...frozen,
  ...other,
];
