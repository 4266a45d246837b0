import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import { testDatabases } from '../../tests/support/test-databases';
import type { Database } from './db/database';

function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larder-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app-1234.js'), 'console.log("app")');
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'prerendered', 'index.html'), '<!doctype html><div id="root" inert><h1>Home, prerendered</h1></div>');
  writeFileSync(join(dir, 'prerendered', 'weekly-plan.html'), '<!doctype html><div id="root" inert><h1>Weekly Meal Plan</h1></div>');
  return dir;
}

describe.each(testDatabases())('app on $name', ({ open }) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await open();
    app = createTestApp(database, { staticDir: builtSpa() });
  });
  afterAll(() => database.close());

  it('answers the health check with the database up', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = createTestApp({ ...database, ping: () => Promise.reject(new Error('gone')) });
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it.each(['GET', 'POST', 'DELETE'])('answers an unknown API route (%s) with a JSON 404', async (method) => {
    const response = await app.request('/api/no-such-thing', { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { type: 'not_found', message: `Nothing is found at ${method} /api/no-such-thing.` },
    });
  });

  it.each(['/', '/planner', '/weekly-plan', '/a/deep/unknown/route'])('serves the SPA for the client route %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<div id="root"');
  });

  it('serves built assets with a long cache and index.html with none', async () => {
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a prerendered screen with its page, and every other route with the plain shell', async () => {
    expect(await (await app.request('/')).text()).toContain('Home, prerendered');
    const plan = await app.request('/weekly-plan/');
    expect(await plan.text()).toContain('<h1>Weekly Meal Plan</h1>');
    expect(plan.headers.get('vary')).toMatch(/Cookie/);
    expect(await (await app.request('/planner')).text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('gives a cook who collapsed the sidebar the plain shell, not a page drawn with it open', async () => {
    const response = await app.request('/weekly-plan', { headers: { Cookie: 'theme=x; sidebar_state=false' } });
    expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
    const expanded = await app.request('/weekly-plan', { headers: { Cookie: 'sidebar_state=true' } });
    expect(await expanded.text()).toContain('Weekly Meal Plan');
  });

  it('answers a missing asset with 404 rather than the SPA', async () => {
    expect((await app.request('/assets/missing-9999.js')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    const response = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('sends security headers with a CSP that allows only its own scripts', async () => {
    for (const path of ['/', '/api/health', '/api/nope']) {
      const { headers } = await app.request(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
