export * from './purchase-record';
