export * from './iso-date';
export * from './iso-date-schema';
