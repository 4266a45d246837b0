import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

type CachedFile = { body: Uint8Array<ArrayBuffer>; type: string; cacheControl: string };

/** Spec shell §9's cookie: a collapsed sidebar, which the prerendered pages (drawn expanded) do not show. */
const COLLAPSED_SIDEBAR = /(?:^|;\s*)sidebar_state=false(?:;|$)/;

/** The pages scripts/prerender.mjs built (see src/web/prerender.tsx), by route: '' for '/'. */
function prerenderedPages(root: string): Map<string, string> {
  const dir = join(root, 'prerendered');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.html')) : [];
  return new Map(files.map((name) => [name === 'index.html' ? '' : name.slice(0, -'.html'.length), `prerendered/${name}`]));
}

/**
 * Serves the built SPA: files under the build folder, and for every other GET the route's
 * prerendered page or index.html, so client routes (and the client's own 404 page) work on
 * reload. Files are read once and kept.
 */
export function serveSpa(rootDir: string): MiddlewareHandler {
  const root = resolve(rootDir);
  const prerendered = prerenderedPages(root);
  // Files found are kept; a miss is not, so requests for made-up addresses cannot grow it.
  const cache = new Map<string, CachedFile>();

  /**
   * The route's prerendered page, when there is one and it looks like what the cook will see: a
   * cook who collapsed the sidebar gets the plain shell rather than a page that jumps when the
   * app starts.
   */
  function prerenderedFile(path: string, cookie: string | undefined): string | undefined {
    if (cookie && COLLAPSED_SIDEBAR.test(cookie)) return undefined;
    return prerendered.get(path.replace(/\/+$/, ''));
  }

  async function load(relativePath: string): Promise<CachedFile | null> {
    const cached = cache.get(relativePath);
    if (cached) return cached;
    const fullPath = normalize(join(root, relativePath));
    let file: CachedFile | null = null;
    if (fullPath.startsWith(root + sep)) {
      const info = await stat(fullPath).catch(() => null);
      if (info?.isFile()) {
        const immutable = relativePath.startsWith('assets/');
        file = {
          body: new Uint8Array(await readFile(fullPath)),
          type: TYPES[extname(fullPath)] ?? 'application/octet-stream',
          cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        };
      }
    }
    if (file) cache.set(relativePath, file);
    return file;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(c.req.path).replace(/^\/+/, '');
    } catch {
      path = '';
    }
    const asset = path ? await load(path) : null;
    // A missing file with an extension is a real 404, not a client route.
    if (!asset && extname(path) !== '') return next();
    if (asset) return c.body(asset.body, 200, { 'Content-Type': asset.type, 'Cache-Control': asset.cacheControl });
    const pageFile = prerenderedFile(path, c.req.header('cookie'));
    const page = (pageFile ? await load(pageFile) : null) ?? (await load('index.html'));
    if (!page) return next();
    return c.body(page.body, 200, { 'Content-Type': page.type, 'Cache-Control': page.cacheControl, Vary: 'Cookie' });
  };
}
