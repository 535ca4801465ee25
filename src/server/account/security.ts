// The security screen's services: the password while logged in, the second login step (SMS or the
// authenticator app) with its recovery codes, and the caller's own sessions.
//
// Rules:
// - every password guess is counted per account and address like a login's, every code guess per
//   account and address like a login code's: a session is no oracle for either;
// - a wrong code is a 422 on its field, never a 401 (a 401 would end the caller's session);
// - the authenticator is the account's: only the owner turns it on or off, and it then applies to
//   every colleague (see secondStepOf);
// - a password change ends every other session of the user at once (their sockets close, their
//   browsers land on the login page); only the caller's own sessions are ever listed or ended.
import { isIP } from 'node:net';
import QRCode from 'qrcode';
import type { ChangePassword } from '../../domain/account/change-password.schema.ts';
import {
  type DisableTwoStepRequest,
  type EnableTwoStepRequest,
  accountSecurityMessages as m,
  type SessionItem,
  type TwoStepStatus,
  UNKNOWN_PLACE,
} from '../../domain/account/security.schema.ts';
import { authMessages } from '../../domain/auth/auth.messages.ts';
import { passwordContainsUsername } from '../../domain/auth/password.rules.ts';
import { toStoredTimestamp } from '../../domain/core/jalali-format.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import {
  acceptTotp,
  accountOf,
  beginAttempt,
  countedCodeCheck,
  type Deps,
  secondStepOf,
} from '../auth/login.ts';
import { consumeCode, issueCode, liveChallenge } from '../auth/otp.ts';
import { dropRecoveryCodes, makeRecoveryCodes, recoveryCodesLeft } from '../auth/recovery-codes.ts';
import { type SecurityEventKind, securityEvent } from '../auth/security-log.ts';
import { type Auth, lifetimesOf, revokeSessions, type SessionUser, userChanged } from '../auth/sessions.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from '../auth/totp.ts';
import { openTotpSecret, sealTotpSecret } from '../auth/totp-seal.ts';
import { hashPassword, verifyPassword } from '../core/secrets.ts';
import { ApiError } from '../http/api-error.ts';

const fieldError = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

function log(
  deps: Pick<Deps, 'db'>,
  auth: Auth,
  address: string,
  kind: SecurityEventKind,
  outcome: 'success' | 'failure',
  detail: Record<string, unknown> = {},
) {
  securityEvent(deps.db, {
    kind,
    outcome,
    userId: accountOf(auth.user),
    actorId: auth.user.id,
    impersonated: auth.impersonated,
    address,
    detail,
  });
}

/** The password checked, counted per account and address; a wrong one is refused on `field`. */
async function checkPassword(
  deps: Deps,
  user: SessionUser,
  password: string,
  address: string,
  field: string,
) {
  const attempt = await beginAttempt(
    deps,
    [
      ['account', user.username],
      ['address', address],
    ],
    { userId: accountOf(user), actorId: user.id, address, detail: { purpose: 'security' } },
  );
  if (!(await verifyPassword(password, user.passwordHash))) throw fieldError(field, m.wrongPassword);
  await attempt.succeeded();
}

export async function changePassword(
  deps: Deps,
  auth: Auth,
  request: ChangePassword,
  address: string,
): Promise<{ ended_sessions: number }> {
  const { user } = auth;
  try {
    await checkPassword(deps, user, request.current_password, address, 'current_password');
  } catch (error) {
    log(deps, auth, address, 'password_changed', 'failure', { reason: 'password' });
    throw error;
  }
  if (passwordContainsUsername(request.password, user.username))
    throw fieldError('password', messages.passwordContainsUsername);
  if (await verifyPassword(request.password, user.passwordHash)) throw fieldError('password', m.samePassword);
  // A colleague's first password is changed: it is now an active member like any other.
  await deps.db.query(
    `update users set password_hash = $1, must_change_password = false,
       colleague_status = case when colleague_status = 'pending' then 'active' else colleague_status end
     where id = $2`,
    [await hashPassword(request.password), user.id],
  );
  await userChanged(deps.db, user.id);
  const ended = await revokeSessions(deps.db, deps.clock, user.id, null, auth.sessionId);
  log(deps, auth, address, 'password_changed', 'success', { ended_sessions: ended });
  return { ended_sessions: ended };
}

const hint = (mobile: string) => `+${mobile.slice(0, 5)}***${mobile.slice(-2)}`;

export async function twoStepStatus(deps: Deps, auth: Auth): Promise<TwoStepStatus> {
  const { twoFactor, holder } = await secondStepOf(deps, auth.user);
  return {
    two_factor: twoFactor,
    owner_managed: auth.user.parentId !== null,
    recovery_codes_left: twoFactor === 'totp' ? await recoveryCodesLeft(deps.db, holder.id) : 0,
    mobile_hint: hint(auth.user.mobile),
  };
}

/** The authenticator is the account's: a colleague may not turn it on or off. */
function refuseColleague(user: SessionUser) {
  if (user.parentId !== null) throw new ApiError(403, m.ownerOnly);
}

export async function sendTwoStepCode(deps: Deps, auth: Auth) {
  const sent = await issueCode(deps, auth.user, 'two_step', 'sms');
  return {
    token: sent.token,
    expires_in: sent.expires_in,
    resend_in: sent.resend_in,
    mobile_hint: sent.mobile_hint,
  };
}

/** The SMS code of 2fa/send_code, counted like a login code; refusals are on `code`. */
async function checkSmsCode(deps: Deps, user: SessionUser, token: string, code: string, address: string) {
  await countedCodeCheck(deps, user, address, 'two_step', async () => {
    try {
      const challenge = await liveChallenge(deps.db, deps.clock, token, ['two_step']);
      if (challenge.userId !== user.id) throw fieldError('code', authMessages.codeUnknown);
      await consumeCode(deps.db, deps.clock, challenge, code);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw fieldError('code', error.message);
      throw error;
    }
  });
}

/** An authenticator code of the user's (or, where `recovery` allows, a recovery code), counted. */
async function checkAuthenticator(deps: Deps, user: SessionUser, code: string, address: string) {
  await countedCodeCheck(deps, user, address, 'two_step', () =>
    acceptTotp(deps, user, code, (message) => fieldError('code', message)),
  );
}

export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const border = 4;
  const size = modules.size + border * 2;
  let path = '';
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++)
      if (modules.get(y, x)) path += `M${x + border},${y + border}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

export async function showQr(deps: Deps, auth: Auth, password: string, address: string) {
  const { user } = auth;
  refuseColleague(user);
  await checkPassword(deps, user, password, address, 'password');
  if (user.twoFactor === 'totp') throw fieldError('password', m.alreadyOn);
  const secret = newTotpSecret();
  await deps.db.query('update users set totp_pending_secret = $1 where id = $2', [
    await sealTotpSecret(deps, secret),
    user.id,
  ]);
  await userChanged(deps.db, user.id);
  const url = otpauthUrl(secret, user.username);
  return { secret, otpauth_url: url, qr_svg: qrSvg(url) };
}

export async function enableTwoStep(
  deps: Deps,
  auth: Auth,
  request: EnableTwoStepRequest,
  address: string,
): Promise<{ two_factor: 'sms' | 'totp'; recovery_codes?: string[] }> {
  const { user } = auth;
  if (request.type === 'sms') {
    if (user.twoFactor === 'sms') throw fieldError('code', m.alreadyOn);
    await checkSmsCode(deps, user, request.token, request.code, address);
    // One second step at a time: the SMS step takes the authenticator's place.
    await deps.db.query(
      `update users set two_factor = 'sms', totp_secret = null, totp_pending_secret = null where id = $1`,
      [user.id],
    );
    await dropRecoveryCodes(deps.db, user.id);
    await userChanged(deps.db, user.id);
    log(deps, auth, address, 'two_step_changed', 'success', { from: user.twoFactor, to: 'sms' });
    return { two_factor: 'sms' };
  }
  refuseColleague(user);
  if (user.twoFactor === 'totp') throw fieldError('code', m.alreadyOn);
  const pending = await openTotpSecret(deps, user.id, 'totp_pending_secret', user.totpPendingSecret);
  if (!pending) throw fieldError('code', m.scanFirst);
  const step = await countedCodeCheck(deps, user, address, 'two_step', async () => {
    const matched = matchTotp(pending, request.code, deps.clock.now());
    if (matched === null) throw fieldError('code', authMessages.wrongCode);
    return matched;
  });
  await deps.db.query(
    `update users set two_factor = 'totp', totp_secret = $1, totp_pending_secret = null, totp_last_step = $2
     where id = $3`,
    [await sealTotpSecret(deps, pending), step, user.id],
  );
  const codes = await makeRecoveryCodes(deps.db, deps.clock, user.id);
  await userChanged(deps.db, user.id);
  log(deps, auth, address, 'two_step_changed', 'success', { from: user.twoFactor, to: 'totp' });
  return { two_factor: 'totp', recovery_codes: codes };
}

export async function disableTwoStep(
  deps: Deps,
  auth: Auth,
  request: DisableTwoStepRequest,
  address: string,
): Promise<{ two_factor: 'none' }> {
  const { user } = auth;
  if (request.type === 'totp') refuseColleague(user);
  if (user.twoFactor !== request.type) throw fieldError('code', m.notOn);
  if (request.type === 'sms') await checkSmsCode(deps, user, request.token, request.code, address);
  else await checkAuthenticator(deps, user, request.code, address);
  await deps.db.query(
    `update users set two_factor = 'none', totp_secret = null, totp_pending_secret = null where id = $1`,
    [user.id],
  );
  await dropRecoveryCodes(deps.db, user.id);
  await userChanged(deps.db, user.id);
  log(deps, auth, address, 'two_step_changed', 'success', { from: user.twoFactor, to: 'none' });
  return { two_factor: 'none' };
}

export async function newRecoveryCodes(deps: Deps, auth: Auth, code: string, address: string) {
  const { user } = auth;
  refuseColleague(user);
  if (user.twoFactor !== 'totp') throw fieldError('code', m.notOn);
  await checkAuthenticator(deps, user, code, address);
  const codes = await makeRecoveryCodes(deps.db, deps.clock, user.id);
  log(deps, auth, address, 'two_step_changed', 'success', { recovery_codes: 'renewed' });
  return { recovery_codes: codes };
}

// --- sessions ---

/** The device a browser's user agent names, in Persian; "نامشخص" when it names none. */
export function deviceOf(userAgent: string): string {
  if (/iPhone/i.test(userAgent)) return 'آیفون';
  if (/iPad/i.test(userAgent)) return 'آی‌پد';
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'گوشی اندروید' : 'تبلت اندروید';
  if (/Windows/i.test(userAgent)) return 'رایانهٔ ویندوز';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'رایانهٔ مک';
  if (/Linux/i.test(userAgent)) return 'رایانهٔ لینوکس';
  return UNKNOWN_PLACE;
}

/** The browser a user agent names, in Persian (the order matters: Edge and Opera also say Chrome). */
export function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'اج';
  if (/OPR\/|Opera/.test(userAgent)) return 'اپرا';
  if (/Firefox\//.test(userAgent)) return 'فایرفاکس';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'کروم';
  if (/Safari\//.test(userAgent)) return 'سافاری';
  return UNKNOWN_PLACE;
}

/**
 * A coarse place for an address, without asking anyone outside: this machine or the local network
 * when the address says so, otherwise unknown.
 */
export function placeOf(address: string): string {
  if (!isIP(address)) return UNKNOWN_PLACE;
  if (address === '::1' || address.startsWith('127.')) return 'همین رایانه';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|f[cd]|fe80:)/i.test(address)) return 'شبکهٔ داخلی';
  return UNKNOWN_PLACE;
}

type SessionRow = {
  id: number;
  address: string | null;
  user_agent: string | null;
  impersonated: boolean;
  created_at: Date;
  last_used_at: Date;
};

export async function listSessions(deps: Deps, auth: Auth): Promise<SessionItem[]> {
  const now = deps.clock.now().getTime();
  const life = lifetimesOf(deps.db);
  const rows = await deps.db.query<SessionRow>(
    `select id::int as id, address, user_agent, impersonated, created_at, last_used_at from sessions
     where user_id = $1 and revoked_at is null and last_used_at > $2 and created_at > $3
     order by (id = $4) desc, last_used_at desc, id desc limit 100`,
    [auth.user.id, new Date(now - life.idleMs), new Date(now - life.absoluteMs), auth.sessionId],
  );
  return rows
    .filter((row) => !row.impersonated || now - new Date(row.created_at).getTime() < life.impersonatedMs)
    .map((row) => ({
      id: row.id,
      device: deviceOf(row.user_agent ?? ''),
      browser: browserOf(row.user_agent ?? ''),
      address: row.address ?? UNKNOWN_PLACE,
      place: placeOf(row.address ?? ''),
      created_at: toStoredTimestamp(new Date(row.created_at)),
      last_used_at: toStoredTimestamp(new Date(row.last_used_at)),
      current: row.id === auth.sessionId,
      impersonated: row.impersonated,
    }));
}

export async function endSession(deps: Deps, auth: Auth, id: number, address: string) {
  if (id === auth.sessionId) throw fieldError('id', m.thisSession);
  const ended = await revokeSessions(deps.db, deps.clock, auth.user.id, [id], auth.sessionId);
  if (ended === 0) throw new ApiError(404, m.sessionNotFound, undefined, MESSAGE_CODES.notFound);
  log(deps, auth, address, 'sessions_ended', 'success', { session_ids: [id] });
}

export async function endOtherSessions(deps: Deps, auth: Auth, address: string) {
  const ended = await revokeSessions(deps.db, deps.clock, auth.user.id, null, auth.sessionId);
  log(deps, auth, address, 'sessions_ended', 'success', { others: ended });
  return { ended_sessions: ended };
}
