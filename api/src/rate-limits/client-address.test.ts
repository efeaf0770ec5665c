import { describe, expect, it } from '@jest/globals';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7:51000')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    for (const mapped of [
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '::ffff:cb00:7107',
      '0:0:0:0:0:ffff:cb00:7107',
      '0000:0000:0000:0000:0000:FFFF:203.0.113.7',
      '[::ffff:203.0.113.7]:443',
    ]) {
      expect(addressKey(mapped)).toBe('203.0.113.7');
    }
  });

  it('keys an IPv6 address by its /64, compressed, full, upper case, bracketed or with a zone id', () => {
    const key = '2001:db8:aa:bb::/64';
    for (const address of [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:00BB:1234:5678:9ABC:DEF0',
      '2001:db8:aa:bb:0:0:0:1',
      '[2001:db8:aa:bb::1]',
      '[2001:db8:aa:bb::1]:8443',
      '2001:db8:aa:bb::1%eth0',
      '2001:db8:aa:bb::203.0.113.7',
    ]) {
      expect(addressKey(address)).toBe(key);
    }
    expect(addressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
  });

  it('tells apart /64s that share a prefix, and IPv4 from its look-alikes', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:20::1'));
    expect(addressKey('2001:db8:1::2:1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:0:203.0.113.7')).not.toBe('203.0.113.7'); // IPv4-translated, not mapped
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('gives anything that is not an address a key of its own', () => {
    expect(addressKey('')).toBe('unknown');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('not an ip')).toBe('not an ip');
    expect(addressKey('999.1.1.1')).toBe('999.1.1.1');
    expect(addressKey('x'.repeat(5000))).toBe('x'.repeat(100));
  });
});
