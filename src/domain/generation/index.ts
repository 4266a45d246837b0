export * from './generation';
export * from './sse';
