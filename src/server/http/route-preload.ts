import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

function readManifest(rootDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(rootDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Every file a chunk needs, itself first, without what the page already loads. */
function filesOf(manifest: Manifest, key: string, skip: ReadonlySet<string>, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const own = skip.has(chunk.file) ? [] : [chunk.file];
  return [...own, ...(chunk.imports ?? []).flatMap((name) => filesOf(manifest, name, skip, seen))];
}

/**
 * A screen's code is a lazy chunk that the browser would only ask for once the main script has
 * run. Preloading it with the page saves that round trip. Screens follow one naming rule:
 * '/weekly-plan' is routes/weekly-plan/weekly-plan-page.tsx, '/' is routes/home/home-page.tsx.
 */
export function createRoutePreloader(rootDir: string): (path: string, html: string) => string {
  const manifest = readManifest(rootDir);
  if (!manifest) return (_path, html) => html;
  const entry = manifest['index.html'];
  const loaded = new Set(entry ? filesOf(manifest, 'index.html', new Set()) : []);
  const cache = new Map<string, string>();
  return (path, html) => {
    const segment = path.split('/').filter(Boolean)[0] ?? 'home';
    const key = `routes/${segment}/${segment}-page.tsx`;
    if (!manifest[key]) return html;
    let links = cache.get(key);
    if (links === undefined) {
      links = filesOf(manifest, key, loaded)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      cache.set(key, links);
    }
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
}
