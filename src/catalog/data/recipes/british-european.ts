import type { Recipe } from '../../types';

export const britishEuropeanRecipes: readonly Recipe[] = [];
