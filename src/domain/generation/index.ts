export * from './generation';
