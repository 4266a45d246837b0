export * from './match-pantry';
export * from './storage-life-constants';
