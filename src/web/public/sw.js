// Larder's service worker: the app shell and every built asset are cached at install, so the
// plan, the shopping list and its ticks (kept in browser storage) open in the shop with no signal.
// What it keeps (issue #14): the shell and assets of the current build, pages as last seen (never
// a shared list's, whose address is its secret), and meal pictures and illustrations; never an
// /api/* answer other than a picture; and every cache holds at most so many entries, the oldest
// going first.
const SHELL_CACHE = 'larder-shell-v3';
// Pages as a cook last opened them, apart from the shell: sign-out deletes every cache whose name
// starts with 'larder-pages' (src/web/lib/forget-cook.ts); the shell and meal pictures stay.
const PAGES_CACHE = 'larder-pages-v1';
// Meal pictures and illustrations, apart too: the debug panel counts and clears this one
// (src/web/features/debug/browser-storage.ts, 'larder-images').
const PICTURES_CACHE = 'larder-images-v1';
const LIMITS = { [SHELL_CACHE]: 400, [PAGES_CACHE]: 30, [PICTURES_CACHE]: 200 };
// The plain app shell: any screen renders from it, offline included.
const SHELL = '/index.html';
// The shell's own files outside /assets/ (not hashed, so fetched fresh when online). A prerendered
// page starts the app through /start-app.js: without it offline, a page seen before stays inert.
const SHELL_FILES = ['/favicon.svg', '/theme-init.js', '/start-app.js', '/images/meal-placeholder.svg'];

/** Removes the oldest entries past the cache's limit (Cache.keys() lists them in the order added). */
async function trim(name) {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - LIMITS[name]))) await cache.delete(key);
}

async function keep(name, request, response) {
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trim(name);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const manifest = await fetch('/asset-manifest.json', { cache: 'no-store' }).then((r) => (r.ok ? r.json() : { files: [] }));
      const wanted = [SHELL, ...SHELL_FILES, ...manifest.files];
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(wanted);
      // Assets of earlier builds go: the shell cache holds this build.
      const current = new Set(wanted.map((path) => new URL(path, self.location.origin).href));
      for (const key of await cache.keys()) if (!current.has(key.url)) await cache.delete(key);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const known = new Set(Object.keys(LIMITS));
      for (const key of await caches.keys()) if (!known.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// Addresses that carry a secret token (src/server/features/shared-list/shared-list-links.ts sharedListPath).
const isSecretPage = (url) => url.pathname.startsWith('/shared/');
const isPicture = (url) => url.pathname.startsWith('/api/images/') || url.pathname.startsWith('/api/illustrations/');

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Pages: the network first (fresh app); offline, the page as last seen (some screens are
  // prerendered, so each address keeps its own), else the plain shell. A shared list's page is
  // never kept: its address holds the link's secret token, which a helper's browser must not keep.
  if (request.mode === 'navigate') {
    const page = url.origin + url.pathname;
    const secret = isSecretPage(url);
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (!secret && response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
            event.waitUntil(keep(PAGES_CACHE, page, response.clone()));
          }
          return response;
        })
        .catch(
          async () =>
            (await caches.match(page, { cacheName: PAGES_CACHE, ignoreVary: true })) ??
            (await caches.match(SHELL, { cacheName: SHELL_CACHE })) ??
            Response.error(),
        ),
    );
    return;
  }
  // The shell's unhashed files: the network first (a new build's), offline the copy from install.
  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(url.origin + url.pathname, { cacheName: SHELL_CACHE })) ?? Response.error()),
    );
    return;
  }
  // Hashed assets and meal pictures never change: the cache first. Only pictures come from /api/.
  const asset = url.pathname.startsWith('/assets/');
  if (asset || isPicture(url)) {
    const name = asset ? SHELL_CACHE : PICTURES_CACHE;
    event.respondWith(
      caches.match(request, { cacheName: name }).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            const type = response.headers.get('content-type') ?? '';
            if (response.ok && (asset || type.startsWith('image/'))) event.waitUntil(keep(name, request, response.clone()));
            return response;
          }),
      ),
    );
  }
  // Every other API call goes to the network as it is, and nothing of it is kept.
});
