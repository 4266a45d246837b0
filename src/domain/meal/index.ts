export * from './allergens';
export * from './meal';
export * from './display-rules';
