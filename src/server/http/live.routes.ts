// The live socket: GET /v1/ws?token=… ; the client sends `9` every 5 s, the server sends JSON
// messages with an `event` field. The token is checked before the upgrade (401 otherwise).

import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { UpgradeWebSocket } from 'hono/ws';
import { authMessages } from '../../domain/auth/auth.messages.ts';
import { SOCKET_KEEPALIVE_TEXT } from '../../domain/core/limits.ts';
import { messages } from '../../domain/core/messages.ts';
import { findSession } from '../auth/sessions.ts';
import { CLOSE_REVOKED, type LiveConnection, type LiveHub } from '../core/live-hub.ts';
import type { AuthEnv, ServerDeps } from './context.ts';
import { fail } from './respond.ts';

/**
 * A socket silent this long is taken for dead. Not three keep-alive periods: Chrome runs the timers of a
 * tab hidden for five minutes at most once a minute, so the holder tab's keep-alive can be a minute late.
 */
const IDLE_MS = 90_000;

/** The largest frame a client may send; it sends only the keep-alive `9`. */
export const MAX_SOCKET_FRAME_BYTES = 4 * 1024;

/**
 * Sockets a user may hold open in one process; one more is refused (429 before the upgrade). A
 * browser's tabs share one socket, so this is a few devices and the odd tab that lost its holder.
 */
export const MAX_SOCKETS_PER_USER = 10;

/** No Origin (not a browser), a page of this server (same host), or an origin on the allow-list. */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
) {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function liveRoutes(deps: ServerDeps, hub: LiveHub, upgradeWebSocket: UpgradeWebSocket) {
  const tokenFromQuery = createMiddleware<AuthEnv>(async (c, next) => {
    // A page may open the socket from this server's own origin or one of CORS_ORIGINS; programs
    // send no Origin at all.
    if (!originAllowed(c.req.header('Origin'), c.req.header('Host'), deps.corsOrigins ?? []))
      return fail(c, 403, { message: authMessages.originRefused });
    const auth = await findSession(deps.db, c.req.query('token') ?? '');
    if (!auth) return fail(c, 401, { message: authMessages.unauthorized });
    if (hub.countOf(auth.account.id) >= MAX_SOCKETS_PER_USER)
      return fail(c, 429, { message: messages.tooManySockets });
    c.set('auth', auth);
    await next();
  });
  return new Hono<AuthEnv>().get(
    '/',
    tokenFromQuery,
    upgradeWebSocket((c) => {
      const auth = (c as unknown as { get(key: 'auth'): AuthEnv['Variables']['auth'] }).get('auth');
      let connection: LiveConnection | null = null;
      let idle: ReturnType<typeof setTimeout> | undefined;
      const touch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => connection?.close(1000, 'idle'), IDLE_MS);
      };
      return {
        onOpen: (_event, ws) => {
          connection = {
            userId: auth.account.id,
            sessionId: auth.sessionId,
            send: (text) => ws.send(text),
            close: (code, reason) => ws.close(code, reason),
          };
          hub.add(connection);
          // Upgrades that passed the count together: the ones over it close at once.
          if (hub.countOf(auth.account.id) > MAX_SOCKETS_PER_USER) {
            hub.remove(connection);
            connection.close(1008, 'too many sockets');
            connection = null;
            return;
          }
          touch();
          // A logout between the token check and the upgrade would miss this socket: look again.
          const opened = connection;
          void findSession(deps.db, c.req.query('token') ?? '').then((still) => {
            if (still) ws.send(JSON.stringify({ event: 'ready' }));
            else {
              opened.close(CLOSE_REVOKED, 'token revoked');
              hub.remove(opened);
            }
          });
        },
        onMessage: (event) => {
          touch();
          // The keep-alive needs no answer, and the channel takes no other client messages yet.
          void (event.data === SOCKET_KEEPALIVE_TEXT);
        },
        onClose: () => {
          clearTimeout(idle);
          if (connection) hub.remove(connection);
        },
      };
    }),
  );
}
