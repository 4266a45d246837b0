export * from './config-check';
