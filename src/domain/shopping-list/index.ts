export * from './categories';
export * from './shopping-item';
export * from './categorise';
export * from './build-shopping-list';
export * from './week-shopping-list';
export * from './item-key';
