import { preparePglite } from './pglite';

// The server's first module (main.ts imports it before the rest): with no DATABASE_URL the
// embedded database is used, and its WebAssembly compiles while the rest of the server is
// evaluated. The environment is checked in full later; a wrong DATABASE_URL still stops the start.
if (!process.env.DATABASE_URL) preparePglite();
