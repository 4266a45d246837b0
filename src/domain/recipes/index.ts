export * from './limits';
export * from './iso-duration';
export * from './own-recipe';
export * from './import';
export { isNotBought } from './not-bought';
export * from './recipe-file';
export * from './ingredient-search';
export * from './own-meal';
export { recipeFromMeal } from './from-meal';
