import type { Recipe } from '../../types';
import { asianRecipes } from './asian';
import { britishEuropeanRecipes } from './british-european';
import { mediterraneanRecipes } from './mediterranean';
import { worldRecipes } from './world';

export const RECIPES: readonly Recipe[] = [...britishEuropeanRecipes, ...mediterraneanRecipes, ...asianRecipes, ...worldRecipes];
