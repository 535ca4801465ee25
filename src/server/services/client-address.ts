import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address that sent the request, from the socket. Forwarding headers are not trusted: behind a
 * proxy the throttle counts the proxy (put the proxy's own limits in front).
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
