// Sessions: a random token goes to the client, only its SHA-256 is stored; logout revokes the row
// and tells every process to close that session's sockets and forget the session.
//
// Every authenticated request checks its token, so the check is served from this process's memory
// (session-cache.ts) most of the time. Rules that keep the cache honest:
// - a revocation or a change to a user's row is sent on the bus (events.ts); every process drops the
//   sessions it names, and the process that made the change drops them before it answers;
// - when a process's LISTEN connection comes back after a drop, it forgets every cached session (a
//   notice may have been lost meanwhile);
// - an entry is read again from the database once it is CACHE_REFRESH_MS old, a bound on staleness
//   whatever else goes wrong;
// - a read that raced with an invalidation is not cached (the cache's generation moved meanwhile).
import { securityMessages } from '../../domain/auth/auth.messages.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { type Clock, systemClock } from '../core/clock.ts';
import { type BusNotice, notifyIn } from '../core/events.ts';
import { newToken, sha256 } from '../core/secrets.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';

/** A row of `users`, as services use it. */
export type SessionUser = {
  id: number;
  username: string;
  passwordHash: string;
  personType: 'real' | 'legal';
  firstName: string;
  lastName: string;
  nationalCode: string;
  fatherName: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  gender: 'male' | 'female' | null;
  idNumber: string | null;
  mobile: string;
  email: string | null;
  landline: string | null;
  cityCode: string | null;
  postalCode: string | null;
  address: string | null;
  website: string | null;
  companyName: string | null;
  registrationNumber: string | null;
  economicNumber: string | null;
  companyNationalId: string | null;
  registrationDate: string | null;
  activityDomainId: number | null;
  packageId: number | null;
  twoFactor: 'none' | 'sms' | 'totp';
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  /** A colleague's account owner (null: the user is an account owner). */
  parentId: number | null;
  /** A colleague's status (null: an account owner). */
  colleagueStatus: 'pending' | 'active' | 'deactivated' | null;
  /** A colleague's first password, to be changed before any other call. */
  mustChangePassword: boolean;
  /** The person's last login (a colleague still pending has none). */
  lastLoginAt: Date | null;
  /** When the profile last changed: its revision, which an edit made offline is checked against. */
  profileUpdatedAt: Date;
  createdAt: Date;
};

const orNull = <T>(value: unknown, map: (v: NonNullable<unknown>) => T): T | null =>
  value === null || value === undefined ? null : map(value);
const text = (value: unknown) => orNull(value, String);
const num = (value: unknown) => orNull(value, Number);
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** An owner has no colleague status; a colleague's row says it, an older row without one is active. */
function colleagueStatusOf(row: Record<string, unknown>): SessionUser['colleagueStatus'] {
  const status = text(row.colleague_status);
  if (row.parent_id === null || row.parent_id === undefined) return null;
  return (status ?? 'active') as SessionUser['colleagueStatus'];
}

/**
 * A `users` row (`select * from users`, or `u.*` in a join) as a SessionUser: bigints become numbers,
 * timestamps Dates, as the columns' types say.
 */
export function userFromRow(row: Record<string, unknown>): SessionUser {
  return {
    id: Number(row.id),
    username: String(row.username),
    passwordHash: String(row.password_hash),
    personType: row.person_type as SessionUser['personType'],
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    nationalCode: String(row.national_code),
    fatherName: text(row.father_name),
    birthDate: text(row.birth_date),
    birthPlace: text(row.birth_place),
    gender: text(row.gender) as SessionUser['gender'],
    idNumber: text(row.id_number),
    mobile: String(row.mobile),
    email: text(row.email),
    landline: text(row.landline),
    cityCode: text(row.city_code),
    postalCode: text(row.postal_code),
    address: text(row.address),
    website: text(row.website),
    companyName: text(row.company_name),
    registrationNumber: text(row.registration_number),
    economicNumber: text(row.economic_number),
    companyNationalId: text(row.company_national_id),
    registrationDate: text(row.registration_date),
    activityDomainId: num(row.activity_domain_id),
    packageId: num(row.package_id),
    twoFactor: row.two_factor as SessionUser['twoFactor'],
    totpSecret: text(row.totp_secret),
    totpPendingSecret: text(row.totp_pending_secret),
    totpLastStep: num(row.totp_last_step),
    parentId: num(row.parent_id),
    colleagueStatus: colleagueStatusOf(row),
    mustChangePassword: Boolean(row.must_change_password),
    lastLoginAt: orNull(row.last_login_at, date),
    profileUpdatedAt: date(row.profile_updated_at),
    createdAt: date(row.created_at),
  };
}

/** The user of an id, or undefined. */
export async function userById(db: Queryable, id: number): Promise<SessionUser | undefined> {
  const [row] = await db.query<Record<string, unknown>>('select * from users where id = $1', [id]);
  return row ? userFromRow(row) : undefined;
}
/**
 * Who makes a call: a session (its token), or an API key (`apiKeyId`; then `sessionId` is 0).
 * `user` is the person acting (the owner, or a colleague: its own password, sessions, two-step login);
 * `account` is whose data the call reads and changes (the owner's row, for a colleague too): wallet,
 * lines, phonebooks, sends and reports are the account's. `permissions` are what the person may do:
 * the owner every call ('all'), a colleague what its roles grant.
 */
export type Auth = {
  sessionId: number;
  impersonated: boolean;
  user: SessionUser;
  account: SessionUser;
  permissions: 'all' | ReadonlySet<string>;
  apiKeyId?: number;
};

/** A person as a member of its account: null for a deactivated colleague (or one whose owner is gone). */
export async function memberAuth(
  db: Queryable,
  base: { sessionId: number; impersonated: boolean; user: SessionUser; apiKeyId?: number },
): Promise<Auth | null> {
  const { user } = base;
  if (user.parentId === null) return { ...base, account: user, permissions: 'all' };
  if (user.colleagueStatus === 'deactivated') return null;
  const [owner, [granted]] = await Promise.all([
    userById(db, user.parentId),
    db.query<{ permissions: string[] | null }>(
      `select array(select distinct p from colleague_roles cr join roles r on r.id = cr.role_id,
         unnest(r.permissions) p where cr.colleague_id = $1) as permissions`,
      [user.id],
    ),
  ]);
  if (!owner) return null;
  return { ...base, account: owner, permissions: new Set(granted?.permissions ?? []) };
}

/**
 * An admin acting as a customer (a session from /external-login) may look and help, but may not
 * make or see API keys nor change how the account is logged into: 403.
 */
export function refuseImpersonated(auth: Auth): void {
  if (auth.impersonated)
    throw new ApiError(403, securityMessages.impersonationRefused, undefined, MESSAGE_CODES.impersonated);
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long a session lives (env SESSION_IDLE_DAYS, SESSION_MAX_DAYS, IMPERSONATION_MINUTES). */
export type SessionLifetimes = { idleMs: number; absoluteMs: number; impersonatedMs: number };
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 90 * DAY_MS,
  impersonatedMs: 60 * MINUTE_MS,
};

/** "Last used" is written at most once a minute per session and process: never a write per request. */
export const LAST_USED_WRITE_MS = MINUTE_MS;
/** A cached session is read again from the database once it is this old. */
export const CACHE_REFRESH_MS = MINUTE_MS;
/** Sessions kept in memory per process; the least recently used go first. */
export const SESSION_CACHE_SIZE = 5_000;

type Store = { cache: SessionCache; clock: Clock; lifetimes: SessionLifetimes; generation: number };

// The store belongs to the database handle a server opened, so `findSession(deps.db, …)` and
// `requireAuth(deps.db)` find it without being handed more. A handle no server attached (a script,
// a transaction) gets no cache and the default lifetimes on the system clock.
const stores = new WeakMap<object, Store>();

/** Gives a server's database handle its session cache; returns what the bus listener calls. */
export function attachSessions(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  size = SESSION_CACHE_SIZE,
) {
  const store: Store = { cache: new SessionCache(size), clock, lifetimes, generation: 0 };
  stores.set(db, store);
  return {
    cache: store.cache,
    deliver(notice: BusNotice) {
      if (notice.kind === 'revoke') forget(store, () => store.cache.dropSessions(notice.sessionIds));
      else if (notice.kind === 'user') forget(store, () => store.cache.dropUser(notice.userId));
    },
    forgetAll() {
      forget(store, () => store.cache.clear());
    },
  };
}

function forget(store: Store, drop: () => void) {
  store.generation++;
  drop();
}

export async function createSession(db: Queryable, clock: Clock, userId: number, impersonated = false) {
  const token = newToken();
  const now = clock.now();
  await db.query(
    `insert into sessions (user_id, token_hash, impersonated, created_at, last_used_at)
     values ($1, $2, $3, $4, $4)`,
    [userId, sha256(token), impersonated, now],
  );
  return token;
}

/** Notes where a new session was opened from (its address and browser), for the list of sessions. */
export async function describeSession(db: Queryable, token: string, address: string, userAgent: string) {
  await db.query('update sessions set address = $1, user_agent = $2 where token_hash = $3', [
    address.slice(0, 100),
    userAgent.slice(0, 400),
    sha256(token),
  ]);
}

/**
 * Ends sessions of the user's by id (all but `keep` when `ids` is null) and tells every process to
 * close their sockets; answers how many ended. Only the user's own live sessions are touched.
 */
export async function revokeSessions(
  db: Db,
  clock: Clock,
  userId: number,
  ids: number[] | null,
  keep: number,
): Promise<number> {
  const revoked = await db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string | number }>(
      `update sessions set revoked_at = $1
       where user_id = $2 and revoked_at is null and id <> $3 and ($4::bigint[] is null or id = any($4::bigint[]))
       returning id`,
      [clock.now(), userId, keep, ids],
    );
    const sessionIds = rows.map((r) => Number(r.id));
    if (sessionIds.length) await notifyIn(tx, { kind: 'revoke', userId, sessionIds });
    return sessionIds;
  });
  const store = stores.get(db);
  if (store && revoked.length) forget(store, () => store.cache.dropSessions(revoked));
  return revoked.length;
}

// A cache miss is one statement; the user's columns are mapped by userFromRow.
const SESSION_SQL = `select s.id as "__session_id", s.impersonated as "__impersonated",
    s.created_at as "__created_at", s.last_used_at as "__last_used_at", u.*
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null limit 1`;
const ms = (value: unknown) => date(value).getTime();

async function readSession(db: Queryable, tokenHash: string, now: number): Promise<CachedSession | null> {
  const [row] = await db.query<Record<string, unknown>>(SESSION_SQL, [tokenHash]);
  if (!row) return null;
  const user = userFromRow(row);
  const auth = await memberAuth(db, {
    sessionId: Number(row.__session_id),
    impersonated: Boolean(row.__impersonated),
    user,
  });
  if (!auth) return null;
  return {
    auth,
    createdAt: ms(row.__created_at),
    lastUsedAt: ms(row.__last_used_at),
    readAt: now,
  };
}

/**
 * A session ends `idleMs` after its last use, `absoluteMs` after login, and an impersonation
 * `impersonatedMs` after it began (30 days, 90 days and one hour unless configured otherwise).
 */
function expired(entry: CachedSession, now: number, lifetimes: SessionLifetimes) {
  const age = now - entry.createdAt;
  return (
    now - entry.lastUsedAt >= lifetimes.idleMs ||
    age >= lifetimes.absoluteMs ||
    (entry.auth.impersonated && age >= lifetimes.impersonatedMs)
  );
}

export type SessionCheck = { state: 'valid'; auth: Auth } | { state: 'expired' } | { state: 'unknown' };
const UNKNOWN: SessionCheck = { state: 'unknown' };
const EXPIRED: SessionCheck = { state: 'expired' };

/** The token check: valid (with the session and its user), ended by time, or unknown/revoked. */
export async function checkSession(db: Queryable, token: string): Promise<SessionCheck> {
  if (!token || token.length > 200) return UNKNOWN;
  const store = stores.get(db);
  const clock = store?.clock ?? systemClock;
  const lifetimes = store?.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const tokenHash = sha256(token);
  const now = clock.now().getTime();
  let entry = store?.cache.get(tokenHash);
  // An old entry, or one that looks expired (another process may have used it since), is read again.
  if (entry && (now - entry.readAt >= CACHE_REFRESH_MS || expired(entry, now, lifetimes))) entry = undefined;
  if (!entry) {
    const generation = store?.generation;
    const read = await readSession(db, tokenHash, now);
    if (!read) {
      store?.cache.delete(tokenHash);
      return UNKNOWN;
    }
    if (store && store.generation === generation) store.cache.set(tokenHash, read);
    entry = read;
  }
  if (expired(entry, now, lifetimes)) return EXPIRED;
  if (now - entry.lastUsedAt >= LAST_USED_WRITE_MS) {
    // Marked first, so the requests arriving while this write runs do not write too.
    entry.lastUsedAt = now;
    await db.query('update sessions set last_used_at = greatest(last_used_at, $1) where id = $2', [
      new Date(now),
      entry.auth.sessionId,
    ]);
  }
  return { state: 'valid', auth: entry.auth };
}

/** How long the server that opened this database handle keeps sessions. */
export const lifetimesOf = (db: object): SessionLifetimes =>
  stores.get(db)?.lifetimes ?? DEFAULT_SESSION_LIFETIMES;

/** The session of a token, or null when it is unknown, revoked or ended by time. */
export async function findSession(db: Queryable, token: string): Promise<Auth | null> {
  const check = await checkSession(db, token);
  return check.state === 'valid' ? check.auth : null;
}

export async function revokeSession(db: Db, clock: Clock, auth: Auth) {
  await db.transaction(async (tx) => {
    await tx.query('update sessions set revoked_at = $1 where id = $2', [clock.now(), auth.sessionId]);
    await notifyIn(tx, { kind: 'revoke', userId: auth.user.id, sessionIds: [auth.sessionId] });
  });
  // The bus brings the same notice back a moment later; this process must not wait for it.
  const store = stores.get(db);
  if (store) forget(store, () => store.cache.dropSessions([auth.sessionId]));
}

/** After a password change every session of the account ends. */
export async function revokeAllSessions(tx: Queryable, clock: Clock, userId: number) {
  const revoked = await tx.query<{ id: string | number }>(
    'update sessions set revoked_at = $1 where user_id = $2 and revoked_at is null returning id',
    [clock.now(), userId],
  );
  if (revoked.length)
    await notifyIn(tx, { kind: 'revoke', userId, sessionIds: revoked.map((r) => Number(r.id)) });
}

/**
 * Call after changing a user's row (outside a transaction, or after it commits): cached sessions
 * carry the row, so every process forgets that user's sessions and reads them again.
 */
export async function userChanged(db: Queryable, userId: number) {
  const store = stores.get(db);
  if (store) forget(store, () => store.cache.dropUser(userId));
  await notifyIn(db, { kind: 'user', userId });
}

/**
 * The simulator's stand-in for time passing (demo endpoints only): the session's login and last use
 * move `ms` into the past, and every process reads it again.
 */
export async function ageSession(db: Queryable, auth: Auth, ms: number) {
  await db.query(
    `update sessions set created_at = created_at - $1 * interval '1 millisecond',
       last_used_at = last_used_at - $1 * interval '1 millisecond'
     where id = $2`,
    [ms, auth.sessionId],
  );
  await userChanged(db, auth.user.id);
}

export const displayName = (user: SessionUser) =>
  user.personType === 'legal' && user.companyName ? user.companyName : `${user.firstName} ${user.lastName}`;
