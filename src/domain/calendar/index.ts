export * from './mealtimes';
export * from './meal-events';
export * from './feed-token';
