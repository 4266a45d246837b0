export * from './credentials';
export * from './sign-in-delay';
