export * from './match-pantry';
