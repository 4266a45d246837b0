import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint-boundaries.js';

/** The page's code and the domain it imports write schemas with zod's functional API (vite.config.ts, zodFunctionalApiOnly). */
const FULL_ZOD = {
  name: 'zod',
  allowTypeImports: true,
  message: "Write schemas the page may load with 'zod/mini' (see zodFunctionalApiOnly in vite.config.ts).",
};
const PURE = {
  group: ['**/server/**', '**/web/**', 'hono*', 'react*', 'drizzle-orm*', 'pg', 'node:*'],
  message: 'src/domain and src/catalog are pure: no I/O, no server, no web.',
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.tmp', 'drizzle', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Type-aware checks: a promise nobody awaits loses its error; a switch on a union names every case.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // The page and the service worker run in a browser: its globals, and none of Node's.
    files: ['src/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
          name,
          message: 'The page runs in a browser: no Node globals.',
        })),
      ],
    },
  },
  {
    // The server runs in Node: no browser globals.
    files: ['src/server/**/*.ts', 'src/domain/**/*.ts', 'src/catalog/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: 'Server and shared code run in Node too: no browser globals.',
        })),
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Features do not import each other; shared pieces import no feature; screens and the app import features, never back.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // Dependencies point inward: domain and catalog know nothing of server or web.
    files: ['src/domain/**/*.ts', 'src/catalog/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [FULL_ZOD], patterns: [PURE] }] },
  },
  {
    // Full zod where the page never runs it (vite.config.ts, zodFunctionalApiOnly): the week planner's request and answer, and tests.
    files: ['src/domain/week-plan/suggest-schema.ts', 'src/domain/**/*.test.ts', 'src/catalog/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PURE] }] },
  },
  {
    // The web sees the server only as a type.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [FULL_ZOD],
          patterns: [
            { group: ['**/server/**'], allowTypeImports: true, message: 'The web imports only types from the server.' },
            {
              group: ['**/week-planner', '**/week-planner/**', 'highs'],
              allowTypeImports: true,
              message: 'The week planner runs on the server; the page calls POST /api/plans/suggest.',
            },
          ],
        },
      ],
    },
  },
);
