// The login methods of spec 4 (password, authenticator app, SMS code, voice call code) and the
// second step, with throttling per account and per client address.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { authMessages } from '../../domain/auth-messages.ts';
import type { LoginData, LoginRequest, SignedInData } from '../../domain/schemas/auth.schema.ts';
import { users } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import type { ServerDeps } from './context.ts';
import {
  type ChallengeInfo,
  consumeChallenge,
  consumeCode,
  issueCode,
  issueTotpChallenge,
  liveChallenge,
} from './otp.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import { createSession, displayName, type SessionUser } from './sessions.ts';
import type { SmsChannel } from './sms-gateway.ts';
import { blockedFor, clearFailures, recordFailure, type Scope } from './throttle.ts';
import { matchTotp } from './totp.ts';

export type Deps = Pick<ServerDeps, 'orm' | 'clock' | 'gateway'>;
export type Signed = SignedInData;
export type SecondStep = { token: null; two_factor: 'sms' | 'totp' } & ChallengeInfo;

// Hashed once: a login for an unknown username costs the same scrypt work as a known one.
const dummyHash = hashPassword('not-a-real-password-Aa1!');

export async function findUser({ orm }: Deps, username: string): Promise<SessionUser | null> {
  const [user] = await orm.select().from(users).where(eq(users.username, username)).limit(1);
  return user ?? null;
}

export async function refuseIfBlocked({ orm, clock }: Deps, checks: [Scope, string][]) {
  for (const [scope, key] of checks) {
    const wait = await blockedFor(orm, clock, scope, key);
    if (wait > 0)
      throw new ApiError(429, authMessages.tooManyAttempts(Math.ceil(wait / 60_000)), undefined, 'throttled');
  }
}

async function fail(deps: Deps, checks: [Scope, string][], message: string): Promise<never> {
  for (const [scope, key] of checks) await recordFailure(deps.orm, deps.clock, scope, key);
  throw new ApiError(401, message);
}

export async function signIn(deps: Deps, user: SessionUser, impersonated = false): Promise<Signed> {
  const token = await createSession(deps.orm, deps.clock, user.id, impersonated);
  return { token, name: displayName(user), user_name: user.username, two_factor: null };
}

/** Accepts an authenticator code once: its step must be newer than the last one used. */
async function acceptTotp(deps: Deps, user: SessionUser, code: string, address: string) {
  const checks: [Scope, string][] = [
    ['totp', user.username],
    ['address', address],
  ];
  await refuseIfBlocked(deps, checks);
  const step = user.totpSecret ? matchTotp(user.totpSecret, code, deps.clock.now()) : null;
  if (step === null) await fail(deps, checks, authMessages.wrongCode);
  const used = await deps.orm
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step ?? 0))))
    .returning({ id: users.id });
  if (used.length === 0) await fail(deps, checks, authMessages.totpReused);
}

export async function login(deps: Deps, request: LoginRequest, address: string): Promise<LoginData> {
  const checks: [Scope, string][] = [
    ['account', request.username],
    ['address', address],
  ];
  await refuseIfBlocked(deps, checks);
  const user = await findUser(deps, request.username);
  if (request.method === 'totp') {
    if (user?.twoFactor !== 'totp') return fail(deps, checks, authMessages.totpNotEnabled);
    await acceptTotp(deps, user, request.code, address);
    return signIn(deps, user);
  }
  const right = await verifyPassword(request.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !right) return fail(deps, checks, authMessages.wrongCredentials);
  await clearFailures(deps.orm, 'account', user.username);
  if (user.twoFactor === 'sms') {
    return { token: null, two_factor: 'sms', ...(await issueCode(deps, user, 'second_step', 'sms')) };
  }
  if (user.twoFactor === 'totp') {
    return { token: null, two_factor: 'totp', ...(await issueTotpChallenge(deps, user)) };
  }
  return signIn(deps, user);
}

/** send_sms_otp: a login code by SMS or voice call, no password. */
export async function sendLoginCode(deps: Deps, username: string, channel: SmsChannel, address: string) {
  await refuseIfBlocked(deps, [
    ['account', username],
    ['address', address],
    ['send', address],
  ]);
  const user = await findUser(deps, username);
  if (!user) throw new ApiError(404, authMessages.userNotFound);
  const sent = await issueCode(deps, user, 'login', channel);
  await recordFailure(deps.orm, deps.clock, 'send', address);
  return sent;
}

/** confirm_otp: the code of a login challenge (SMS, voice, or the authenticator as a second step). */
export async function confirmLogin(
  deps: Deps,
  challengeId: string,
  code: string,
  address: string,
): Promise<Signed> {
  await refuseIfBlocked(deps, [['address', address]]);
  const challenge = await liveChallenge(deps.orm, deps.clock, challengeId, ['login', 'second_step']);
  const [user] = await deps.orm.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw new ApiError(401, authMessages.codeUnknown);
  if (challenge.channel === 'totp') {
    try {
      await acceptTotp(deps, user, code, address);
    } catch (error) {
      await deps.orm.execute(
        sql`update otp_challenges set attempts = attempts + 1 where id = ${challenge.id}`,
      );
      throw error;
    }
    await consumeChallenge(deps.orm, deps.clock, challenge);
  } else {
    try {
      await consumeCode(deps.orm, deps.clock, challenge, code);
    } catch (error) {
      await recordFailure(deps.orm, deps.clock, 'address', address);
      throw error;
    }
  }
  await clearFailures(deps.orm, 'account', user.username);
  return signIn(deps, user);
}
