export * from './meal-plan';
export * from './build-plan';
