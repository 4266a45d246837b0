import { isIP } from 'node:net';

/** An address as bytes: 4 for IPv4, 16 for IPv6 (zone ids and brackets removed), or undefined. */
export function addressBytes(address: string): number[] | undefined {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(ip);
  if (version === 4) return ip.split('.').map(Number);
  if (version !== 6) return undefined;
  // A dotted IPv4 tail ('::ffff:10.0.0.1') is two more 16-bit words.
  const text = ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_whole, a: string, b: string, c: string, d: string) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((word) => word.toString(16)).join(':'),
  );
  const [left = '', right] = text.split('::');
  const words = (part: string) => (part ? part.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const head = words(left);
  const tail = right === undefined ? [] : words(right);
  const all = right === undefined ? head : [...head, ...Array<number>(Math.max(0, 8 - head.length - tail.length)).fill(0), ...tail];
  if (all.length !== 8 || all.some((word) => !Number.isInteger(word) || word < 0 || word > 0xffff)) return undefined;
  return all.flatMap((word) => [word >> 8, word & 0xff]);
}

type Range = { bytes: number[]; bits: number };

function range(cidr: string): Range {
  const [address = '', bits = '0'] = cidr.split('/');
  const bytes = addressBytes(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, bits: Number(bits) };
}

function within(bytes: readonly number[], { bytes: start, bits }: Range): boolean {
  if (bytes.length !== start.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = bits - bit >= 8 ? 0xff : (0xff << (8 - (bits - bit))) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((start[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

/**
 * Addresses the server must never fetch from: this machine, private networks, carrier-grade NAT,
 * link-local (the cloud metadata service at 169.254.169.254), documentation and benchmark
 * ranges, multicast and reserved space; IPv6 loopback, unique-local, link-local, site-local and
 * multicast; and every IPv6 form that carries an IPv4 address (mapped, translated, compatible, NAT64, 6to4,
 * Teredo), so a private IPv4 address cannot be reached dressed as IPv6.
 */
const BLOCKED: readonly Range[] = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/96',
  '::ffff:0:0/96',
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/32',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
].map(range);

/** Whether an IP address is a public one the server may connect to. Anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  return !BLOCKED.some((blocked) => within(bytes, blocked));
}
