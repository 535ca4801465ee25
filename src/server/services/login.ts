// The four login methods (password, authenticator app, SMS code, voice call code) and the second
// step, with throttling per account and per client address.
import { authMessages } from '../../domain/auth-messages.ts';
import type { LoginData, LoginRequest, SignedInData } from '../../domain/schemas/auth.schema.ts';
import { ApiError } from './api-error.ts';
import type { ServerDeps } from './context.ts';
import {
  type ChallengeInfo,
  consumeChallenge,
  consumeCode,
  issueCode,
  issueTotpChallenge,
  liveChallenge,
  type Purpose,
  refused,
  resendableChallenge,
} from './otp.ts';
import { hashPassword, verifyPassword } from './secrets.ts';
import {
  createSession,
  displayName,
  type SessionUser,
  userById,
  userChanged,
  userFromRow,
} from './sessions.ts';
import type { SmsChannel } from './sms-gateway.ts';
import { blockedFor, clearFailures, recordFailure, type Scope } from './throttle.ts';
import { matchTotp } from './totp.ts';

export type Deps = Pick<ServerDeps, 'db' | 'clock' | 'gateway'>;
export type Signed = SignedInData;

// Hashed once: a login for an unknown username costs the same scrypt work as a known one.
const dummyHash = hashPassword('not-a-real-password-Aa1!');

export async function findUser({ db }: Deps, username: string): Promise<SessionUser | null> {
  const [row] = await db.query<Record<string, unknown>>('select * from users where username = $1 limit 1', [
    username,
  ]);
  return row ? userFromRow(row) : null;
}

export async function refuseIfBlocked({ db, clock }: Deps, checks: [Scope, string][]) {
  for (const [scope, key] of checks) {
    const wait = await blockedFor(db, clock, scope, key);
    if (wait > 0)
      throw new ApiError(429, authMessages.tooManyAttempts(Math.ceil(wait / 60_000)), undefined, 'throttled');
  }
}

async function fail(deps: Deps, checks: [Scope, string][], refusal: ApiError): Promise<never> {
  for (const [scope, key] of checks) await recordFailure(deps.db, deps.clock, scope, key);
  throw refusal;
}

/** A refused login names the field it is about: 422, as the published API refuses wrong credentials. */
const invalid = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

export async function signIn(deps: Deps, user: SessionUser, impersonated = false): Promise<Signed> {
  const token = await createSession(deps.db, deps.clock, user.id, impersonated);
  return { method: 'login', token, name: displayName(user), user_name: user.username };
}

/**
 * Accepts an authenticator code once: its step must be newer than the last one used. A wrong code is
 * refused with `wrong` (a field error on a login, a 401 on a login step).
 */
async function acceptTotp(
  deps: Deps,
  user: SessionUser,
  code: string,
  address: string,
  wrong: (message: string) => ApiError,
) {
  const checks: [Scope, string][] = [
    ['totp', user.username],
    ['address', address],
  ];
  await refuseIfBlocked(deps, checks);
  const step = user.totpSecret ? matchTotp(user.totpSecret, code, deps.clock.now()) : null;
  if (step === null) await fail(deps, checks, wrong(authMessages.wrongCode));
  const used = await deps.db.query<{ id: number }>(
    `update users set totp_last_step = $1
     where id = $2 and (totp_last_step is null or totp_last_step < $3) returning id::int`,
    [step, user.id, step ?? 0],
  );
  if (used.length === 0) await fail(deps, checks, wrong(authMessages.totpReused));
  await userChanged(deps.db, user.id);
}

export async function login(deps: Deps, request: LoginRequest, address: string): Promise<LoginData> {
  const checks: [Scope, string][] = [
    ['account', request.username],
    ['address', address],
  ];
  await refuseIfBlocked(deps, checks);
  const user = await findUser(deps, request.username);
  if (request.method === 'totp') {
    if (user?.twoFactor !== 'totp')
      return fail(deps, checks, invalid('username', authMessages.totpNotEnabled));
    await acceptTotp(deps, user, request.code, address, (message) => invalid('code', message));
    return signIn(deps, user);
  }
  const right = await verifyPassword(request.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !right) return fail(deps, checks, invalid('username', authMessages.wrongCredentials));
  await clearFailures(deps.db, 'account', user.username);
  if (user.twoFactor === 'sms') return issueCode(deps, user, 'second_step', 'sms');
  if (user.twoFactor === 'totp') return issueTotpChallenge(deps, user);
  return signIn(deps, user);
}

/** send_sms_otp by username: a login code by SMS or voice call, no password. */
export async function sendLoginCode(
  deps: Deps,
  username: string,
  channel: SmsChannel,
  address: string,
): Promise<ChallengeInfo> {
  await refuseIfBlocked(deps, [
    ['account', username],
    ['address', address],
    ['send', address],
  ]);
  const user = await findUser(deps, username);
  if (!user) throw new ApiError(404, authMessages.userNotFound);
  const sent = await issueCode(deps, user, 'login', channel);
  await recordFailure(deps.db, deps.clock, 'send', address);
  return sent;
}

/**
 * send_sms_otp by a login-step token: the step's code again (after the resend countdown), by SMS or,
 * when asked, a voice call. The new code replaces the old one and comes with a new token. A step
 * answered with the authenticator gets no code: an SMS must not stand in for the authenticator.
 */
export async function resendLoginCode(
  deps: Deps,
  token: string,
  channel: SmsChannel | undefined,
  address: string,
): Promise<ChallengeInfo> {
  await refuseIfBlocked(deps, [
    ['address', address],
    ['send', address],
  ]);
  const challenge = await resendableChallenge(deps.db, deps.clock, token, ['login', 'second_step']);
  if (challenge.channel === 'totp') throw refused(authMessages.codeUnknown);
  const user = await userById(deps.db, challenge.userId);
  if (!user) throw refused(authMessages.codeUnknown);
  const purpose: Purpose = challenge.purpose;
  const sent = await issueCode(deps, user, purpose, channel ?? challenge.channel);
  await recordFailure(deps.db, deps.clock, 'send', address);
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
  const challenge = await liveChallenge(deps.db, deps.clock, challengeId, ['login', 'second_step']);
  const user = await userById(deps.db, challenge.userId);
  if (!user) throw refused(authMessages.codeUnknown);
  if (challenge.channel === 'totp') {
    try {
      await acceptTotp(deps, user, code, address, refused);
    } catch (error) {
      await deps.db.query('update otp_challenges set attempts = attempts + 1 where id = $1', [challenge.id]);
      throw error;
    }
    await consumeChallenge(deps.db, deps.clock, challenge);
  } else {
    try {
      await consumeCode(deps.db, deps.clock, challenge, code);
    } catch (error) {
      await recordFailure(deps.db, deps.clock, 'address', address);
      throw error;
    }
  }
  await clearFailures(deps.db, 'account', user.username);
  return signIn(deps, user);
}
