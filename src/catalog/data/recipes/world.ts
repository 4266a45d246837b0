import type { Recipe } from '../../types';

export const worldRecipes: readonly Recipe[] = [];
