import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPool, signUpAndVerify } from '../../../tests/support/accounts';
import { createMemoryMailer, createTestApp } from '../../../tests/support/test-app';
import { openMemoryDatabase } from '../../../tests/support/test-databases';
import type { Database } from '../db/database';

/**
 * docs/design.md §8: security headers (CSP included) on every response; cookies httpOnly and
 * SameSite=Lax, and Secure behind HTTPS. Headers do not depend on the database, so one
 * in-memory PGlite serves the whole file.
 */

const HTTPS_BASE = 'https://larder.example.com';

function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larder-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {}');
  return dir;
}

/** The CSP's directives by name: `{ 'script-src': ["'self'"], … }`. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** Where a browser looks for what scripts may run: script-src-elem/-attr, then script-src, then default-src. */
function scriptSources(policy: Map<string, string[]>): string[] {
  const fallback = policy.get('script-src') ?? policy.get('default-src') ?? [];
  return [...(policy.get('script-src-elem') ?? fallback), ...(policy.get('script-src-attr') ?? fallback)];
}

const PAGES = [
  ['an HTML page', '/', /^text\/html/, 200],
  ['a client route of the SPA', '/weekly-plan', /^text\/html/, 200],
  ['an API answer', '/api/health', /^application\/json/, 200],
  ['an API config answer', '/api/config/check', /^application\/json/, 200],
  ['a Better Auth answer', '/api/auth/get-session', /^application\/json/, 200],
  ['an error answer (unknown API route)', '/api/no-such-thing', /^application\/json/, 404],
  ['an error answer (signed out)', '/api/favorites', /^application\/json/, 401],
  ['an error answer (bad query)', '/api/illustrations/meal.svg', /^application\/json/, 400],
  ['an error answer (missing asset)', '/assets/missing.js', /^application\/json/, 404],
  ['the SVG illustration', '/api/illustrations/meal.svg?name=Dal&i=onion', /^image\/svg\+xml/, 200],
] as const;

describe('security headers and cookies', () => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let httpsApp: ReturnType<typeof createTestApp>;
  const mailer = createMemoryMailer();
  const nextIp = addressPool(60);
  const staticDir = builtSpa();

  beforeAll(async () => {
    database = await openMemoryDatabase();
    app = createTestApp(database, { mailer, staticDir });
    httpsApp = createTestApp(database, { mailer, staticDir, envOverrides: { BASE_URL: HTTPS_BASE } });
  });
  afterAll(async () => {
    await database.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe.each(PAGES)('on %s (%s)', (_, path, type, status) => {
    let headers: Headers;
    beforeAll(async () => {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(type);
      headers = response.headers;
    });

    it('has a CSP that runs no inline script, no eval and no script from elsewhere', () => {
      const policy = directives(headers.get('content-security-policy') ?? '');
      const sources = scriptSources(policy);
      expect(sources.length).toBeGreaterThan(0);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain("'unsafe-hashes'");
      expect(sources.every((source) => ["'self'", "'none'"].includes(source) || /^'(nonce|sha256|sha384|sha512)-/.test(source))).toBe(true);
    });

    it("allows no plugins: object-src 'none'", () => {
      const policy = directives(headers.get('content-security-policy') ?? '');
      expect(policy.get('object-src') ?? policy.get('default-src')).toEqual(["'none'"]);
    });

    it("forbids framing: frame-ancestors 'none' (and X-Frame-Options DENY for old browsers)", () => {
      expect(directives(headers.get('content-security-policy') ?? '').get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers.get('x-frame-options')).toBe('DENY');
    });

    it('sends X-Content-Type-Options: nosniff and a Referrer-Policy that keeps paths private', () => {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });

    it('sends no Strict-Transport-Security over plain http', () => {
      expect(headers.get('strict-transport-security')).toBeNull();
    });
  });

  it("keeps the illustration's own stricter CSP (default-src 'none') instead of replacing it with the page CSP", async () => {
    const response = await app.request('/api/illustrations/meal.svg?name=Dal');
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src') ?? ["'none'"]).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('over http (BASE_URL http://localhost:3000): session cookies are HttpOnly and SameSite=Lax, not Secure', async () => {
    const client = await signUpAndVerify(app, mailer, { email: 'http@example.com', ip: nextIp() });
    const response = await client.request('/api/auth/sign-in/email', { json: { email: 'http@example.com', password: 'correct horse' } });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith('better-auth.session_token='))).toBe(true);
    for (const line of cookies) {
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).not.toMatch(/;\s*Secure/i);
      expect(line).not.toMatch(/^__(Secure|Host)-/);
    }
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  describe('behind https (BASE_URL https://larder.example.com)', () => {
    const origin = { Origin: HTTPS_BASE };
    let signIn: Response;
    let client: Awaited<ReturnType<typeof signUpAndVerify>>;

    beforeAll(async () => {
      client = await signUpAndVerify(httpsApp, mailer, { email: 'https@example.com', ip: nextIp(), headers: origin });
      signIn = await client.request('/api/auth/sign-in/email', {
        json: { email: 'https@example.com', password: 'correct horse' },
        headers: origin,
      });
      expect(signIn.status).toBe(200);
    });

    it('sets every cookie Secure, HttpOnly and SameSite=Lax, under the __Secure- prefix', () => {
      const cookies = signIn.headers.getSetCookie();
      expect(cookies.some((line) => line.startsWith('__Secure-better-auth.session_token='))).toBe(true);
      for (const line of cookies) {
        expect(line).toMatch(/^__Secure-better-auth\./);
        expect(line).toMatch(/;\s*Secure/i);
        expect(line).toMatch(/;\s*HttpOnly/i);
        expect(line).toMatch(/;\s*SameSite=Lax/i);
      }
    });

    it('reads the __Secure- session cookie back', async () => {
      const session = await client.request('/api/auth/get-session', { headers: origin });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe('https@example.com');
      expect((await client.request('/api/favorites', { headers: origin })).status).toBe(200);
    });

    it.each(PAGES.map(([name, path, , status]) => [name, path, status] as const))(
      'sends Strict-Transport-Security on %s',
      async (_, path, status) => {
        const response = await httpsApp.request(path, { headers: origin });
        expect(response.status).toBe(status);
        expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      },
    );

    it('sends it on the sign-in answer too', () => {
      expect(signIn.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    });
  });
});
