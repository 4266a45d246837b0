export * from './app-error';
export * from './error-toasts';
export * from './http-timeouts';
