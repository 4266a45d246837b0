import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { lucideOwnIcons } from './scripts/vite/lucide-own-icons.ts';

export default defineConfig({
  plugins: [react(), lucideOwnIcons()],
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where a
    // test file mostly waits on a database, a server or a timer. One worker per core halves CI's
    // suite; VITEST_MAX_WORKERS overrides it (CI runs a second pass beside the browser tests with 1).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/catalog/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          // lucide-react's ES modules, as the page's build reads them, through the build's plugins,
          // so its icons are made as on the page (scripts/vite/lucide-own-icons.ts); Node's
          // condition would pick its one-file CommonJS build.
          alias: [{ find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' }],
          server: { deps: { inline: [/lucide-react/] } },
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/support/web/setup.ts'],
          // Generous: CI shares two cores between jsdom, PGlite and a browser.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
