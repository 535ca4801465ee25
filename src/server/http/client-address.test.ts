import { describe, expect, it } from 'vitest';
import { isAddressOrCidr, proxyMatcher, resolveAddress } from './client-address.ts';

const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    Object.entries(values).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

describe('trusted proxies', () => {
  it('takes IPv4 and IPv6 addresses and CIDR blocks, nothing else', () => {
    for (const good of ['127.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '::1', 'fd00::/8', '2001:db8::/32'])
      expect(isAddressOrCidr(good), good).toBe(true);
    for (const bad of [
      'proxy.example.ir',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/2',
      '10.0.0/8',
      '1.2.3.4/x',
      '',
    ])
      expect(isAddressOrCidr(bad), bad).toBe(false);
    expect(() => proxyMatcher(['localhost'])).toThrow(/localhost/);
  });

  it('matches addresses inside a CIDR block, IPv4 also when mapped into IPv6', () => {
    const trusted = proxyMatcher(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(trusted('10.1.2.3')).toBe(true);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted('::ffff:10.200.0.1')).toBe(true);
    expect(trusted('::ffff:192.168.1.7')).toBe(true);
    expect(trusted('192.168.1.8')).toBe(false);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted('fe80::1')).toBe(false);
    expect(trusted('not an address')).toBe(false);
    expect(proxyMatcher([])('127.0.0.1')).toBe(false);
  });
});

describe('resolveAddress', () => {
  const trusted = proxyMatcher(['127.0.0.1', '10.0.0.0/8']);

  it('believes no header from a peer that is not a trusted proxy', () => {
    const forged = headers({
      'X-Forwarded-For': '5.5.5.5',
      Forwarded: 'for=6.6.6.6',
      'X-Real-IP': '7.7.7.7',
    });
    expect(resolveAddress('203.0.113.9', forged, trusted)).toBe('203.0.113.9');
    expect(resolveAddress('::ffff:203.0.113.9', forged, trusted)).toBe('203.0.113.9');
    expect(resolveAddress('127.0.0.1', forged, proxyMatcher([]))).toBe('127.0.0.1');
  });

  it('reads X-Forwarded-For from the right, skipping the trusted proxies in the chain', () => {
    // The client may write anything on the left; the proxies append what they saw.
    const chain = headers({ 'X-Forwarded-For': '1.1.1.1, 203.0.113.50, 10.0.0.2' });
    expect(resolveAddress('127.0.0.1', chain, trusted)).toBe('203.0.113.50');
    expect(resolveAddress('::ffff:10.9.9.9', chain, trusted)).toBe('203.0.113.50');
    expect(resolveAddress('127.0.0.1', headers({ 'X-Forwarded-For': '2001:db8::5' }), trusted)).toBe(
      '2001:db8::5',
    );
    expect(resolveAddress('127.0.0.1', headers({ 'X-Forwarded-For': '::ffff:198.51.100.4' }), trusted)).toBe(
      '198.51.100.4',
    );
  });

  it('stops at an entry that is no address, at the last trusted hop', () => {
    expect(resolveAddress('127.0.0.1', headers({ 'X-Forwarded-For': 'junk, 10.0.0.3' }), trusted)).toBe(
      '10.0.0.3',
    );
    expect(resolveAddress('127.0.0.1', headers({}), trusted)).toBe('127.0.0.1');
  });

  it('reads Forwarded (quoted, bracketed, with ports) and X-Real-IP when there is no X-Forwarded-For', () => {
    const forwarded = headers({ Forwarded: 'for=198.51.100.17;proto=https, for="[2001:db8:cafe::17]:4711"' });
    expect(resolveAddress('127.0.0.1', forwarded, trusted)).toBe('2001:db8:cafe::17');
    expect(resolveAddress('127.0.0.1', headers({ Forwarded: 'for=192.0.2.60:8080' }), trusted)).toBe(
      '192.0.2.60',
    );
    expect(resolveAddress('127.0.0.1', headers({ 'X-Real-IP': '192.0.2.61' }), trusted)).toBe('192.0.2.61');
  });
});
