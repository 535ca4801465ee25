// One-time codes: 6 digits from crypto.randomInt, valid 2 minutes, accepted once, bound to
// the challenge (the attempt) that asked for them, dead after 5 wrong tries; a new code for the same
// purpose waits for the resend countdown, and replaces the one before it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authMessages, codeSmsTexts, securityMessages } from '../../domain/auth/auth.messages.ts';
import type { LoginStepData } from '../../domain/auth/auth.schema.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import { addMs, type Clock } from '../core/clock.ts';
import { newId, newOtpCode, sha256 } from '../core/secrets.ts';
import type { SmsChannel, SmsGateway } from '../core/sms-gateway.ts';
import type { Db, Queryable } from '../db/client.ts';
import { apiKeySecret } from '../developers/api-key-seal.ts';
import { ApiError } from '../http/api-error.ts';
import { LOGIN_STEP_TTL_MS, OTP_MAX_WRONG, OTP_RESEND_MS, OTP_TTL_MS } from './auth-rules.ts';
import type { SessionUser } from './sessions.ts';
import { takeAttempt } from './throttle.ts';

/** `two_step`: a code that confirms turning the SMS second step on or off. */
export type Purpose = 'login' | 'second_step' | 'forgot_password' | 'two_step';
export type OtpDeps = { db: Db; clock: Clock; gateway: SmsGateway };
/** A row of `otp_challenges`. */
export type Challenge = {
  id: string;
  userId: number;
  purpose: Purpose;
  channel: SmsChannel | 'totp';
  codeHash: string | null;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  resendAt: Date;
  consumedAt: Date | null;
  resetTokenHash: string | null;
  resetExpiresAt: Date | null;
  /** A decoy's: the unknown username it was asked for (no account, `userId` null). */
  decoyFor: string | null;
};

/** The columns of `otp_challenges` as a Challenge, for `select … from otp_challenges`. */
export const CHALLENGE_COLUMNS = `id, user_id::int as "userId", purpose, channel, code_hash as "codeHash",
  attempts, created_at as "createdAt", expires_at as "expiresAt", resend_at as "resendAt",
  consumed_at as "consumedAt", reset_token_hash as "resetTokenHash", reset_expires_at as "resetExpiresAt",
  decoy_for as "decoyFor"`;

/** What a client needs to answer a challenge: its token (the challenge's id) and its countdowns. */
export type ChallengeInfo = LoginStepData;

const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);
const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
// Mobiles leave the server in E.164: 989121234567 is shown as +98912***67.
const hint = (mobile: string) => `+${mobile.slice(0, 5)}***${mobile.slice(-2)}`;

/** A refused token or code: 401 with the empty errors the published API answers with. */
export const refused = (message: string) => new ApiError(401, message, {});

const TEXT: Record<Purpose, string> = codeSmsTexts;

/** Whose a challenge is: an account's, or (a decoy) the unknown username a code was asked for. */
type Owner = { userId: number } | { decoyFor: string };
const ownerKey = (owner: Owner) =>
  'userId' in owner
    ? { column: 'user_id', value: owner.userId }
    : { column: 'decoy_for', value: owner.decoyFor };

/** A new code for the same owner and purpose waits for the resend countdown of the last one. */
async function refuseWithinResend(db: Queryable, owner: Owner, purpose: Purpose, now: Date) {
  const { column, value } = ownerKey(owner);
  const [last] = await db.query<{ resendAt: Date }>(
    `select resend_at as "resendAt" from otp_challenges
     where ${column} = $1 and purpose = $2 and resend_at > $3 order by created_at desc limit 1`,
    [value, purpose, now],
  );
  if (last) {
    const wait = seconds(new Date(last.resendAt).getTime() - now.getTime());
    throw new ApiError(429, authMessages.resendWait(wait), undefined, MESSAGE_CODES.resendWait);
  }
}

/** Opens a challenge for `code`; the owner's open one of the same purpose dies (only the newest counts). */
async function startChallenge(
  db: Db,
  owner: Owner,
  purpose: Purpose,
  channel: SmsChannel,
  code: string,
  now: Date,
): Promise<string> {
  const { column, value } = ownerKey(owner);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.query(
      `update otp_challenges set consumed_at = $1
       where ${column} = $2 and purpose = $3 and consumed_at is null`,
      [now, value, purpose],
    );
    await tx.query(
      `insert into otp_challenges
         (id, ${column}, purpose, channel, code_hash, attempts, created_at, expires_at, resend_at)
       values ($1, $2, $3, $4, $5, 0, $6, $7, $8)`,
      [
        id,
        value,
        purpose,
        channel,
        codeHash(id, code),
        now,
        addMs(now, OTP_TTL_MS),
        addMs(now, OTP_RESEND_MS),
      ],
    );
  });
  return id;
}

export async function issueCode(
  { db, clock, gateway }: OtpDeps,
  user: SessionUser,
  purpose: Purpose,
  channel: SmsChannel,
): Promise<ChallengeInfo> {
  const now = clock.now();
  const owner: Owner = { userId: user.id };
  await refuseWithinResend(db, owner, purpose, now);
  await countCodeToMobile({ db, clock }, user.mobile);
  const code = newOtpCode();
  const id = await startChallenge(db, owner, purpose, channel, code, now);
  await gateway.send({ mobile: user.mobile, channel, body: `${TEXT[purpose]}: ${code}` });
  return {
    method: channel,
    token: id,
    expires_in: seconds(OTP_TTL_MS),
    resend_in: seconds(OTP_RESEND_MS),
    mobile_hint: hint(user.mobile),
  };
}

/**
 * Counts a code about to be sent to a mobile, whatever account or purpose it serves; past
 * MAX_MOBILE_CODES_PER_DAY the code is refused with a 429.
 */
export async function countCodeToMobile({ db, clock }: Pick<OtpDeps, 'db' | 'clock'>, mobile: string) {
  const { wait } = await takeAttempt(db, clock, 'mobile', mobile);
  if (wait > 0)
    throw new ApiError(429, securityMessages.mobileDailyLimit, undefined, MESSAGE_CODES.mobileDailyLimit);
}

/**
 * What a code request for an unknown username answers: the shape, countdowns, message and limits a
 * real one gets, and a challenge row whose code nobody knows, so neither the answer nor a later answer
 * to its token tells whether the username exists. Like a real code, it waits for the resend countdown
 * of its purpose and counts against a daily cap (kept under the username, as there is no mobile); the
 * masked mobile is made up, the same for the same username.
 */
export async function decoyCode(
  {
    db,
    clock,
    apiKeySecret: configured,
  }: Pick<OtpDeps, 'db' | 'clock'> & { apiKeySecret?: string | undefined },
  username: string,
  purpose: Purpose,
  channel: SmsChannel,
): Promise<ChallengeInfo> {
  const now = clock.now();
  const owner: Owner = { decoyFor: username };
  await refuseWithinResend(db, owner, purpose, now);
  await countCodeToMobile({ db, clock }, `unknown:${username}`);
  // A challenge row like a real one's, whose code nobody knows: answering it goes as for an account.
  const id = await startChallenge(db, owner, purpose, channel, randomBytes(16).toString('hex'), now);
  // Keyed by the deployment's secret, shared by every process: the same made-up mobile whichever
  // process answers, and nobody can tell it from a real one by hashing.
  const digits = createHmac('sha256', await apiKeySecret(db, configured))
    .update(`decoy-mobile:${username}`)
    .digest()
    .subarray(0, 4)
    .map((byte) => byte % 10);
  return {
    method: channel,
    token: id,
    expires_in: seconds(OTP_TTL_MS),
    resend_in: seconds(OTP_RESEND_MS),
    mobile_hint: `+989${digits[0]}${digits[1]}***${digits[2]}${digits[3]}`,
  };
}

/** A challenge answered with an authenticator code (the second step of a password login). */
export async function issueTotpChallenge({ db, clock }: OtpDeps, user: SessionUser): Promise<ChallengeInfo> {
  const now = clock.now();
  const id = newId();
  await db.query(
    `insert into otp_challenges (id, user_id, purpose, channel, attempts, created_at, expires_at, resend_at)
     values ($1, $2, 'second_step', 'totp', 0, $3, $4, $3)`,
    [id, user.id, now, addMs(now, OTP_TTL_MS)],
  );
  return {
    method: 'ga',
    token: id,
    expires_in: seconds(OTP_TTL_MS),
    resend_in: 0,
    mobile_hint: '',
  };
}

/** Finds a live challenge of one of the purposes, or refuses with the reason in Persian. */
export async function liveChallenge(
  db: Queryable,
  clock: Clock,
  id: string,
  purposes: Purpose[],
): Promise<Challenge> {
  const challenge = await openChallenge(db, id, purposes);
  if (challenge.expiresAt <= clock.now()) throw refused(messages.codeExpired);
  return challenge;
}

/** A challenge of one of the purposes still open to an answer: not dead of wrong tries, not used. */
async function openChallenge(db: Queryable, id: string, purposes: Purpose[]): Promise<Challenge> {
  const [challenge] = await db.query<Challenge>(
    `select ${CHALLENGE_COLUMNS} from otp_challenges where id = $1 limit 1`,
    [id],
  );
  if (!challenge || !purposes.includes(challenge.purpose)) throw refused(authMessages.codeUnknown);
  if (challenge.attempts >= OTP_MAX_WRONG) throw refused(authMessages.codeDead);
  if (challenge.consumedAt) throw refused(authMessages.codeUsed);
  return challenge;
}

/**
 * A challenge whose code may be sent again: not answered, not dead, and its login step not older
 * than LOGIN_STEP_TTL_MS (its code may have expired: that is why a new one is asked for).
 */
export async function resendableChallenge(
  db: Queryable,
  clock: Clock,
  id: string,
  purposes: Purpose[],
): Promise<Challenge> {
  const challenge = await openChallenge(db, id, purposes);
  if (addMs(challenge.createdAt, LOGIN_STEP_TTL_MS) <= clock.now()) throw refused(messages.codeExpired);
  return challenge;
}

/** Whether the code is the challenge's, compared in constant time. */
export function codeMatches(challenge: Challenge, code: string): boolean {
  const expected = Buffer.from(challenge.codeHash ?? '', 'hex');
  const actual = Buffer.from(codeHash(challenge.id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Counts a wrong code against its challenge; answers the refusal to throw. */
export async function countWrongCode(db: Queryable, challenge: Challenge): Promise<ApiError> {
  const [row] = await db.query<{ attempts: number }>(
    'update otp_challenges set attempts = attempts + 1 where id = $1 returning attempts',
    [challenge.id],
  );
  const dead = (row?.attempts ?? OTP_MAX_WRONG) >= OTP_MAX_WRONG;
  return refused(dead ? authMessages.codeDead : authMessages.wrongCode);
}

/** Checks an SMS or voice code; a right one consumes the challenge, a wrong one counts. */
export async function consumeCode(
  db: Queryable,
  clock: Clock,
  challenge: Challenge,
  code: string,
): Promise<void> {
  if (!codeMatches(challenge, code)) throw await countWrongCode(db, challenge);
  await consumeChallenge(db, clock, challenge);
}

/** Marks the challenge used; a second, concurrent use of the same code loses. */
export async function consumeChallenge(db: Queryable, clock: Clock, challenge: Challenge): Promise<void> {
  const done = await db.query<{ id: string }>(
    `update otp_challenges set consumed_at = $1
     where id = $2 and consumed_at is null and attempts < $3 returning id`,
    [clock.now(), challenge.id, OTP_MAX_WRONG],
  );
  if (done.length === 0) throw refused(authMessages.codeUsed);
}
