import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * TRUST_PROXY, parsed: no proxy (the socket's peer is the client), a fixed number of proxies in
 * front (the client is that many entries from the right of X-Forwarded-For), or the addresses of
 * the proxies (only a peer among them is believed, and the client is the first address from the
 * right of X-Forwarded-For that is not one of them).
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList; described: readonly string[] };

const LOOPBACK = ['127.0.0.0/8', '::1/128'];

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/** '::ffff:10.0.0.1' (how Node shows IPv4 on a dual-stack socket) is 10.0.0.1. */
export function plainAddress(address: string): string | undefined {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  const plain = mapped ?? trimmed;
  return family(plain) ? plain.toLowerCase() : undefined;
}

/** Parses TRUST_PROXY; a string answer is what is wrong with it. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  // `true` meant "one proxy in front" before hop counts existed.
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: 'hops', hops } : 'must be a number of proxies from 0 to 10, or a list of proxy addresses';
  }
  const list = new BlockList();
  const described: string[] = [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry]));
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const kind = family(address);
    const bits = kind === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? bits : /^\d+$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    if (!kind || !(prefix >= 0 && prefix <= bits)) {
      return `has "${entry}", which is not an address or a CIDR range (use e.g. 10.0.0.5, 10.0.0.0/8, loopback, or a number of proxies)`;
    }
    list.addSubnet(address, prefix, kind);
    described.push(`${address}/${prefix}`);
  }
  return described.length > 0 ? { kind: 'addresses', list, described } : { kind: 'none' };
}

function isTrusted(list: BlockList, address: string): boolean {
  const kind = family(address);
  return kind !== undefined && list.check(address, kind);
}

/** The address of the socket's other end; requests made in-process have none. */
function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client's address, or undefined when none can be trusted. Never read from a header the
 * client controls: X-Forwarded-For counts only as far as TRUST_PROXY says proxies wrote it.
 */
export function clientAddress(c: Context, trust: TrustProxy): string | undefined {
  const peer = peerAddress(c);
  if (trust.kind === 'none') return peer;
  if (trust.kind === 'addresses' && (!peer || !isTrusted(trust.list, peer))) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (trust.kind === 'hops') {
    if (trust.hops === 0) return peer;
    const entry = forwarded[forwarded.length - trust.hops];
    return entry === undefined ? undefined : plainAddress(entry);
  }
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const entry = plainAddress(forwarded[index] ?? '');
    if (!entry) return undefined;
    if (!isTrusted(trust.list, entry)) return entry;
  }
  return undefined;
}

/**
 * The key a client's requests are counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 (one household or one server gets a whole /64, and can pick any address in it).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail takes two groups; it lies past the first 64 bits either way.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const groups = address.includes('::') ? [...left, ...Array(8 - width(left) - width(right)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
