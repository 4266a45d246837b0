import type { Recipe } from '../../types';

export const mediterraneanRecipes: readonly Recipe[] = [];
