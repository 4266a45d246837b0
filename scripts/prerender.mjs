// Runs after `vite build`: renders the screens listed in src/web/prerender.tsx to HTML, so the
// server can answer them with a page that paints before the app's script has arrived.
//
// Each page is the built index.html with the rendered app in #root (inert: nothing on it works
// until the app takes over) and the app's script started by /start-app.js after the first paint
// instead of competing with the stylesheet for a slow connection.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = resolve('dist/web');
const ssrDir = resolve('dist/prerender');
const outDir = join(webDir, 'prerendered');

await build({
  configFile: resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: resolve('src/web/prerender.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});

const { prerender, PRERENDERED_PATHS } = await import(pathToFileURL(join(ssrDir, 'prerender.js')).href);
const template = readFileSync(join(webDir, 'index.html'), 'utf8');

const entryScripts = [...template.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)];
if (entryScripts.length !== 1) throw new Error(`expected one module script in index.html, found ${entryScripts.length}`);
const [entryTag, entrySrc] = entryScripts[0];
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  const app = await prerender(path);
  const page = template
    .replace(entryTag, `<script src="/start-app.js" data-entry="${entrySrc}" defer></script>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert>${app}</div>`);
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  writeFileSync(join(outDir, file), page);
  console.log(`prerendered ${path} → dist/web/prerendered/${file} (${Math.round(page.length / 1024)} KB)`);
}
rmSync(ssrDir, { recursive: true, force: true });
