export * from './meal-plan';
