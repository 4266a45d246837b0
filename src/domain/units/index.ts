export * from './quantity';
export * from './unit-table';
export * from './ingredient-line';
export { parseAmount, parseIngredientLine, readIngredientLine } from './parse-ingredient-line';
