// An account's API keys: made with a title and the addresses they may be used from, listed masked,
// shown whole once when made and again only with a code sent by SMS to the account's mobile, deleted
// for good. Everything is the account's own: another account's key is as unknown as a missing one.
import { timingSafeEqual } from 'node:crypto';
import { authMessages } from '../../domain/auth/auth.messages.ts';
import type { CallBody, CallQuery } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import type * as calls from '../../domain/developers/developers.calls.ts';
import {
  type ApiKeyItem,
  type ApiKeyOtp,
  type ApiKeyShown,
  apiKeyMessages,
} from '../../domain/developers/developers.schema.ts';
import { OTP_MAX_WRONG, OTP_RESEND_MS, OTP_TTL_MS } from '../auth/auth-rules.ts';
import { countCodeToMobile } from '../auth/otp.ts';
import { type Auth, memberAuth, type SessionUser, userFromRow } from '../auth/sessions.ts';
import { addMs, type Clock } from '../core/clock.ts';
import { newOtpCode, sha256 } from '../core/secrets.ts';
import type { SmsGateway } from '../core/sms-gateway.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { apiKeySecret, maskApiKey, newApiKey, openApiKey, sealApiKey } from './api-key-seal.ts';

export type ApiKeyDeps = { db: Db; clock: Clock; gateway: SmsGateway; apiKeySecret?: string | undefined };

const ITEM_COLUMNS = `id::int as id, title, key_masked as key, ips,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at,
  to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as last_used_at`;

function notFound(): never {
  throw new ApiError(404, apiKeyMessages.notFound, { id: [apiKeyMessages.notFound] });
}

export async function apiKeyPage(
  db: Queryable,
  userId: number,
  { page, per_page }: CallQuery<typeof calls.apiKeyListCall>,
): Promise<ListPage<ApiKeyItem>> {
  const [items, [total]] = await Promise.all([
    db.query<ApiKeyItem>(
      `select ${ITEM_COLUMNS} from api_keys where user_id = $1
       order by created_at desc, id desc limit $2 offset $3`,
      [userId, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>('select count(*)::int as n from api_keys where user_id = $1', [userId]),
  ]);
  return { items, total: total?.n ?? 0, page, per_page };
}

export async function createApiKey(
  deps: ApiKeyDeps,
  userId: number,
  actorId: number,
  { title, ips }: CallBody<typeof calls.apiKeyCreateCall>,
): Promise<ApiKeyShown> {
  const key = newApiKey();
  const secret = await apiKeySecret(deps.db, deps.apiKeySecret);
  const [row] = await deps.db.query<ApiKeyItem>(
    `insert into api_keys (user_id, actor_id, title, key_hash, key_sealed, key_masked, ips, created_at)
     values ($1, $2, $3, $4, $5, $6, $7::text[], $8) returning ${ITEM_COLUMNS}`,
    [
      userId,
      actorId === userId ? null : actorId,
      title,
      sha256(key),
      sealApiKey(secret, key),
      maskApiKey(key),
      ips,
      deps.clock.now(),
    ],
  );
  return { ...(row as ApiKeyItem), key };
}

/**
 * Whose keys a member acts on: the owner on every key of the account, a colleague on the keys it made
 * (an owner's key acts with every permission: a colleague seeing it whole would raise its own access).
 */
export type KeyHolder = { accountId: number; actorId: number };
const colleagueOf = (holder: KeyHolder) => (holder.actorId === holder.accountId ? null : holder.actorId);

async function ownKey(db: Queryable, holder: KeyHolder, id: number) {
  const [row] = await db.query<ApiKeyItem & { sealed: string }>(
    `select ${ITEM_COLUMNS}, key_sealed as sealed from api_keys
     where id = $1 and user_id = $2 and ($3::bigint is null or actor_id = $3::bigint)`,
    [id, holder.accountId, colleagueOf(holder)],
  );
  if (!row) notFound();
  return row;
}

export async function deleteApiKey(db: Queryable, holder: KeyHolder, id: number): Promise<void> {
  const deleted = await db.query(
    `delete from api_keys where id = $1 and user_id = $2 and ($3::bigint is null or actor_id = $3::bigint)
     returning id`,
    [id, holder.accountId, colleagueOf(holder)],
  );
  if (deleted.length === 0) notFound();
  keyCacheOf(db).clear();
}

/**
 * Deletes every key of the account (a password reset), inside the caller's transaction; this
 * process forgets them at once, others within KEY_TTL_MS.
 */
export async function revokeAllApiKeys(tx: Queryable, db: object, userId: number): Promise<void> {
  await tx.query('delete from api_keys where user_id = $1 or actor_id = $1', [userId]);
  keyCacheOf(db).clear();
}

/** Forgets every key this process holds (a colleague deactivated: its keys die here at once, elsewhere within KEY_TTL_MS). */
export function forgetApiKeys(db: object): void {
  keyCacheOf(db).clear();
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const hint = (mobile: string) => `${mobile.slice(0, 5)}***${mobile.slice(-2)}`;
const codeHash = (codeId: number, code: string) => sha256(`api-key-code:${codeId}:${code}`);

/** Sends a code for one key; the code before it (for any key of the account) dies. */
export async function sendApiKeyCode(
  deps: ApiKeyDeps,
  user: SessionUser,
  accountId: number,
  id: number,
): Promise<ApiKeyOtp> {
  const { db, clock, gateway } = deps;
  await ownKey(db, { accountId, actorId: user.id }, id);
  const now = clock.now();
  const [last] = await db.query<{ created_at: Date }>(
    'select created_at from api_key_codes where user_id = $1 and created_at > $2 order by created_at desc limit 1',
    [user.id, addMs(now, -OTP_RESEND_MS)],
  );
  if (last) {
    const wait = seconds(new Date(last.created_at).getTime() + OTP_RESEND_MS - now.getTime());
    throw new ApiError(429, authMessages.resendWait(wait), undefined, MESSAGE_CODES.resendWait);
  }
  await countCodeToMobile(deps, user.mobile);
  const code = newOtpCode();
  await db.transaction(async (tx) => {
    await tx.query('update api_key_codes set consumed_at = $2 where user_id = $1 and consumed_at is null', [
      user.id,
      now,
    ]);
    const [row] = await tx.query<{ id: number }>(
      `insert into api_key_codes (api_key_id, user_id, code_hash, created_at, expires_at)
       values ($1, $2, '', $3, $4) returning id::int as id`,
      [id, user.id, now, addMs(now, OTP_TTL_MS)],
    );
    if (!row) throw new Error('no code row');
    await tx.query('update api_key_codes set code_hash = $2 where id = $1', [row.id, codeHash(row.id, code)]);
  });
  await gateway.send({ mobile: user.mobile, channel: 'sms', body: `${apiKeyMessages.smsText}: ${code}` });
  return {
    expires_in: seconds(OTP_TTL_MS),
    resend_in: seconds(OTP_RESEND_MS),
    mobile_hint: hint(user.mobile),
  };
}

type CodeRow = {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
};

/** The whole key, once the code sent for it is right; a wrong code counts, 5 kill it. */
export async function showApiKey(
  deps: ApiKeyDeps,
  userId: number,
  accountId: number,
  { id, otp }: CallBody<typeof calls.apiKeyShowCall>,
): Promise<ApiKeyShown> {
  const { db, clock } = deps;
  const key = await ownKey(db, { accountId, actorId: userId }, id);
  const [code] = await db.query<CodeRow>(
    `select id::int as id, code_hash, attempts, expires_at, consumed_at from api_key_codes
     where api_key_id = $1 and user_id = $2 order by created_at desc, id desc limit 1`,
    [id, userId],
  );
  if (!code) throw new ApiError(401, apiKeyMessages.codeNeeded, { otp: [apiKeyMessages.codeNeeded] });
  if (code.attempts >= OTP_MAX_WRONG)
    throw new ApiError(401, authMessages.codeDead, undefined, MESSAGE_CODES.codeDead);
  if (code.consumed_at) throw new ApiError(401, authMessages.codeUsed, undefined, MESSAGE_CODES.codeUsed);
  if (new Date(code.expires_at) <= clock.now())
    throw new ApiError(401, messages.codeExpired, undefined, MESSAGE_CODES.codeExpired);
  const expected = Buffer.from(code.code_hash, 'hex');
  const actual = Buffer.from(codeHash(code.id, otp), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const [row] = await db.query<{ attempts: number }>(
      'update api_key_codes set attempts = attempts + 1 where id = $1 returning attempts',
      [code.id],
    );
    const dead = (row?.attempts ?? OTP_MAX_WRONG) >= OTP_MAX_WRONG;
    throw new ApiError(401, dead ? authMessages.codeDead : authMessages.wrongCode, {
      otp: [dead ? authMessages.codeDead : authMessages.wrongCode],
    });
  }
  // A second, concurrent use of the same code loses.
  const used = await db.query(
    `update api_key_codes set consumed_at = $2 where id = $1 and consumed_at is null and attempts < $3
     returning id`,
    [code.id, clock.now(), OTP_MAX_WRONG],
  );
  if (used.length === 0) throw new ApiError(401, authMessages.codeUsed, undefined, MESSAGE_CODES.codeUsed);
  const whole = openApiKey(await apiKeySecret(db, deps.apiKeySecret), key.sealed);
  if (!whole) throw new ApiError(409, apiKeyMessages.unreadable);
  const { sealed: _sealed, ...item } = key;
  return { ...item, key: whole };
}

/** IPv4 addresses arriving on an IPv6 socket read as themselves. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** The last use is written at most once a minute per key: a busy key does not write on every call. */
const LAST_USED_STEP_MS = 60_000;

/**
 * The account a key acts for, or a refusal: 401 for a key that does not exist (or was deleted), 403 for
 * one used from an address its list does not hold.
 */
/**
 * What this process read of a key, kept a few seconds: a key sending a thousand messages a second
 * reads the database once per KEY_TTL_MS, not on every call. A key deleted here is forgotten at once;
 * one deleted through another process stops working within KEY_TTL_MS.
 */
const KEY_TTL_MS = 5_000;
const KEY_CACHE_MAX = 10_000;
/** A key and who it acts as: its maker with the maker's permissions on its account (null: a deactivated colleague's). */
type KeyRow = { id: number; ips: string[]; lastUsedAt: Date | null; auth: Auth | null };
const keyCaches = new WeakMap<object, Map<string, { row: KeyRow; until: number }>>();
const keyCacheOf = (db: object) => {
  let cache = keyCaches.get(db);
  if (!cache) {
    cache = new Map();
    keyCaches.set(db, cache);
  }
  return cache;
};

async function keyRow(db: Queryable, hash: string): Promise<KeyRow | undefined> {
  const cache = keyCacheOf(db);
  const now = Date.now();
  const cached = cache.get(hash);
  if (cached && cached.until > now) return cached.row;
  const [found] = await db.query<Record<string, unknown>>(
    `select k.id::int as "__key_id", k.ips as "__ips", k.last_used_at as "__last_used_at", u.*
     from api_keys k join users u on u.id = coalesce(k.actor_id, k.user_id)
     where k.key_hash = $1 limit 1`,
    [hash],
  );
  if (!found) {
    cache.delete(hash);
    return undefined;
  }
  const row = {
    id: found.__key_id as number,
    ips: found.__ips as string[],
    lastUsedAt: found.__last_used_at == null ? null : new Date(found.__last_used_at as Date),
    auth: await memberAuth(db, {
      sessionId: 0,
      impersonated: false,
      user: userFromRow(found),
      apiKeyId: found.__key_id as number,
    }),
  };
  if (cache.size >= KEY_CACHE_MAX) cache.clear();
  cache.set(hash, { row, until: now + KEY_TTL_MS });
  return row;
}

/**
 * The account a key acts for, or a refusal: 401 for a key that does not exist (or was deleted), 403 for
 * one used from an address its list does not hold.
 */
export async function authenticateApiKey(
  deps: Pick<ApiKeyDeps, 'db' | 'clock'>,
  key: string,
  address: string,
): Promise<Auth> {
  const row = await keyRow(deps.db, sha256(key));
  // A deactivated colleague's keys stop working with it.
  if (!row?.auth) throw new ApiError(401, apiKeyMessages.invalid, undefined, MESSAGE_CODES.apiKeyInvalid);
  const from = plainAddress(address);
  if (row.ips.length > 0 && !row.ips.map(plainAddress).includes(from))
    throw new ApiError(403, apiKeyMessages.addressRefused, undefined, MESSAGE_CODES.apiKeyAddress);
  const now = deps.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    row.lastUsedAt = now;
    await deps.db.query('update api_keys set last_used_at = $2 where id = $1', [row.id, now]);
  }
  return row.auth;
}
