export * from './match-pantry';
export * from './storage-life-constants';
export * from './inventory';
export * from './inventory-math';
export * from './storage-life';
export * from './reminder';
export * from './waste-summary';
export * from './meal-for-item';
