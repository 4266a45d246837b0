export * from './items';
export * from './sync';
export * from './limits';
export * from './check-change';
export * from './dates';
export * from './from-plan-document';
export * from './resolve-changes';
