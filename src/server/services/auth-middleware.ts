// DESIGN.md: `Authorization: <raw token>` on every call; a missing, unknown or revoked token is 401.
import { createMiddleware } from 'hono/factory';
import { authMessages } from '../../domain/auth-messages.ts';
import type { Queryable } from '../db/client.ts';
import type { AuthEnv } from './context.ts';
import { fail } from './respond.ts';
import { findSession } from './sessions.ts';

/** The raw token of a request; a `Bearer ` prefix is tolerated for generic clients. */
export const tokenOf = (header: string | undefined) => (header ?? '').replace(/^Bearer\s+/i, '').trim();

export const requireAuth = (db: Queryable) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const auth = await findSession(db, tokenOf(c.req.header('Authorization')));
    if (!auth) return fail(c, 401, { message: authMessages.unauthorized });
    c.set('auth', auth);
    await next();
  });
