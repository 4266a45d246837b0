export { planMeals, planMealsFor, type PlanOptions, type PlanResult, type Shortfall } from './plan-meals';
export { catalogTermIndex, findIngredient, identifyCatalogLine, ingredientById } from './ingredient-index';
export { recipeFacts } from './recipe-facts';
export { excludes, exclusionsOf, ingredientClashes } from './exclusions';
export { cookQuantity, recipeToMeal } from './to-meal';
export { RECIPES } from './data/recipes';
export { INGREDIENTS } from './data/ingredients';
export type { Ingredient, Recipe } from './types';
export { identifyIngredient, vetMeal, type VetResult } from './vet-meal';
export { illustrationUrl, mealIllustrationSvg } from './illustration';
export {
  leftoverLife,
  mealLeftovers,
  proposeStorageDate,
  storageLifeOf,
  type KeptItem,
  type LeftoverLife,
  type ProposedDate,
} from './storage-life';
export type { DateKind, Storage } from './types';
export { findUseUpRecipes } from './use-up-recipes';
