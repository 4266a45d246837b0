export * from './categories';
export * from './shopping-item';
