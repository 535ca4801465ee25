// One-time codes (issue 4): 6 digits from crypto.randomInt, valid 2 minutes, accepted once, bound to
// the challenge (the attempt) that asked for them, dead after 5 wrong tries; a new code for the same
// purpose waits for the resend countdown, and replaces the one before it.
import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { authMessages } from '../../domain/auth-messages.ts';
import { messages } from '../../domain/messages.ts';
import type { ChallengeData } from '../../domain/schemas/auth.schema.ts';
import type { Orm } from '../db/client.ts';
import { otpChallenges } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import { OTP_MAX_WRONG, OTP_RESEND_MS, OTP_TTL_MS } from './auth-rules.ts';
import { addMs, type Clock } from './clock.ts';
import { newId, newOtpCode, sha256 } from './secrets.ts';
import type { SessionUser } from './sessions.ts';
import type { SmsChannel, SmsGateway } from './sms-gateway.ts';

export type Purpose = 'login' | 'second_step' | 'forgot_password';
export type OtpDeps = { orm: Orm; clock: Clock; gateway: SmsGateway };
export type Challenge = typeof otpChallenges.$inferSelect;

export type ChallengeInfo = ChallengeData;

const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);
const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const hint = (mobile: string) => `${mobile.slice(0, 5)}***${mobile.slice(-2)}`;

const TEXT: Record<Purpose, string> = {
  login: 'کد ورود شما به پیامک',
  second_step: 'کد تأیید ورود شما به پیامک',
  forgot_password: 'کد بازیابی رمز عبور شما در پیامک',
};

export async function issueCode(
  { orm, clock, gateway }: OtpDeps,
  user: SessionUser,
  purpose: Purpose,
  channel: SmsChannel,
): Promise<ChallengeInfo> {
  const now = clock.now();
  const [last] = await orm
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, user.id),
        eq(otpChallenges.purpose, purpose),
        gt(otpChallenges.resendAt, now),
      ),
    )
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (last) {
    const wait = seconds(last.resendAt.getTime() - now.getTime());
    throw new ApiError(429, authMessages.resendWait(wait), undefined, 'otp-resend-wait');
  }
  const id = newId();
  const code = newOtpCode();
  await orm.transaction(async (tx) => {
    // The code before this one dies: only the newest attempt's code is accepted.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.userId, user.id),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
        ),
      );
    await tx.insert(otpChallenges).values({
      id,
      userId: user.id,
      purpose,
      channel,
      codeHash: codeHash(id, code),
      attempts: 0,
      createdAt: now,
      expiresAt: addMs(now, OTP_TTL_MS),
      resendAt: addMs(now, OTP_RESEND_MS),
    });
  });
  await gateway.send({ mobile: user.mobile, channel, body: `${TEXT[purpose]}: ${code}` });
  return {
    challenge_id: id,
    channel,
    expires_in: seconds(OTP_TTL_MS),
    resend_in: seconds(OTP_RESEND_MS),
    mobile_hint: hint(user.mobile),
  };
}

/** A challenge answered with an authenticator code (the second step of a password login). */
export async function issueTotpChallenge({ orm, clock }: OtpDeps, user: SessionUser): Promise<ChallengeInfo> {
  const now = clock.now();
  const id = newId();
  await orm.insert(otpChallenges).values({
    id,
    userId: user.id,
    purpose: 'second_step',
    channel: 'totp',
    attempts: 0,
    createdAt: now,
    expiresAt: addMs(now, OTP_TTL_MS),
    resendAt: now,
  });
  return {
    challenge_id: id,
    channel: 'totp',
    expires_in: seconds(OTP_TTL_MS),
    resend_in: 0,
    mobile_hint: '',
  };
}

/** Finds a live challenge of one of the purposes, or refuses with the reason in Persian. */
export async function liveChallenge(
  orm: Orm,
  clock: Clock,
  id: string,
  purposes: Purpose[],
): Promise<Challenge> {
  const [challenge] = await orm.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
  if (!challenge || !purposes.includes(challenge.purpose)) throw new ApiError(401, authMessages.codeUnknown);
  if (challenge.attempts >= OTP_MAX_WRONG)
    throw new ApiError(401, authMessages.codeDead, undefined, 'otp-dead');
  if (challenge.consumedAt) throw new ApiError(401, authMessages.codeUsed, undefined, 'otp-used');
  if (challenge.expiresAt <= clock.now())
    throw new ApiError(401, messages.codeExpired, undefined, 'otp-expired');
  return challenge;
}

/** Checks an SMS or voice code; a right one consumes the challenge, a wrong one counts. */
export async function consumeCode(orm: Orm, clock: Clock, challenge: Challenge, code: string): Promise<void> {
  const expected = Buffer.from(challenge.codeHash ?? '', 'hex');
  const actual = Buffer.from(codeHash(challenge.id, code), 'hex');
  const right = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!right) {
    const [row] = await orm
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, challenge.id))
      .returning({ attempts: otpChallenges.attempts });
    const dead = (row?.attempts ?? OTP_MAX_WRONG) >= OTP_MAX_WRONG;
    throw new ApiError(
      401,
      dead ? authMessages.codeDead : authMessages.wrongCode,
      undefined,
      dead ? 'otp-dead' : undefined,
    );
  }
  await consumeChallenge(orm, clock, challenge);
}

/** Marks the challenge used; a second, concurrent use of the same code loses. */
export async function consumeChallenge(orm: Orm, clock: Clock, challenge: Challenge): Promise<void> {
  const done = await orm
    .update(otpChallenges)
    .set({ consumedAt: clock.now() })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        isNull(otpChallenges.consumedAt),
        sql`${otpChallenges.attempts} < ${OTP_MAX_WRONG}`,
      ),
    )
    .returning({ id: otpChallenges.id });
  if (done.length === 0) throw new ApiError(401, authMessages.codeUsed, undefined, 'otp-used');
}
