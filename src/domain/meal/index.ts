export * from './allergens';
export * from './meal';
export * from './display-rules';
export * from './adapt-meals';
export * from './recipe-steps';
