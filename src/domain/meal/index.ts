export * from './allergens';
export * from './meal';
