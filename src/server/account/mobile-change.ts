// Changing the mobile every code goes to, in two confirmed steps of one flow (a row of mobile_changes):
// a code to the mobile in use proves the change is the holder's; the new mobile must then be nobody
// else's, be the national code's holder's (the identity registry), and prove itself by a code sent to
// it. Codes are 6 digits, valid 2 minutes, asked again after the resend countdown; a flow dies after 5
// wrong codes and lives 10 minutes at most. Wrong codes also count against the account and the address
// across flows, as a login's do (the caller wraps each check in countedCodeCheck).
import { accountMessages } from '../../domain/account/account.messages.ts';
import type { MobileChangeCode, MobileChangeStep, NewMobile } from '../../domain/account/account.schema.ts';
import { authMessages } from '../../domain/auth/auth.messages.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import { LOGIN_STEP_TTL_MS, OTP_MAX_WRONG, OTP_RESEND_MS, OTP_TTL_MS } from '../auth/auth-rules.ts';
import { countCodeToMobile } from '../auth/otp.ts';
import { type SessionUser, userChanged } from '../auth/sessions.ts';
import { addMs, type Clock } from '../core/clock.ts';
import { newId, newOtpCode, sha256 } from '../core/secrets.ts';
import type { SmsGateway } from '../core/sms-gateway.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { IdentityRegistry } from './identity-registry.ts';
import { requireSamePerson } from './profile.ts';

export type MobileChangeDeps = { db: Db; clock: Clock; gateway: SmsGateway; identity: IdentityRegistry };

/** The SMS each code goes in; the code is its last six digits. */
const TEXT = {
  old: 'کد تأیید تغییر شماره موبایل شما در پیامک',
  new: 'کد تأیید شماره موبایل جدید شما در پیامک',
  /** To the mobile given up, once the change is made: its owner learns of a change they did not make. */
  changed: (to: string) =>
    `شماره موبایل حساب شما در پیامک به ${to} تغییر کرد. اگر این کار را خودتان انجام نداده‌اید، فوراً با پشتیبانی تماس بگیرید.`,
};

type Flow = {
  id: string;
  stage: 'old' | 'new' | 'done';
  newMobile: string | null;
  codeHash: string | null;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  resendAt: Date;
};

/**
 * A refused code or flow token: 422 on its field. Never a 401, which would say the session itself is
 * gone (the panel logs out on one).
 */
const refusedCode = (message: string) => new ApiError(422, message, { code: [message] });
const refusedFlow = (message: string) => new ApiError(422, message, { token: [message] });

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
const hint = (mobile: string) => `+${mobile.slice(0, 5)}***${mobile.slice(-2)}`;
const hashOf = (id: string, code: string) => sha256(`mobile-change:${id}:${code}`);

function waitForResend(resendAt: Date, now: Date): void {
  const wait = seconds(new Date(resendAt).getTime() - now.getTime());
  if (wait > 0) throw new ApiError(429, authMessages.resendWait(wait), undefined, MESSAGE_CODES.resendWait);
}

/** A code to `mobile` for the flow: the step the client shows, with its countdowns. */
async function sendCode(deps: MobileChangeDeps, mobile: string, body: string, code: string) {
  await deps.gateway.send({ mobile, channel: 'sms', body: `${body}: ${code}` });
}

const step = (id: string, mobile: string): MobileChangeStep => ({
  token: id,
  expires_in: seconds(OTP_TTL_MS),
  resend_in: seconds(OTP_RESEND_MS),
  mobile_hint: hint(mobile),
});

/** Starts a flow with a code to the mobile in use; an open flow of the user's ends (only the newest counts). */
export async function requestChangeCode(
  deps: MobileChangeDeps,
  user: SessionUser,
): Promise<MobileChangeStep> {
  const now = deps.clock.now();
  const [last] = await deps.db.query<{ resendAt: Date }>(
    `select resend_at as "resendAt" from mobile_changes
     where user_id = $1 and stage = 'old' order by created_at desc limit 1`,
    [user.id],
  );
  if (last) waitForResend(last.resendAt, now);
  await countCodeToMobile(deps, user.mobile);
  const id = newId();
  const code = newOtpCode();
  await deps.db.transaction(async (tx) => {
    await tx.query(`update mobile_changes set stage = 'done' where user_id = $1 and stage <> 'done'`, [
      user.id,
    ]);
    await tx.query(
      `insert into mobile_changes (id, user_id, stage, code_hash, attempts, created_at, expires_at, resend_at)
       values ($1, $2, 'old', $3, 0, $4, $5, $6)`,
      [id, user.id, hashOf(id, code), now, addMs(now, OTP_TTL_MS), addMs(now, OTP_RESEND_MS)],
    );
  });
  await sendCode(deps, user.mobile, TEXT.old, code);
  return step(id, user.mobile);
}

/** The user's own flow, open: another account's token is as unknown as a made-up one. */
async function openFlow(deps: MobileChangeDeps, user: SessionUser, token: string): Promise<Flow> {
  const [flow] = await deps.db.query<Flow>(
    `select id, stage, new_mobile as "newMobile", code_hash as "codeHash", attempts, created_at as "createdAt",
       expires_at as "expiresAt", resend_at as "resendAt"
     from mobile_changes where id = $1 and user_id = $2`,
    [token, user.id],
  );
  if (!flow || flow.stage === 'done') throw refusedFlow(accountMessages.changeUnknown);
  if (flow.attempts >= OTP_MAX_WRONG) throw refusedCode(authMessages.codeDead);
  if (addMs(new Date(flow.createdAt), LOGIN_STEP_TTL_MS) <= deps.clock.now())
    throw refusedCode(messages.codeExpired);
  return flow;
}

/** Checks the code of the flow's current stage; a wrong one counts, a right one moves the flow on. */
async function checkCode(
  deps: MobileChangeDeps,
  flow: Flow,
  code: string,
  next: Flow['stage'],
): Promise<void> {
  if (new Date(flow.expiresAt) <= deps.clock.now() || flow.codeHash === null)
    throw flow.codeHash === null
      ? refusedFlow(accountMessages.newNotSent)
      : refusedCode(messages.codeExpired);
  if (hashOf(flow.id, code) !== flow.codeHash) {
    const [row] = await deps.db.query<{ attempts: number }>(
      'update mobile_changes set attempts = attempts + 1 where id = $1 returning attempts',
      [flow.id],
    );
    throw refusedCode(
      (row?.attempts ?? OTP_MAX_WRONG) >= OTP_MAX_WRONG ? authMessages.codeDead : authMessages.wrongCode,
    );
  }
  // A second, concurrent use of the same code loses.
  const moved = await deps.db.query(
    `update mobile_changes set stage = $2, code_hash = null
     where id = $1 and stage = $3 and code_hash = $4 returning id`,
    [flow.id, next, flow.stage, flow.codeHash],
  );
  if (moved.length === 0) throw refusedCode(authMessages.codeUsed);
}

/** The current mobile's code: the flow may go on to the new mobile. */
export async function confirmOldMobile(
  deps: MobileChangeDeps,
  user: SessionUser,
  { token, code }: MobileChangeCode,
): Promise<{ token: string }> {
  const flow = await openFlow(deps, user, token);
  if (flow.stage !== 'old') throw refusedFlow(accountMessages.changeUnknown);
  await checkCode(deps, flow, code, 'new');
  return { token };
}

/**
 * The new mobile: nobody else's, the national code holder's, then a code to it. Asked again (the same
 * or another mobile) after the resend countdown, a new code replaces the last.
 */
export async function sendNewMobileCode(
  deps: MobileChangeDeps,
  user: SessionUser,
  { token, mobile }: NewMobile,
): Promise<MobileChangeStep> {
  const flow = await openFlow(deps, user, token);
  if (flow.stage !== 'new') throw refusedFlow(accountMessages.oldNotConfirmed);
  if (flow.newMobile !== null) waitForResend(flow.resendAt, deps.clock.now());
  const field = (message: string) => new ApiError(422, message, { mobile: [message] });
  if (mobile === user.mobile) throw field(accountMessages.sameMobile);
  const taken = await deps.db.query('select id from users where mobile = $1 and id <> $2 limit 1', [
    mobile,
    user.id,
  ]);
  if (taken.length > 0) throw field(accountMessages.mobileTaken);
  await requireSamePerson(deps.identity, { nationalCode: user.nationalCode, mobile }, 'mobile');
  await countCodeToMobile(deps, mobile);
  const now = deps.clock.now();
  const code = newOtpCode();
  await deps.db.query(
    `update mobile_changes set new_mobile = $2, code_hash = $3, expires_at = $4, resend_at = $5
     where id = $1 and stage = 'new'`,
    [flow.id, mobile, hashOf(flow.id, code), addMs(now, OTP_TTL_MS), addMs(now, OTP_RESEND_MS)],
  );
  await sendCode(deps, mobile, TEXT.new, code);
  return step(flow.id, mobile);
}

/** The new mobile's code: the account's mobile is the new one from now on. */
export async function confirmNewMobile(
  deps: MobileChangeDeps,
  user: SessionUser,
  { token, code }: MobileChangeCode,
): Promise<{ mobile: string }> {
  const flow = await openFlow(deps, user, token);
  if (flow.stage !== 'new' || flow.newMobile === null) throw refusedFlow(accountMessages.newNotSent);
  const mobile = flow.newMobile;
  await checkCode(deps, flow, code, 'done');
  // Taken meanwhile by another account: the flow is spent, the mobile stays as it was.
  const changed = await deps.db.query(
    `update users set mobile = $2 where id = $1
       and not exists (select 1 from users other where other.mobile = $2 and other.id <> $1)
     returning id`,
    [user.id, mobile],
  );
  if (changed.length === 0)
    throw new ApiError(422, accountMessages.mobileTaken, { mobile: [accountMessages.mobileTaken] });
  await userChanged(deps.db, user.id);
  // The change is made; the notice to the mobile given up is told of, not waited on for success: an
  // operator that fails it does not undo what both codes confirmed.
  await deps.gateway
    .send({ mobile: user.mobile, channel: 'sms', body: TEXT.changed(hint(mobile)) })
    .catch(() => undefined);
  return { mobile };
}
