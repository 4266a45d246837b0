export * from './constants';
export * from './preferences';
