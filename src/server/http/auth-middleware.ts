// `Authorization: <raw token or API key>` on every call; a missing, unknown or revoked one is 401, and
// so is a session past its lifetime, with a message and message_code of its own (http/calls.ts
// checks it for every declared call).
import type { Context } from 'hono';

/** The raw token of a request; a `Bearer ` prefix is tolerated for generic clients. */
export const tokenOf = (header: string | undefined) => (header ?? '').replace(/^Bearer\s+/i, '').trim();

type NodeBindings = { incoming?: { headers?: Record<string, string | string[] | undefined> } };

/**
 * The Authorization header. Under @hono/node-server it is read from Node's request: Hono's
 * c.req.header would first build a web Headers object of every request header, on every call.
 */
export function authorizationOf(c: Context): string | undefined {
  const value = (c.env as NodeBindings | undefined)?.incoming?.headers?.authorization;
  return typeof value === 'string' ? value : c.req.header('Authorization');
}
