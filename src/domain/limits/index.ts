export * from './limits';
export * from './json-shape';
