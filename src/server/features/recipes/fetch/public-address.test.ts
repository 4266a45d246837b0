import { describe, expect, it } from 'vitest';
import { addressBytes, isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    // IPv4-translated (SIIT, RFC 2765): ::ffff:0:a.b.c.d, dotted and in hex.
    '::ffff:0:10.0.0.1',
    '::ffff:0:a00:1',
    '::ffff:0:7f00:1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '::1',
    '::',
    'fd00::1',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '[::1]',
    'not an address',
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '151.101.1.140',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4009:81f::200e',
    '[2001:4860:4860::8888]',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('addressBytes', () => {
  it('expands IPv6 forms to 16 bytes', () => {
    expect(addressBytes('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(addressBytes('::ffff:10.0.0.1')).toEqual([...Array(10).fill(0), 0xff, 0xff, 10, 0, 0, 1]);
    expect(addressBytes('2001:db8::8:800:200c:417a')).toEqual([
      0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0x08, 0x08, 0, 0x20, 0x0c, 0x41, 0x7a,
    ]);
  });
});
