import { TEST_BASE_URL } from './test-app';

type Fetcher = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A browser-like client of the app for server tests: keeps cookies, sends the site's Origin
 * and a fixed client address (each client its own, so rate limits apply per client).
 */
export function createClient(app: Fetcher, ip: string) {
  const cookies = new Map<string, string>();
  async function request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { Origin: TEST_BASE_URL, 'X-Forwarded-For': ip, ...init.headers };
    if (cookies.size) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : typeof init.json === 'string' ? init.json : JSON.stringify(init.json),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return { request, cookies };
}

/** The JSON error body every refused request carries. */
export type ErrorBody = { error: { type: string; message: string; fields?: Record<string, string> } };

/** A response's JSON, read as the shape the test expects (the assertions check it). */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
