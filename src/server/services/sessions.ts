// Sessions: a random token goes to the client, only its SHA-256 is stored; logout revokes the row
// and tells every process to close that session's sockets.
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Orm, Queryable } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { notify } from './events.ts';
import { newToken, sha256 } from './secrets.ts';

export type SessionUser = typeof users.$inferSelect;
export type Auth = { sessionId: number; impersonated: boolean; user: SessionUser };

export async function createSession(orm: Orm, clock: Clock, userId: number, impersonated = false) {
  const token = newToken();
  await orm
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), impersonated, createdAt: clock.now() });
  return token;
}

// Every authenticated request runs this lookup, so it is one hand-written statement: through
// Drizzle's PGlite driver the same join costs about three times as long (see tests/bench/auth.bench.ts).
// The row is mapped with Drizzle's own column decoders, so the result is the same typed user.
const SESSION_SQL = `select s.id as "__session_id", s.impersonated as "__impersonated", u.*
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null limit 1`;
const userColumns = Object.entries(getTableColumns(users));

export async function findSession(db: Queryable, token: string): Promise<Auth | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.query<Record<string, unknown>>(SESSION_SQL, [sha256(token)]);
  if (!row) return null;
  const user = Object.fromEntries(
    userColumns.map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as SessionUser;
  return { sessionId: Number(row.__session_id), impersonated: Boolean(row.__impersonated), user };
}

export async function revokeSession(orm: Orm, clock: Clock, auth: Auth) {
  await orm.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, auth.sessionId));
    await notify(tx, { kind: 'revoke', userId: auth.user.id, sessionIds: [auth.sessionId] });
  });
}

/** After a password change every session of the account ends. */
export async function revokeAllSessions(tx: Orm, clock: Clock, userId: number) {
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length) await notify(tx, { kind: 'revoke', userId, sessionIds: revoked.map((r) => r.id) });
}

export const displayName = (user: SessionUser) =>
  user.personType === 'legal' && user.companyName ? user.companyName : `${user.firstName} ${user.lastName}`;

export const lowerUsername = (username: string) => sql`lower(${username})`;
