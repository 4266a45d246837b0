import type { Recipe } from '../../types';

export const asianRecipes: readonly Recipe[] = [];
