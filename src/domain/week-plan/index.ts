export * from './constants';
export * from './suggest-schema';
