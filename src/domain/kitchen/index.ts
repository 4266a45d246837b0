export * from './items';
export * from './sync';
