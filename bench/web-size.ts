import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from './lib';

/**
 * Gzip size of the JavaScript a browser loads for `/`: the entry script, its static imports
 * (modulepreload links) and the home screen's lazy chunk.
 */
export function webSizeFigures(distDir = 'dist/web'): Figure[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''));
  const entry = [...scripts][0];
  if (entry) {
    const entryCode = readFileSync(join(distDir, entry), 'utf8');
    const home = entryCode.match(/assets\/home-page-[\w-]+\.js/);
    if (home) scripts.add(`/${home[0]}`);
    // The home chunk's own static imports.
    if (home) {
      const homeCode = readFileSync(join(distDir, home[0]), 'utf8');
      for (const match of homeCode.matchAll(/from"\.\/([\w-]+\.js)"/g)) scripts.add(`/assets/${match[1]}`);
    }
  }
  const bytes = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path))).length, 0);
  return [{ name: 'JavaScript loaded by / (gzip)', value: bytes / 1024, unit: 'KB', budget: { max: 150 } }];
}
