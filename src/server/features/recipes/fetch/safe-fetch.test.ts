import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundError, safeFetch, type Resolver, type SafeFetchOptions } from './safe-fetch';

/**
 * The guard against fetching private addresses. A fixture server listens on 127.0.0.1; the
 * tests name it through an injected resolver and allow exactly that address, so every private
 * address (10/8, 169.254.169.254, IPv6 local) is refused before a connection, and no test ever
 * connects anywhere but loopback.
 */

const PAGE = '<html><body><h1>Soup</h1></body></html>';
let server: Server;
let port = 0;
const requests: string[] = [];
const open = new Set<Socket>();

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const path = request.url ?? '/';
    if (path === '/recipe') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'tracking=1' });
      response.end(request.headers.cookie ? 'cookie sent' : `${PAGE}<!-- ${request.headers['user-agent']} -->`);
    } else if (path === '/to-recipe') {
      response.writeHead(302, { Location: '/recipe' }).end();
    } else if (path === '/to-private') {
      response.writeHead(302, { Location: 'http://10.0.0.5/recipe' }).end();
    } else if (path === '/to-metadata') {
      response.writeHead(301, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (path === '/to-private-name') {
      response.writeHead(307, { Location: `http://intranet.test:${port}/recipe` }).end();
    } else if (path === '/loop') {
      response.writeHead(302, { Location: '/loop' }).end();
    } else if (path === '/big') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(2_000_000) });
      response.end('x'.repeat(2_000_000));
    } else if (path === '/big-chunked') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      for (let i = 0; i < 40; i += 1) response.write('y'.repeat(50_000));
      response.end();
    } else if (path === '/bomb') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      response.end(gzipSync(Buffer.alloc(20_000_000)));
    } else if (path === '/gzip') {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
      response.end(gzipSync(PAGE));
    } else if (path === '/slow') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.write('<html>');
    } else if (path === '/forbidden') {
      response.writeHead(403).end('no bots');
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of open) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** recipes.test is the fixture server; intranet.test and metadata.test are private; rebind.test changes its answer. */
function resolver(calls: string[] = []): Resolver {
  let rebinds = 0;
  return async (hostname) => {
    calls.push(hostname);
    switch (hostname) {
      case 'recipes.test':
        return [{ address: '127.0.0.1', family: 4 }];
      case 'intranet.test':
        return [{ address: '10.1.2.3', family: 4 }];
      case 'metadata.test':
        return [{ address: '169.254.169.254', family: 4 }];
      case 'six.test':
        return [{ address: '::1', family: 6 }];
      case 'ula.test':
        return [{ address: 'fd12:3456::1', family: 6 }];
      case 'mixed.test':
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '192.168.0.10', family: 4 },
        ];
      case 'rebind.test':
        rebinds += 1;
        return [{ address: rebinds === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      default:
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    }
  };
}

const fixture = (overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: 1_000_000,
  timeoutMs: 2_000,
  accept: 'text/html',
  resolve: resolver(),
  alsoAllow: (address) => address === '127.0.0.1',
  ...overrides,
});

async function problemOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.problem;
    throw error;
  }
  return 'fetched';
}

describe('safeFetch refuses private addresses before connecting', () => {
  it.each([
    ['loopback by address', () => `http://127.0.0.1:${port}/recipe`],
    ['loopback by name', () => `http://localhost:${port}/recipe`],
    ['the IPv6 loopback', () => `http://[::1]:${port}/recipe`],
    ['an IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}/recipe`],
    ['loopback written as a number', () => `http://2130706433:${port}/recipe`],
  ])('%s, with no exception for the fixture server', async (_name, url) => {
    const before = requests.length;
    const options = fixture({ alsoAllow: undefined, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await problemOf(safeFetch(url(), options))).toBe('blocked-address');
    expect(requests.length).toBe(before);
  });

  it.each([
    ['10/8', 'http://10.0.0.8/'],
    ['172.16/12', 'http://172.20.1.1/'],
    ['192.168/16', 'http://192.168.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['the metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['a name resolving to 10/8', 'http://intranet.test/'],
    ['a name resolving to the metadata service', 'http://metadata.test/'],
    ['a name resolving to the IPv6 loopback', 'http://six.test/'],
    ['a name resolving to IPv6 unique-local', 'http://ula.test/'],
    ['a name with one private answer among public ones', 'https://mixed.test/'],
  ])('%s', async (_name, url) => {
    expect(await problemOf(safeFetch(url, fixture()))).toBe('blocked-address');
  });

  it.each([
    ['to 10/8', '/to-private'],
    ['to the metadata service', '/to-metadata'],
    ['to a name resolving to 10/8', '/to-private-name'],
  ])('follows no redirect %s', async (_name, path) => {
    const before = requests.length;
    expect(await problemOf(safeFetch(`http://recipes.test:${port}${path}`, fixture()))).toBe('blocked-address');
    expect(requests.slice(before)).toEqual([path]);
  });

  it('connects to the address it checked, so a second DNS answer cannot rebind it', async () => {
    const calls: string[] = [];
    const page = await safeFetch(`http://rebind.test:${port}/recipe`, fixture({ resolve: resolver(calls) }));
    expect(page.body.toString()).toContain('<h1>Soup</h1>');
    expect(calls).toEqual(['rebind.test']);
  });

  it.each(['ftp://recipes.test/x', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:secret@recipes.test/', 'not a url'])(
    'refuses %s',
    async (url) => {
      expect(await problemOf(safeFetch(url, fixture()))).toBe('invalid-url');
    },
  );

  it('lets everything through with IMPORT_ALLOW_PRIVATE_HOSTS, for tests only', async () => {
    const page = await safeFetch(`http://127.0.0.1:${port}/recipe`, fixture({ alsoAllow: undefined, allowPrivateHosts: true }));
    expect(page.status).toBe(200);
  });
});

describe('safeFetch on the fixture server', () => {
  it('fetches a page like a browser: its user agent, no cookies sent, redirects followed', async () => {
    const page = await safeFetch(`http://recipes.test:${port}/to-recipe`, fixture());
    expect(page.url).toBe(`http://recipes.test:${port}/recipe`);
    expect(page.contentType).toMatch(/text\/html/);
    expect(page.body.toString()).toMatch(/<h1>Soup<\/h1>.*<!-- Mozilla\/5\.0 .*Chrome/s);
    const again = await safeFetch(`http://recipes.test:${port}/recipe`, fixture());
    expect(again.body.toString()).not.toBe('cookie sent');
  });

  it('reads a compressed page', async () => {
    expect((await safeFetch(`http://recipes.test:${port}/gzip`, fixture())).body.toString()).toBe(PAGE);
  });

  it.each([
    ['declared too large', '/big'],
    ['streamed too large', '/big-chunked'],
    ['too large once decompressed', '/bomb'],
  ])('stops a page %s', async (_name, path) => {
    expect(await problemOf(safeFetch(`http://recipes.test:${port}${path}`, fixture()))).toBe('too-large');
  });

  it('gives up on a page that stops sending, at the time limit', async () => {
    const started = Date.now();
    expect(await problemOf(safeFetch(`http://recipes.test:${port}/slow`, fixture({ timeoutMs: 300 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops after too many redirects', async () => {
    expect(await problemOf(safeFetch(`http://recipes.test:${port}/loop`, fixture()))).toBe('too-many-redirects');
  });

  it('says when a site refuses, and when a site does not exist', async () => {
    const refused = safeFetch(`http://recipes.test:${port}/forbidden`, fixture());
    await expect(refused).rejects.toMatchObject({ problem: 'http-status', status: 403, message: expect.stringMatching(/paste the page/) });
    expect(await problemOf(safeFetch('http://nowhere.test/', fixture()))).toBe('unknown-host');
  });
});
