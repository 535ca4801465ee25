// The security headers of every answer (the panel's files, the API, errors), the same set Hono's
// secureHeaders middleware sends with this policy (security-headers.test.ts holds the two equal).
// Under @hono/node-server they are set on Node's response before the route runs: Node merges them
// into the head it writes, so no web Headers object is built and filled for every request, which
// cost about a fifth of a token check. Elsewhere (app.request in a test) they are set on the answer.
// Node lets a header the route itself sets win over these; no route sets any of them, keep it so.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMiddleware } from 'hono/factory';

/**
 * The Content-Security-Policy; map tiles come from the provider's tile server, when there is one, and
 * the API and its socket from the origins the panel's runtime configuration names, when not this one.
 */
export function contentSecurityPolicy(mapTileUrl?: string, connect: readonly string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(mapTileUrl ? [new URL(mapTileUrl).origin] : [])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...connect],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function securityHeaderList(mapTileUrl?: string, connect: readonly string[] = []): [string, string][] {
  const csp = Object.entries(contentSecurityPolicy(mapTileUrl, connect))
    .map(([directive, sources]) => `${kebab(directive)} ${sources.join(' ')}`)
    .join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

type NodeBindings = { outgoing?: ServerResponse; incoming?: IncomingMessage };

export function securityHeaders(mapTileUrl?: string, connect: readonly string[] = []) {
  const list = securityHeaderList(mapTileUrl, connect);
  return createMiddleware<{ Bindings: NodeBindings }>(async (c, next) => {
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      await next();
      return;
    }
    await next();
    for (const [name, value] of list) c.res.headers.set(name, value);
  });
}
