export * from './export-file';
