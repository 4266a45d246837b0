// Larder's service worker: the app shell and every built asset are cached at install, so the
// plan, the shopping list and its ticks (kept in browser storage) open in the shop with no signal.
const CACHE = 'larder-shell-v2';
// Pages as a cook last opened them, apart from the shell: sign-out deletes every cache whose name
// starts with 'larder-pages' (src/web/lib/forget-cook.ts); the shell and meal pictures stay.
const PAGES = 'larder-pages-v1';
// Meal pictures and illustrations, apart too: the debug panel counts and clears this one.
const IMAGES = 'larder-images-v1';
// The plain app shell: any screen renders from it, offline included.
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const manifest = await fetch('/asset-manifest.json', { cache: 'no-store' }).then((r) => (r.ok ? r.json() : { files: [] }));
      await cache.addAll([SHELL, '/favicon.svg', '/theme-init.js', '/start-app.js', '/images/meal-placeholder.svg', ...manifest.files]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (![CACHE, PAGES, IMAGES].includes(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Pages: the network first (fresh app); offline, the page as last seen (some screens are
  // prerendered, so each address keeps its own), else the plain shell.
  if (request.mode === 'navigate') {
    const page = url.origin + url.pathname;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(PAGES).then((cache) => cache.put(page, copy));
          }
          return response;
        })
        .catch(async () => (await caches.match(page, { ignoreVary: true })) ?? (await caches.match(SHELL)) ?? Response.error()),
    );
    return;
  }
  // Hashed assets and meal pictures never change: the cache first.
  const picture = url.pathname.startsWith('/api/illustrations/') || url.pathname.startsWith('/api/images/');
  if (url.pathname.startsWith('/assets/') || picture) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(picture ? IMAGES : CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
  // Other API calls go to the network as they are.
});
