export * from './match-pantry';
export * from './storage-life-constants';
export * from './inventory';
export * from './inventory-math';
export * from './storage-life';
export * from './inventory-item';
export * from './inventory-commands';
export * from './inventory-view';
