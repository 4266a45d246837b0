export * from './purchase-record';
export * from './merge-purchases';
