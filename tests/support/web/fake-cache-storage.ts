/** The browser's CacheStorage in memory (jsdom has none): enough for what the page does with the service worker's caches. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(String(request instanceof Request ? request.url : request), response);
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(new URL(url, 'http://localhost')));
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(String(request instanceof Request ? request.url : request));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string): Promise<FakeCache> {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return cache;
  }
  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
}
