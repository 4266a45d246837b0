export { planMeals, type PlanOptions, type PlanResult, type Shortfall } from './plan-meals';
export { findIngredient, ingredientById } from './ingredient-index';
export { recipeFacts } from './recipe-facts';
export { parseExclusions, excludes, excludesName } from './exclusions';
export { formatQuantity, recipeToMeal } from './to-meal';
export { RECIPES } from './data/recipes';
export { INGREDIENTS } from './data/ingredients';
export type { Ingredient, Recipe } from './types';
