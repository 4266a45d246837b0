export * from './merge-quantities';
export * from './unit-table';
export * from './ingredient-line';
export {
  parseAmount,
  parseIngredientLine,
  parseIngredientLines,
  readIngredientLine,
  readIngredientLines,
  readQuantityText,
} from './parse-ingredient-line';
export * from './format-quantity';
