// Forgot password: an SMS code, then a short-lived reset token, then the new password (which ends
// every session of the account). And the admin panel's handover token for /external-login.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authMessages } from '../../domain/auth-messages.ts';
import { handoverTokens, otpChallenges, users } from '../db/schema.ts';
import { ApiError } from './api-error.ts';
import { HANDOVER_TTL_MS, RESET_TOKEN_TTL_MS } from './auth-rules.ts';
import { addMs } from './clock.ts';
import { type Deps, findUser, refuseIfBlocked, signIn } from './login.ts';
import { consumeCode, issueCode, liveChallenge } from './otp.ts';
import { hashPassword, newToken, sha256 } from './secrets.ts';
import { revokeAllSessions } from './sessions.ts';
import { clearFailures, recordFailure } from './throttle.ts';

export async function startRecovery(deps: Deps, username: string, address: string) {
  await refuseIfBlocked(deps, [['send', address]]);
  const user = await findUser(deps, username);
  if (!user) throw new ApiError(404, authMessages.userNotFound);
  const sent = await issueCode(deps, user, 'forgot_password', 'sms');
  await recordFailure(deps.orm, deps.clock, 'send', address);
  return sent;
}

export async function checkRecoveryCode(deps: Deps, challengeId: string, code: string, address: string) {
  const challenge = await liveChallenge(deps.orm, deps.clock, challengeId, ['forgot_password']);
  try {
    await consumeCode(deps.orm, deps.clock, challenge, code);
  } catch (error) {
    await recordFailure(deps.orm, deps.clock, 'address', address);
    throw error;
  }
  const resetToken = newToken();
  await deps.orm
    .update(otpChallenges)
    .set({ resetTokenHash: sha256(resetToken), resetExpiresAt: addMs(deps.clock.now(), RESET_TOKEN_TTL_MS) })
    .where(eq(otpChallenges.id, challenge.id));
  return { reset_token: resetToken, expires_in: RESET_TOKEN_TTL_MS / 1000 };
}

export async function resetPassword(deps: Deps, resetToken: string, password: string) {
  const passwordHash = await hashPassword(password);
  const username = await deps.orm.transaction(async (tx) => {
    // Taking the token and spending it is one statement: a second use finds nothing.
    const [spent] = await tx
      .update(otpChallenges)
      .set({ resetTokenHash: null, resetExpiresAt: null })
      .where(
        and(
          eq(otpChallenges.resetTokenHash, sha256(resetToken)),
          gt(otpChallenges.resetExpiresAt, deps.clock.now()),
        ),
      )
      .returning({ userId: otpChallenges.userId });
    if (!spent) throw new ApiError(401, authMessages.resetTokenInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.userId))
      .returning({ username: users.username });
    await revokeAllSessions(tx, deps.clock, spent.userId);
    return user?.username ?? '';
  });
  await clearFailures(deps.orm, 'account', username);
}

/** Issued by the provider's admin panel (here: the demo endpoint), valid one minute, used once. */
export async function issueHandover(deps: Deps, userId: number) {
  const token = newToken();
  await deps.orm
    .insert(handoverTokens)
    .values({ tokenHash: sha256(token), userId, expiresAt: addMs(deps.clock.now(), HANDOVER_TTL_MS) });
  return token;
}

export async function exchangeHandover(deps: Deps, token: string) {
  const now = deps.clock.now();
  const [used] = await deps.orm
    .update(handoverTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoverTokens.tokenHash, sha256(token)),
        isNull(handoverTokens.usedAt),
        gt(handoverTokens.expiresAt, now),
      ),
    )
    .returning({ userId: handoverTokens.userId });
  const [user] = used ? await deps.orm.select().from(users).where(eq(users.id, used.userId)) : [];
  if (!user) throw new ApiError(401, authMessages.handoverInvalid);
  return signIn(deps, user, true);
}
