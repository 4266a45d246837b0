export * from './event-json';
export * from './generation';
export * from './sse';
