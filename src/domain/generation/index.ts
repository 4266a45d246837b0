export * from './event-frame';
export * from './generation';
export * from './generation-schema';
export * from './own-api-key';
export * from './sse';
