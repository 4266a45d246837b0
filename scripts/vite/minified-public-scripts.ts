import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';

/** The page's own scripts outside the bundle: loaded by every page before the app. */
const START_SCRIPTS = ['theme-init.js', 'start-app.js'];

/**
 * The scripts every page loads before the app (the theme applied before the first paint, the
 * prerendered page's start) are copied from `public/` as written, with their comments. They are
 * sent minified: about a third of their gzip size on every screen (decision 0015). Only their
 * spelling changes (no syntax is lowered), and the sources stay readable.
 */
export function minifiedPublicScripts(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'larder-minified-public-scripts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      for (const name of START_SCRIPTS) {
        const path = join(outDir, name);
        if (!existsSync(path)) this.error(`${name} is missing from ${outDir}: it was in the public folder`);
        writeFileSync(path, transformSync(readFileSync(path, 'utf8'), { loader: 'js', minify: true, legalComments: 'none' }).code);
      }
    },
  };
}
