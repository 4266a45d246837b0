export * from './shared-list';
