// Where a webhook may be delivered: never to this machine, the provider's private network or a
// link-local address (a customer must not make the server call its own neighbours), unless the server
// allows the address (WEBHOOK_ALLOW_ADDRESSES; the tests allow 127.0.0.1). The check is made when an
// endpoint is registered and again on every delivery, on the very address the connection is opened to
// (a DNS answer that changes after registration, DNS rebinding, is caught there).
import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { proxyMatcher } from '../http/client-address.ts';

const blocked = new BlockList();
for (const [address, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, bits, 'ipv4');
for (const [address, bits] of [
  ['::', 96], // unspecified, loopback and the IPv4-compatible forms
  ['::ffff:0:0', 96], // IPv4-mapped: checked as IPv4 too, refused whole here
  ['64:ff9b::', 96], // NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (old)
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(address, bits, 'ipv6');

export type AddressPolicy = (address: string) => boolean;

/** Whether a delivery may connect to an address: public ones always, others only when allowed. */
export function addressPolicy(allowed: readonly string[] = []): AddressPolicy {
  const isAllowed = proxyMatcher(allowed);
  return (address) => {
    const family = isIP(address);
    if (family === 0) return false;
    if (isAllowed(address)) return true;
    return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Thrown when a host resolves to an address the policy refuses. */
export class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}

/**
 * A `lookup` for http.request that resolves as usual and refuses any answer the policy refuses: the
 * connection is opened only to an address that passed.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      const refused = list.find((a) => !policy(a.address));
      if (refused || list.length === 0)
        return callback(new RefusedAddress(refused?.address ?? hostname) as NodeJS.ErrnoException, '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      const first = list[0] as { address: string; family: number };
      callback(null, first.address, first.family);
    });
  };
}

/** Every address a URL's host names (an IP literal is itself); refused when any one is refused. */
export async function checkHost(
  host: string,
  policy: AddressPolicy,
): Promise<'ok' | 'private' | 'unresolvable'> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return policy(bare) ? 'ok' : 'private';
  const addresses = await new Promise<string[] | null>((resolve) =>
    dnsLookup(bare, { all: true }, (error, list) => resolve(error ? null : list.map((a) => a.address))),
  );
  if (!addresses || addresses.length === 0) return 'unresolvable';
  return addresses.every(policy) ? 'ok' : 'private';
}
