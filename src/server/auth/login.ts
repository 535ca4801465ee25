// The four login methods (password, authenticator app, SMS code, voice call code) and the second
// step, with throttling per account and per client address.
//
// Two-step login means two different factors, whichever way in is taken:
// - two-step `none`: a password, an SMS or voice code alone opens the account;
// - two-step `sms`: the password, then a code sent to the mobile. A login that starts with a code
//   (send_sms_otp by username) has spent the mobile factor already, so once its code is right it is
//   refused and told to log in with the password, which then asks for the code as its second step;
// - two-step `totp`: the password, then the authenticator. A login that starts with an SMS or voice
//   code continues to the authenticator as its second step (mobile + authenticator), and the
//   authenticator login method takes the password with the code (knowledge + authenticator).
// A password recovery on a `totp` account asks for the authenticator code too.
import { authMessages, securityMessages } from '../../domain/auth/auth.messages.ts';
import type { LoginData, LoginRequest, SignedInData } from '../../domain/auth/auth.schema.ts';
import { colleagueMessages } from '../../domain/colleagues/colleagues.schema.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { recordActivity } from '../colleagues/activity.ts';
import { hashPassword, verifyPassword } from '../core/secrets.ts';
import type { SmsChannel } from '../core/sms-gateway.ts';
import { ApiError } from '../http/api-error.ts';
import type { ServerDeps } from '../http/context.ts';
import {
  type Challenge,
  type ChallengeInfo,
  consumeChallenge,
  consumeCode,
  countWrongCode,
  decoyCode,
  issueCode,
  issueTotpChallenge,
  liveChallenge,
  refused,
  resendableChallenge,
} from './otp.ts';
import { isRecoveryCode, spendRecoveryCode } from './recovery-codes.ts';
import { type SecurityEvent, securityEvent } from './security-log.ts';
import {
  type Auth,
  createSession,
  displayName,
  memberAuth,
  type SessionUser,
  userById,
  userChanged,
  userFromRow,
} from './sessions.ts';
import {
  blockedFor,
  clearFailures,
  forgetAttempts,
  recordFailure,
  type Scope,
  takeAttempt,
} from './throttle.ts';
import { matchTotp } from './totp.ts';
import { openTotpSecret } from './totp-seal.ts';

export type Deps = Pick<ServerDeps, 'db' | 'clock' | 'gateway' | 'apiKeySecret' | 'registrationsPerAddress'>;
export type Signed = SignedInData;

// Hashed once, at the first login (at the cost the process hashes with): a login for an unknown
// username costs the same scrypt work as a known one.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-Aa1!'));

export async function findUser({ db }: Pick<Deps, 'db'>, username: string): Promise<SessionUser | null> {
  const [row] = await db.query<Record<string, unknown>>('select * from users where username = $1 limit 1', [
    username,
  ]);
  return row ? userFromRow(row) : null;
}

const throttled = (wait: number) =>
  new ApiError(
    429,
    authMessages.tooManyAttempts(Math.ceil(wait / 60_000)),
    undefined,
    MESSAGE_CODES.throttled,
  );

export async function refuseIfBlocked({ db, clock }: Pick<Deps, 'db' | 'clock'>, checks: [Scope, string][]) {
  for (const [scope, key] of checks) {
    const wait = await blockedFor(db, clock, scope, key);
    if (wait > 0) throw throttled(wait);
  }
}

/** An attempt counted before it is checked; `succeeded` takes the count back. */
export type Attempt = { succeeded(): Promise<void> };

/**
 * Counts an attempt against every key before it is checked (atomically per key), or refuses with a
 * 429 when one of them is at its limit: N parallel attempts never all get checked. A refusal is put in
 * the security log as `login_throttled` when `logged` says about whom.
 */
export async function beginAttempt(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  checks: [Scope, string][],
  logged?: Omit<SecurityEvent, 'kind' | 'outcome'>,
): Promise<Attempt> {
  const ids: (number | null)[] = [];
  for (const [scope, key] of checks) {
    const taken = await takeAttempt(db, clock, scope, key);
    if (taken.wait > 0) {
      await forgetAttempts(db, ids);
      if (logged) securityEvent(db, { kind: 'login_throttled', outcome: 'refused', ...logged });
      throw throttled(taken.wait);
    }
    ids.push(taken.id);
  }
  return { succeeded: () => forgetAttempts(db, ids) };
}

/** The account a challenge was opened for, or the refusal of an unknown one. */
export async function ownerOf(deps: Pick<Deps, 'db'>, challenge: Challenge): Promise<SessionUser> {
  const owner = await userById(deps.db, challenge.userId);
  if (!owner) throw refused(authMessages.codeUnknown);
  return owner;
}

/** The keys a one-time code answered for an account counts against: the account and the address. */
export const codeChecks = (userId: number, address: string): [Scope, string][] => [
  ['code', String(userId)],
  ['address', address],
];

/**
 * A refused login names the field it is about: 422 with `422-1` and the errors beside meta, as the
 * published API refuses wrong credentials.
 */
const invalid = (field: string, message: string) =>
  new ApiError(422, message, { [field]: [message] }, MESSAGE_CODES.invalidRequest, true);

export async function signIn(deps: Deps, user: SessionUser, impersonated = false): Promise<Signed> {
  // A deactivated colleague opens no session, whichever way in it took.
  if (user.colleagueStatus === 'deactivated') throw invalid('username', colleagueMessages.accountDeactivated);
  const token = await createSession(deps.db, deps.clock, user.id, impersonated);
  if (!impersonated) {
    // A colleague's first login: it is no longer pending approval.
    await deps.db.query(
      `update users set last_login_at = $1,
         colleague_status = case when colleague_status = 'pending' then 'active' else colleague_status end
       where id = $2`,
      [deps.clock.now(), user.id],
    );
    if (user.colleagueStatus === 'pending') await userChanged(deps.db, user.id);
  }
  const signed: Signed = { method: 'login', token, name: displayName(user), user_name: user.username };
  return user.mustChangePassword ? { ...signed, must_change_password: true } : signed;
}

/** The account a user's events belong to: a colleague's are their owner's account's. */
export const accountOf = (user: SessionUser) => user.parentId ?? user.id;

function loginEvent(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser | null,
  address: string,
  outcome: 'success' | 'failure',
  method: string,
) {
  securityEvent(deps.db, {
    kind: 'login',
    outcome,
    userId: user ? accountOf(user) : null,
    actorId: user?.id ?? null,
    address,
    detail: user ? { method } : { method, unknown_user: true },
  });
  // The account's activity log keeps its members' logins (never waited for, never failing the login).
  if (user && outcome === 'success')
    void recordActivity(
      deps.db,
      deps.clock,
      { accountId: accountOf(user), actorId: user.id },
      'login',
      { method },
      address,
    ).catch(() => undefined);
}

/** Runs a code check counted per account and address: blocked keys answer 429, a failure is logged. */
export async function countedCodeCheck<T>(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  address: string,
  purpose: string,
  check: () => Promise<T>,
): Promise<T> {
  const attempt = await beginAttempt(deps, codeChecks(user.id, address), {
    userId: accountOf(user),
    actorId: user.id,
    address,
    detail: { purpose },
  });
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (error) {
    // Only a refused code counts (401 or 422); anything else (an unknown key, a server error) is no guess.
    const status = error instanceof ApiError ? error.status : 0;
    if (status !== 401 && status !== 422) {
      await attempt.succeeded();
      throw error;
    }
    securityEvent(deps.db, {
      kind: 'code_failed',
      outcome: 'failure',
      userId: accountOf(user),
      actorId: user.id,
      address,
      detail: { purpose },
    });
    throw error;
  }
}

/**
 * Accepts an authenticator code once: its step must be newer than the last one used. A wrong code is
 * refused with `wrong` (a field error on a login, a 401 on a login step). The caller counts it.
 */
export async function acceptTotp(
  deps: Deps,
  user: SessionUser,
  code: string,
  wrong: (message: string) => ApiError,
) {
  // One of the recovery codes stands in for an authenticator code, once.
  if (isRecoveryCode(code)) {
    if (!(await spendRecoveryCode(deps.db, deps.clock, user.id, code))) throw wrong(authMessages.wrongCode);
    return;
  }
  const secret = await openTotpSecret(deps, user.id, 'totp_secret', user.totpSecret);
  const step = secret ? matchTotp(secret, code, deps.clock.now()) : null;
  if (step === null) throw wrong(authMessages.wrongCode);
  const used = await deps.db.query<{ id: number }>(
    `update users set totp_last_step = $1
     where id = $2 and (totp_last_step is null or totp_last_step < $3) returning id::int`,
    [step, user.id, step],
  );
  if (used.length === 0) throw wrong(authMessages.totpReused);
  await userChanged(deps.db, user.id);
}

/**
 * The second step a user logs in with, and whose authenticator answers it: the authenticator setting
 * applies to every member of the account, so a colleague of an owner who turned it on answers with
 * the account's authenticator (and its recovery codes).
 */
export async function secondStepOf(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
): Promise<{ twoFactor: SessionUser['twoFactor']; holder: SessionUser }> {
  if (user.parentId === null || user.twoFactor === 'totp') return { twoFactor: user.twoFactor, holder: user };
  const owner = await userById(deps.db, user.parentId);
  if (owner?.twoFactor === 'totp') return { twoFactor: 'totp', holder: owner };
  return { twoFactor: user.twoFactor, holder: user };
}

export async function login(deps: Deps, request: LoginRequest, address: string): Promise<LoginData> {
  const attempt = await beginAttempt(
    deps,
    [
      ['account', request.username],
      ['address', address],
    ],
    { address, detail: { username: request.username } },
  );
  const user = await findUser(deps, request.username);
  const right = await verifyPassword(request.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !right) {
    loginEvent(deps, user, address, 'failure', request.method);
    throw invalid('username', authMessages.wrongCredentials);
  }
  const step = await secondStepOf(deps, user);
  if (request.method === 'totp') {
    // The password was right: the authenticator code is the second factor, counted like any code.
    if (step.twoFactor !== 'totp') throw invalid('code', authMessages.totpNotEnabled);
    await countedCodeCheck(deps, user, address, 'login', () =>
      acceptTotp(deps, step.holder, request.code, (message) => invalid('code', message)),
    );
    await attempt.succeeded();
    await clearFailures(deps.db, 'account', user.username);
    loginEvent(deps, user, address, 'success', 'totp');
    return signIn(deps, user);
  }
  await attempt.succeeded();
  await clearFailures(deps.db, 'account', user.username);
  if (step.twoFactor === 'sms') return issueCode(deps, user, 'second_step', 'sms');
  if (step.twoFactor === 'totp') return issueTotpChallenge(deps, user);
  loginEvent(deps, user, address, 'success', 'password');
  return signIn(deps, user);
}

/**
 * A username and password in place of an API key, for the one call a URL alone makes: counted and
 * throttled like a login (per account and address), and refused for an account with a second factor,
 * which a URL cannot carry. No session is made; `refused` is the answer to every failure.
 */
export async function authenticateByPassword(
  deps: Pick<Deps, 'db' | 'clock'>,
  username: string,
  password: string,
  address: string,
  refused: ApiError,
): Promise<Auth> {
  const attempt = await beginAttempt(
    deps,
    [
      ['account', username],
      ['address', address],
    ],
    { address, detail: { username } },
  );
  const user = await findUser(deps, username);
  const right = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !right || user.twoFactor !== 'none') {
    loginEvent(deps, user, address, 'failure', 'url');
    throw refused;
  }
  const auth = await memberAuth(deps.db, { sessionId: 0, impersonated: false, user });
  if (!auth) throw refused;
  await attempt.succeeded();
  await clearFailures(deps.db, 'account', user.username);
  loginEvent(deps, user, address, 'success', 'url');
  return auth;
}

/**
 * send_sms_otp by username: a login code by SMS or voice call, no password. An unknown username gets
 * the same answer as a known one (a decoy challenge), so the answer does not tell whether it exists.
 */
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
  await recordFailure(deps.db, deps.clock, 'send', address);
  const user = await findUser(deps, username);
  if (!user) return decoyCode(deps, username, 'login', channel);
  return issueCode(deps, user, 'login', channel);
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
  const sent =
    challenge.decoyFor !== null
      ? await decoyCode(deps, challenge.decoyFor, challenge.purpose, channel ?? challenge.channel)
      : await issueCode(
          deps,
          await ownerOf(deps, challenge),
          challenge.purpose,
          channel ?? challenge.channel,
        );
  await recordFailure(deps.db, deps.clock, 'send', address);
  return sent;
}

/** Checks the code of a login challenge (SMS, voice, or the authenticator), counted per account. */
async function answerChallenge(
  deps: Deps,
  challenge: Challenge,
  user: SessionUser,
  code: string,
  address: string,
) {
  await countedCodeCheck(deps, user, address, challenge.purpose, async () => {
    if (challenge.channel !== 'totp') return consumeCode(deps.db, deps.clock, challenge, code);
    try {
      await acceptTotp(deps, (await secondStepOf(deps, user)).holder, code, refused);
    } catch (error) {
      await deps.db.query('update otp_challenges set attempts = attempts + 1 where id = $1', [challenge.id]);
      throw error;
    }
    await consumeChallenge(deps.db, deps.clock, challenge);
  });
}

/**
 * confirm_otp: the code of a login challenge (SMS, voice, or the authenticator as a second step). A
 * right code of a code login on an account with two-step login on does not sign in by itself: see the
 * rules at the top of this file.
 */
export async function confirmLogin(
  deps: Deps,
  challengeId: string,
  code: string,
  address: string,
): Promise<LoginData> {
  await refuseIfBlocked(deps, [['address', address]]);
  const challenge = await liveChallenge(deps.db, deps.clock, challengeId, ['login', 'second_step']);
  // An unknown username's challenge: every code is wrong, counted as a real one's is.
  if (challenge.decoyFor !== null) throw await countWrongCode(deps.db, challenge);
  const user = await ownerOf(deps, challenge);
  await answerChallenge(deps, challenge, user, code, address);
  const { twoFactor } = await secondStepOf(deps, user);
  if (challenge.purpose === 'login' && twoFactor === 'totp') return issueTotpChallenge(deps, user);
  if (challenge.purpose === 'login' && twoFactor === 'sms')
    throw new ApiError(403, securityMessages.passwordStepNeeded, undefined, MESSAGE_CODES.passwordStepNeeded);
  await clearFailures(deps.db, 'account', user.username);
  loginEvent(deps, user, address, 'success', challenge.channel);
  return signIn(deps, user);
}
