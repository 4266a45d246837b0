export * from './match-pantry';
export * from './storage-life-constants';
export * from './inventory';
export * from './inventory-math';
export * from './storage-life';
export * from './reminder';
export * from './waste-summary';
export * from './meal-for-item';
export * from './inventory-item';
export * from './inventory-input';
export * from './inventory-commands';
export * from './inventory-view';
// The pantry flow's rules (holdings, purchases-to-inventory, pantry-check, cooking, leftovers,
// meal-dates, use-up, going-off) are imported by their own paths: kept out of this index so a screen
// that needs one pantry rule does not carry them all.
