// Forgot password: a code by SMS and a token; the token, the code and the new password change the
// password (which ends every session of the account). The panel checks the code first
// (forgot_password_check_otp): the checked code then opens one password change within
// RESET_TOKEN_TTL_MS. An account whose second step is the authenticator needs its code as well. A
// new password deletes the account's API keys: whoever had the old password may have made one.
// And the admin panel's handover token for /external-login.
import { authMessages, securityMessages } from '../../domain/auth/auth.messages.ts';
import type { RecoveryStepData } from '../../domain/auth/auth.schema.ts';
import { passwordContainsUsername } from '../../domain/auth/password.rules.ts';
import { messages } from '../../domain/core/messages.ts';
import { addMs } from '../core/clock.ts';
import { hashPassword, newToken, sha256 } from '../core/secrets.ts';
import { revokeAllApiKeys } from '../developers/api-keys.ts';
import { ApiError } from '../http/api-error.ts';
import { HANDOVER_TTL_MS, OTP_MAX_WRONG, RESET_TOKEN_TTL_MS } from './auth-rules.ts';
import {
  acceptTotp,
  accountOf,
  countedCodeCheck,
  type Deps,
  findUser,
  ownerOf,
  refuseIfBlocked,
  signIn,
} from './login.ts';
import {
  CHALLENGE_COLUMNS,
  type Challenge,
  codeMatches,
  consumeCode,
  countWrongCode,
  decoyCode,
  issueCode,
  liveChallenge,
  refused,
} from './otp.ts';
import { securityEvent } from './security-log.ts';
import { revokeAllSessions, userById } from './sessions.ts';
import { clearFailures, recordFailure } from './throttle.ts';

/**
 * forgot_password: a code to the account's mobile; a mobile, when given, must be the account's. An
 * unknown username (or a mobile that is not the account's) gets the answer a known one gets.
 */
export async function startRecovery(
  deps: Deps,
  username: string,
  mobile: string | undefined,
  address: string,
): Promise<RecoveryStepData> {
  await refuseIfBlocked(deps, [['send', address]]);
  await recordFailure(deps.db, deps.clock, 'send', address);
  const user = await findUser(deps, username);
  const { token, expires_in, resend_in, mobile_hint } =
    !user || (mobile !== undefined && user.mobile !== mobile)
      ? await decoyCode(deps, username, 'forgot_password', 'sms')
      : await issueCode(deps, user, 'forgot_password', 'sms');
  return { token, expires_in, resend_in, mobile_hint };
}

/** Spends a right code; a wrong one counts against the challenge, the account and the address. */
async function spendCode(deps: Deps, challenge: Challenge, code: string, address: string) {
  // An unknown username's challenge: every code is wrong, counted as a real one's is.
  if (challenge.decoyFor !== null) throw await countWrongCode(deps.db, challenge);
  const owner = await ownerOf(deps, challenge);
  await countedCodeCheck(deps, owner, address, 'forgot_password', () =>
    consumeCode(deps.db, deps.clock, challenge, code),
  );
}

/** forgot_password_check_otp: the code is right; it now opens one password change for a while. */
export async function checkRecoveryCode(deps: Deps, token: string, code: string, address: string) {
  await refuseIfBlocked(deps, [['address', address]]);
  const challenge = await liveChallenge(deps.db, deps.clock, token, ['forgot_password']);
  await spendCode(deps, challenge, code, address);
  await deps.db.query(
    'update otp_challenges set reset_token_hash = $1, reset_expires_at = $2 where id = $3',
    [sha256(token), addMs(deps.clock.now(), RESET_TOKEN_TTL_MS), challenge.id],
  );
  const owner = await ownerOf(deps, challenge);
  return { token, expires_in: RESET_TOKEN_TTL_MS / 1000, authenticator: owner.twoFactor === 'totp' };
}

/**
 * The challenge a password change may use: one whose code is checked now, or was checked by
 * forgot_password_check_otp and is still open (then the same code must come again).
 */
async function recoveryToSpend(
  deps: Deps,
  challenge: Challenge,
  token: string,
  code: string,
  address: string,
) {
  if (challenge.consumedAt === null) {
    const live = await liveChallenge(deps.db, deps.clock, token, ['forgot_password']);
    await spendCode(deps, live, code, address);
    return { challenge: live, checked: false };
  }
  const open = challenge.resetExpiresAt && challenge.resetExpiresAt > deps.clock.now();
  if (!challenge.resetTokenHash || !open) throw refused(authMessages.resetTokenInvalid);
  if (challenge.attempts >= OTP_MAX_WRONG) throw refused(authMessages.codeDead);
  const owner = await ownerOf(deps, challenge);
  await countedCodeCheck(deps, owner, address, 'forgot_password', async () => {
    if (!codeMatches(challenge, code)) throw await countWrongCode(deps.db, challenge);
  });
  return { challenge, checked: true };
}

/** change_password_by_token: the new password; every session of the account ends. */
export async function resetPassword(
  deps: Deps,
  token: string,
  code: string,
  password: string,
  address: string,
  authenticatorCode?: string,
) {
  await refuseIfBlocked(deps, [['address', address]]);
  const [found] = await deps.db.query<Challenge>(
    `select ${CHALLENGE_COLUMNS} from otp_challenges where id = $1 and purpose = 'forgot_password' limit 1`,
    [token],
  );
  const owner = found ? await userById(deps.db, found.userId) : undefined;
  const decoy = found?.decoyFor ?? null;
  if (!found || (!owner && decoy === null)) throw refused(authMessages.resetTokenInvalid);
  // Judged before the code is spent, so a refused password does not cost the user a new code.
  if (passwordContainsUsername(password, owner?.username ?? decoy ?? '')) {
    throw new ApiError(422, messages.passwordContainsUsername, {
      password: [messages.passwordContainsUsername],
    });
  }
  // An unknown username's challenge: every code is wrong, counted as a real one's is.
  if (!owner) throw await countWrongCode(deps.db, found);
  // The authenticator first: a refused one does not cost the user the SMS code.
  if (owner.twoFactor === 'totp') {
    if (!authenticatorCode)
      throw new ApiError(422, securityMessages.authenticatorNeeded, {
        authenticator_code: [securityMessages.authenticatorNeeded],
      });
    await countedCodeCheck(deps, owner, address, 'forgot_password', () =>
      acceptTotp(
        deps,
        owner,
        authenticatorCode,
        (message) => new ApiError(422, message, { authenticator_code: [message] }),
      ),
    );
  }
  const { challenge, checked } = await recoveryToSpend(deps, found, token, code, address);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    // Taking a checked code's permission and spending it is one statement: a second use finds nothing.
    if (checked) {
      const [spent] = await tx.query<{ id: string }>(
        `update otp_challenges set reset_token_hash = null, reset_expires_at = null
         where id = $1 and reset_token_hash is not null and reset_expires_at > $2 returning id`,
        [challenge.id, deps.clock.now()],
      );
      if (!spent) throw refused(authMessages.resetTokenInvalid);
    }
    await tx.query('update users set password_hash = $1 where id = $2', [passwordHash, owner.id]);
    await revokeAllSessions(tx, deps.clock, owner.id);
    await revokeAllApiKeys(tx, deps.db, owner.id);
  });
  await clearFailures(deps.db, 'account', owner.username);
  securityEvent(deps.db, {
    kind: 'password_reset',
    outcome: 'success',
    userId: accountOf(owner),
    actorId: owner.id,
    address,
  });
}

/** Issued by the provider's admin panel (here: the demo endpoint), valid one minute, used once. */
export async function issueHandover(deps: Deps, userId: number) {
  const token = newToken();
  await deps.db.query('insert into handover_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [
    sha256(token),
    userId,
    addMs(deps.clock.now(), HANDOVER_TTL_MS),
  ]);
  return token;
}

export async function exchangeHandover(deps: Deps, token: string, address?: string) {
  const now = deps.clock.now();
  const [used] = await deps.db.query<{ userId: number }>(
    `update handover_tokens set used_at = $1
     where token_hash = $2 and used_at is null and expires_at > $1 returning user_id::int as "userId"`,
    [now, sha256(token)],
  );
  const user = used ? await userById(deps.db, used.userId) : undefined;
  if (!user) throw refused(authMessages.handoverInvalid);
  securityEvent(deps.db, {
    kind: 'impersonation_started',
    outcome: 'success',
    userId: accountOf(user),
    actorId: user.id,
    impersonated: true,
    address: address ?? null,
  });
  return signIn(deps, user, true);
}
