import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { lucideOwnIcons } from './scripts/vite/lucide-own-icons.ts';
import { minifiedPublicScripts } from './scripts/vite/minified-public-scripts.ts';

/** Lists every built file in asset-manifest.json, for the service worker to cache at install. */
function assetManifest(): Plugin {
  return {
    name: 'larder-asset-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .map((name) => `/${name}`);
      this.emitFile({ type: 'asset', fileName: 'asset-manifest.json', source: JSON.stringify({ files }) });
    },
  };
}

/**
 * Marks the entry chunk for eager compilation (V8's explicit compile hints, a magic comment on
 * its first line): nearly all of its functions run while the page starts, so Chrome compiles
 * them on a background thread as the script streams in rather than one by one on the main
 * thread. Other browsers read a comment. Written after the bundle, as Vite adds its own
 * preamble to the chunk last.
 */
function compileHints(): Plugin {
  return {
    name: 'larder-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry || !options.dir) continue;
        const file = join(options.dir, output.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * Where each of zod's two APIs is used, decided here once. Code the page may load (src/web, and
 * every module of src/domain and src/catalog) writes its schemas with the functional API,
 * `zod/mini`, which the bundler trims to what is used; the full API puts every method on every
 * schema, so one module written with it brings all of zod's core to each screen that reads a
 * schema (decision 0015). The full API, `zod`, is used where the page never runs it: the
 * server (src/server: its environment, request validation, backups, and the model's meal
 * schema, whose `.describe()` texts become the JSON schema the model is sent), tests, and one
 * domain module read only by the server at run time, the week planner's request and answer
 * (src/domain/week-plan/suggest-schema.ts; the page imports its types alone). ESLint refuses
 * `zod` elsewhere (eslint.config.js), and this plugin fails the browser build if full zod
 * reaches it all the same. On the server, request validation sets zod's English messages for
 * both APIs (src/server/http/validate.ts).
 */
function zodFunctionalApiOnly(): Plugin {
  const classic = /[\\/]zod[\\/]v4[\\/]classic[\\/]/;
  return {
    name: 'larder-zod-functional-api-only',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = new Set(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? Object.keys(output.modules) : [])));
      const entry = [...modules].find((id) => classic.test(id));
      if (!entry) return;
      // The app's modules in the bundle that import it, for the message.
      const users = new Set<string>();
      const seen = new Set<string>();
      const queue = [entry];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        if (id.includes('node_modules')) queue.push(...(this.getModuleInfo(id)?.importers ?? []));
        else if (modules.has(id)) users.add(id.replace(/^.*[\\/]src[\\/]/, 'src/'));
      }
      this.error(
        `zod's full API ('zod') is in the browser's code, imported by ${[...users].join(', ')}: write those schemas with 'zod/mini'`,
      );
    },
  };
}

/**
 * Preloads the Latin face of Inter, the one font every screen draws its text in. Unasked, the
 * browser requests it only when the app first lays out text: on a screen the app draws (meal
 * selection, home) that is once the cook's content is on the page, so the font arrived after
 * it and every line was laid out a second time (a task of 45–52 ms unthrottled, decision 0024).
 * The other faces (Cyrillic, Greek, Vietnamese) are fetched only for text that needs them.
 */
function fontPreload(): Plugin {
  const face = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'larder-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => face.test(name));
        if (!file) throw new Error('the Latin face of Inter is not in the build: its preload link has nothing to point to');
        return [
          { tag: 'link', attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
  };
}

/** Lazy chunks loaded in the background (see `modulePreload` below). */
const BACKGROUND_CHUNK = /[\\/](plan-views|projection-writer)-[^/]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    lucideOwnIcons(),
    assetManifest(),
    compileHints(),
    ...(isSsrBuild ? [] : [zodFunctionalApiOnly(), minifiedPublicScripts(), fontPreload()]),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Code nobody waits for loads its imports natively, as the browser reads them, rather than
    // the page appending a preload link per import on the main thread in one task: the plan's
    // views, fetched during the weekly plan's second of skeletons (59 links, 180 ms of a
    // throttled phone), and the session values' writer, which runs after every screen has
    // started (its links were 45 ms of one; decision 0015). Any lazy screen keeps its preload
    // list: the cook is waiting for it.
    modulePreload: {
      resolveDependencies: (filename, deps) => (BACKGROUND_CHUNK.test(filename) ? [] : deps),
    },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The domain and the catalog are pure (no module there does anything when it is
          // imported), so a module none of whose exports a screen uses is left out: home takes
          // `formatPence` from `domain/meal` without the meal schemas beside it, and with them the
          // schemas library (zod, about 26 KB gzip; decision 0015). The prerender's server build
          // keeps the default.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/](domain|catalog)[\\/]/.test(id) },
          // A screen's code comes in a handful of files rather than 15–57 (decision 0015). Left to
          // itself, the bundler gives every set of screens that shares a module a chunk of its
          // own: the planner fetched 42 files, most under 1 KB (an icon, a constant), and each
          // one cost a phone a round trip and its main thread a request. Common chunks under
          // 32 KB of source are copied into the chunks that use them instead; the bundler's
          // runtime keeps one instance of each module however many copies are loaded, so a
          // module's state (a cache, a React context) is shared as before. Larger ones, zod and
          // the dialogs' Radix parts, stay files of their own, fetched once. This needs the
          // bundler to keep modules' execution order itself (strictExecutionOrder), which it
          // turns on, and entry signatures it may trim. Style sheets stay files, as Vite asks.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 32 * 1024, exclude: /\.css(\?|$)/ },
            },
          },
        },
  },
  // The prerender bundles lucide-react's ES modules too, so its icons are drawn by the same
  // factory as the page's (scripts/vite/lucide-own-icons.ts).
  ssr: { noExternal: ['lucide-react'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
