export * from './constants';
export * from './suggest-schema';
export * from './forecast-schema';
export * from './shared-food';
export * from './forecast-text';
export * from './planner-meal';
export * from './planner-inventory';
