import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { addressKey, clientAddress, parseTrustProxy, type TrustProxy } from './client-address';

/** What clientAddress makes of a request from `peer` carrying `forwarded`, under TRUST_PROXY=`trust`. */
async function addressOf(trust: string, peer: string | undefined, forwarded?: string) {
  const parsed = parseTrustProxy(trust);
  if (typeof parsed === 'string') throw new Error(parsed);
  const app = new Hono<AppEnv>().get('/', (c) => c.json({ address: clientAddress(c, parsed as TrustProxy) ?? null }));
  const bindings = peer === undefined ? {} : { incoming: { socket: { remoteAddress: peer } } };
  const response = await app.request('/', { headers: forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded } }, bindings);
  return ((await response.json()) as { address: string | null }).address;
}

describe('TRUST_PROXY', () => {
  it.each([
    ['', 'none'],
    ['false', 'none'],
    ['0', 'none'],
    ['true', 'hops'],
    ['2', 'hops'],
    ['10.0.0.5', 'addresses'],
    ['10.0.0.0/8, 192.168.1.1, fd00::/8', 'addresses'],
    ['loopback', 'addresses'],
  ])('reads %j as %s', (value, kind) => {
    expect(parseTrustProxy(value)).toMatchObject({ kind });
  });

  it.each(['yes', '11', '10.0.0.0/33', '::1/129', 'proxy.example.com', '10.0.0.1/x'])('refuses %j with a message', (value) => {
    expect(parseTrustProxy(value)).toMatch(/not an address or a CIDR range|number of proxies/);
  });
});

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressOf('false', '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await addressOf('false', '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is unknown for a request with no socket and no trusted proxy: never the header', async () => {
    expect(await addressOf('false', undefined, '1.2.3.4')).toBeNull();
    expect(await addressOf('127.0.0.1', undefined, '1.2.3.4')).toBeNull();
  });

  it('counts proxies from the right with a hop count, so a forged left part is ignored', async () => {
    expect(await addressOf('1', '10.0.0.2', 'forged, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf('2', '10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await addressOf('2', '10.0.0.2', '203.0.113.9')).toBeNull();
    expect(await addressOf('1', '10.0.0.2')).toBeNull();
  });

  it('believes X-Forwarded-For only from a listed proxy, and skips listed proxies in it', async () => {
    expect(await addressOf('10.0.0.0/8', '10.0.0.2', 'forged, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await addressOf('10.0.0.0/8', '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await addressOf('loopback', '127.0.0.1', '2001:db8::1')).toBe('2001:db8::1');
    expect(await addressOf('loopback', '127.0.0.1')).toBeNull();
    expect(await addressOf('loopback', '127.0.0.1', 'not-an-address')).toBeNull();
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
