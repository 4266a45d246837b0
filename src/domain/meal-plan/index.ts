export * from './meal-plan';
export * from './build-plan';
export * from './plan-state';
