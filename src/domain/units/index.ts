export * from './quantity';
export * from './unit-table';
export * from './ingredient-line';
export { parseAmount, parseIngredientLine, parseIngredientLines, readIngredientLine, readIngredientLines } from './parse-ingredient-line';
export { formatLineAmount } from './format-amount';
