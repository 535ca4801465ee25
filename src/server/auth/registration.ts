// A new account's mobile is verified before the account exists: user/register/send_otp sends a code
// to the mobile (counted per mobile per day, whatever account or purpose, and per address), and
// user/register takes its token and code. The code is spent in the transaction that makes the
// account, so a refused registration (a taken username) may be sent again with the same code.
import { timingSafeEqual } from 'node:crypto';
import { authMessages, codeSmsTexts, securityMessages } from '../../domain/auth/auth.messages.ts';
import type { RecoveryStepData } from '../../domain/auth/auth.schema.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import { addMs } from '../core/clock.ts';
import { newId, newOtpCode, sha256 } from '../core/secrets.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { OTP_MAX_WRONG, OTP_RESEND_MS, OTP_TTL_MS } from './auth-rules.ts';
import { beginAttempt, type Deps } from './login.ts';
import { countCodeToMobile } from './otp.ts';
import { takeAttempt } from './throttle.ts';

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const codeHash = (id: string, code: string) => sha256(`register:${id}:${code}`);
const hint = (mobile: string) => `+${mobile.slice(0, 5)}***${mobile.slice(-2)}`;

/** Counts a registration step (a code sent, a password hashed) against the address: 429 past the limit. */
export async function countRegistrationStep(
  deps: Pick<Deps, 'db' | 'clock' | 'registrationsPerAddress'>,
  address: string,
) {
  const { wait } = await takeAttempt(deps.db, deps.clock, 'register', address, deps.registrationsPerAddress);
  if (wait > 0)
    throw new ApiError(
      429,
      authMessages.tooManyAttempts(Math.ceil(wait / 60_000)),
      undefined,
      MESSAGE_CODES.throttled,
    );
}

export async function sendRegistrationCode(
  deps: Deps,
  mobile: string,
  address: string,
): Promise<RecoveryStepData> {
  const now = deps.clock.now();
  const [last] = await deps.db.query<{ resendAt: Date }>(
    `select resend_at as "resendAt" from registration_codes
     where mobile = $1 and resend_at > $2 order by created_at desc limit 1`,
    [mobile, now],
  );
  if (last) {
    const wait = seconds(new Date(last.resendAt).getTime() - now.getTime());
    throw new ApiError(429, authMessages.resendWait(wait), undefined, MESSAGE_CODES.resendWait);
  }
  await countRegistrationStep(deps, address);
  await countCodeToMobile(deps, mobile);
  const id = newId();
  const code = newOtpCode();
  await deps.db.query(
    `insert into registration_codes (id, mobile, code_hash, created_at, expires_at, resend_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, mobile, codeHash(id, code), now, addMs(now, OTP_TTL_MS), addMs(now, OTP_RESEND_MS)],
  );
  await deps.gateway.send({ mobile, channel: 'sms', body: `${codeSmsTexts.register}: ${code}` });
  return {
    token: id,
    expires_in: seconds(OTP_TTL_MS),
    resend_in: seconds(OTP_RESEND_MS),
    mobile_hint: hint(mobile),
  };
}

const refusedCode = (message: string) => new ApiError(422, message, { otp: [message] });

/**
 * Checks the mobile's code before anything costly runs; a wrong one counts against its code (5 kill
 * it), the mobile (across its codes, counted before the check so parallel guesses cannot all pass)
 * and the address. The caller spends it with `spendRegistrationCode` in its transaction.
 */
export async function checkRegistrationCode(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string,
  mobile: string,
  code: string,
  address: string,
): Promise<void> {
  const attempt = await beginAttempt(deps, [
    ['code', `register:${mobile}`],
    ['address', address],
  ]);
  await checkCode(deps, token, mobile, code);
  await attempt.succeeded();
}

async function checkCode(deps: Pick<Deps, 'db' | 'clock'>, token: string, mobile: string, code: string) {
  const [row] = await deps.db.query<{
    codeHash: string;
    attempts: number;
    expiresAt: Date;
    consumedAt: Date | null;
  }>(
    `select code_hash as "codeHash", attempts, expires_at as "expiresAt", consumed_at as "consumedAt"
     from registration_codes where id = $1 and mobile = $2`,
    [token, mobile],
  );
  if (!row || row.consumedAt) throw refusedCode(securityMessages.mobileCodeInvalid);
  if (row.attempts >= OTP_MAX_WRONG) throw refusedCode(authMessages.codeDead);
  if (new Date(row.expiresAt) <= deps.clock.now()) throw refusedCode(messages.codeExpired);
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(codeHash(token, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const [counted] = await deps.db.query<{ attempts: number }>(
      'update registration_codes set attempts = attempts + 1 where id = $1 returning attempts',
      [token],
    );
    throw refusedCode(
      (counted?.attempts ?? OTP_MAX_WRONG) >= OTP_MAX_WRONG ? authMessages.codeDead : authMessages.wrongCode,
    );
  }
}

/** Spends a checked code, inside the transaction that makes the account; a second use loses. */
export async function spendRegistrationCode(tx: Queryable, token: string, now: Date): Promise<void> {
  const spent = await tx.query(
    `update registration_codes set consumed_at = $2
     where id = $1 and consumed_at is null and attempts < $3 returning id`,
    [token, now, OTP_MAX_WRONG],
  );
  if (spent.length === 0) throw refusedCode(securityMessages.mobileCodeInvalid);
}
