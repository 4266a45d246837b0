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

/**
 * Serves the built SPA: files under the build folder, and index.html for every other GET, so
 * client routes (and the client's own 404 page) work on reload. Files are read once and kept.
 */
export function serveSpa(rootDir: string): MiddlewareHandler {
  const root = resolve(rootDir);
  const cache = new Map<string, CachedFile | null>();

  async function load(relativePath: string): Promise<CachedFile | null> {
    const cached = cache.get(relativePath);
    if (cached !== undefined) return cached;
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
    cache.set(relativePath, file);
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
    const file = asset ?? (await load('index.html'));
    if (!file) return next();
    return c.body(file.body, 200, {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
    });
  };
}
