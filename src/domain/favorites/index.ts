export * from './favorite';
