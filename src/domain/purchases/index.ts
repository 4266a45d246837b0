export * from './constants';
export * from './purchase-record';
export * from './merge-purchases';
