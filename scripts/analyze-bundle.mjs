// What is in the web bundle: builds the front end once more (into a scratch folder) and lists,
// for the entry chunk and every chunk it imports statically, the modules inside by size, grouped
// by package. `node scripts/analyze-bundle.mjs [chunk-name-part ...]` lists those chunks instead.
// Sizes are rendered (minified, before gzip) bytes, as Rolldown reports them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const asked = process.argv.slice(2);
const outDir = mkdtempSync(join(tmpdir(), 'larder-analyze-'));
/** @type {Map<string, import('rollup').OutputChunk>} */
const chunks = new Map();
await build({
  configFile: resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'larder-analyze',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      },
    },
  ],
});
rmSync(outDir, { recursive: true, force: true });

/** The entry and everything it imports statically: what every screen loads first. */
function staticClosure(start) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  visit(start);
  return [...seen];
}

const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
const selected =
  asked.length > 0 ? [...chunks.keys()].filter((name) => asked.some((part) => name.includes(part))) : staticClosure(entry.fileName);

function packageOf(id) {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return match ? match[1] : id.replace(resolve('.') + '/', '').replace(/\/[^/]+$/, '/');
}

for (const name of selected) {
  const chunk = chunks.get(name);
  const byPackage = new Map();
  for (const [id, info] of Object.entries(chunk.modules)) {
    const key = packageOf(id);
    byPackage.set(key, (byPackage.get(key) ?? 0) + info.renderedLength);
  }
  const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${name}${chunk.isEntry ? ' (entry)' : ''}: ${(total / 1024).toFixed(1)} KB rendered; imports ${chunk.imports.join(', ') || 'nothing'}`,
  );
  for (const [key, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    if (size > 0) console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${key}`);
  }
}
