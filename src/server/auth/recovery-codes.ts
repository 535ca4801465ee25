// The authenticator's recovery codes: ten at a time, each opens one login in place of a code. Only a
// hash is kept (the code is random, 50 bits, and every guess is counted like a wrong code); spending
// one is a single conditional update, so two logins racing with the same code cannot both pass.
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../domain/account/security.schema.ts';
import { RECOVERY_CODE_PATTERN } from '../../domain/auth/auth.schema.ts';
import type { Clock } from '../core/clock.ts';
import { sha256 } from '../core/secrets.ts';
import type { Db, Queryable } from '../db/client.ts';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const normal = (code: string) => code.trim().toLowerCase().replace('-', '');
const hashOf = (userId: number, code: string) => sha256(`recovery:${userId}:${normal(code)}`);

export const isRecoveryCode = (code: string) => RECOVERY_CODE_PATTERN.test(code.trim().toLowerCase());

function newCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** Ten new codes in place of the user's old ones (used or not); answered once, kept only hashed. */
export async function makeRecoveryCodes(db: Queryable, clock: Clock, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  await db.query(
    `insert into recovery_codes (user_id, code_hash, created_at)
     select $1, unnest($2::text[]), $3`,
    [userId, codes.map((code) => hashOf(userId, code)), clock.now()],
  );
  return codes;
}

/** Spends one unused code of the user's; false when it is not one (or was used already). */
export async function spendRecoveryCode(db: Queryable, clock: Clock, userId: number, code: string) {
  const spent = await db.query(
    `update recovery_codes set used_at = $3
     where user_id = $1 and code_hash = $2 and used_at is null returning id`,
    [userId, hashOf(userId, code), clock.now()],
  );
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return row?.n ?? 0;
}

export async function dropRecoveryCodes(db: Db | Queryable, userId: number) {
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
}
