export * from './match-pantry';
export * from './storage-life-constants';
export * from './inventory';
export * from './inventory-math';
export * from './storage-life';
