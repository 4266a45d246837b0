// Bundles the server into dist/server/main.js and the backup tool into dist/server/backup-cli.js,
// packages included and minified: a restart then reads and compiles one file instead of resolving,
// reading and linking some 1,500 modules, which took half of it (docs/decisions/0020-server-start.md).
//
// Packages that read files beside their own modules stay in node_modules: PGlite (its
// WebAssembly and file-system bundle), the calendar's time zones (`zones/*.ics` from __dirname,
// which an ES module bundle does not have) and pino (its transports' worker files). Bundled
// CommonJS packages (nodemailer, pg) call `require` for Node's built-in modules, which an ES
// module does not have: the banner gives them one.
//
// Code the server needs only for some requests or settings (the model's SDK, nodemailer, the
// calendar's generator, node-postgres) is imported where it is used and split into `chunks/`,
// read when first needed; code shared by the two entries is in `chunks/` too
// (docs/decisions/0020-server-start.md).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * Zod's namespace (`z`) re-exports its error messages in some fifty languages (`z.locales`, about
 * 300 KB, a tenth of what the server compiled at start); the server only ever uses English, which
 * Zod configures itself. Its index of languages is built as English alone
 * (docs/decisions/0020-server-start.md).
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(importer)
        ? { path: join(dirname(importer), '../locales/index.js'), namespace: 'zod-locales' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, ({ path }) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(path),
    }));
  },
};

// Chunks are named by their content: a rebuild must not leave the last build's beside them.
rmSync('dist/server/chunks', { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/server/main.ts', 'backup-cli': 'src/server/backup/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  external: ['@electric-sql/pglite', '@touch4it/ical-timezones', 'pino', 'pg-native'],
  banner: {
    js: "import { createRequire as __larderCreateRequire } from 'node:module'; const require = __larderCreateRequire(import.meta.url);",
  },
  // Whitespace and syntax only: a stack trace in the log still names its functions.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [zodEnglishOnly],
});
console.log('server bundled: dist/server/main.js, dist/server/backup-cli.js');
