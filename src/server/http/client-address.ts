// The address a request came from: the socket's peer, or, when that peer is one of the configured
// proxies (TRUSTED_PROXIES), the client the proxy names. A forwarding header from anyone else is
// ignored, so a client cannot choose the address its throttles and API-key lists see.

import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address, resolved once per request by `resolveClientAddress`. */
    clientAddress: string;
  }
}

/** IPv4 addresses arriving on an IPv6 socket (`::ffff:1.2.3.4`) read as themselves. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** An IPv4 or IPv6 address, or a CIDR block of either (`10.0.0.0/8`, `fd00::/8`). */
export function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Whether an address is one of the trusted proxies. */
export type ProxyMatcher = (address: string) => boolean;

/** The matcher of a list of addresses and CIDR blocks; throws on an entry that is neither. */
export function proxyMatcher(entries: readonly string[]): ProxyMatcher {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    if (!isAddressOrCidr(entry)) throw new Error(`not an IP address or CIDR block: ${entry}`);
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** An address as a forwarding header writes it: `1.2.3.4`, `1.2.3.4:80`, `[::1]:80`, `"[::1]"`, `::1`. */
function headerAddress(raw: string): string | null {
  let value = raw.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1] as string;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.replace(/:\d+$/, '');
  return isIP(value) === 0 ? null : plainAddress(value);
}

/** The hops a forwarding header lists, nearest last: X-Forwarded-For, else Forwarded's `for=`, else X-Real-IP. */
function forwardedHops(header: (name: string) => string | undefined): string[] {
  const xff = header('X-Forwarded-For');
  if (xff) return xff.split(',');
  const forwarded = header('Forwarded');
  if (forwarded)
    return forwarded
      .split(',')
      .flatMap((element) => element.split(';'))
      .map((pair) => pair.trim())
      .filter((pair) => /^for=/i.test(pair))
      .map((pair) => pair.slice(4));
  const real = header('X-Real-IP');
  return real ? [real] : [];
}

/**
 * The client behind a chain of proxies: the socket's peer unless it is trusted; then the forwarding
 * header read from the right, skipping the hops that are trusted proxies themselves. The first hop
 * that is not is the client; an entry that is no address stops the walk at the last trusted hop.
 */
export function resolveAddress(
  peer: string,
  header: (name: string) => string | undefined,
  trusted: ProxyMatcher,
): string {
  let address = plainAddress(peer);
  if (!trusted(address)) return address;
  const hops = forwardedHops(header);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = headerAddress(hops[i] as string);
    if (hop === null) return address;
    address = hop;
    if (!trusted(hop)) return hop;
  }
  return address;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Resolves the client's address once for the request (the API, the socket's upgrade, every route). */
export function resolveClientAddress(trustedProxies: readonly string[] = []): MiddlewareHandler {
  const trusted = proxyMatcher(trustedProxies);
  return async (c, next) => {
    c.set(
      'clientAddress',
      resolveAddress(socketAddress(c), (name) => c.req.header(name), trusted),
    );
    await next();
  };
}

/** The address that sent the request: resolved by `resolveClientAddress`, else the socket's peer. */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? plainAddress(socketAddress(c));
}
