export * from './event-frame';
export * from './generation';
export * from './sse';
