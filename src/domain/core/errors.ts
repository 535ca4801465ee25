// The error display rule, and which calls a 401 does not log out of.
import type { MESSAGE_CODES } from './message-codes.ts';
import { messages } from './messages.ts';

/** The meta message_code of the 'access limited' 403. */
// Written out, typed as the table's entry (a wrong code does not compile): the panel reads these two
// codes on its first visit and needs nothing else of the table.
export const ACCESS_LIMITED_CODE: (typeof MESSAGE_CODES)['accessLimited'] = '403-8';

/** The meta message_code of the 401 for a session that ended by time, not by logout. */
export const SESSION_EXPIRED_CODE: (typeof MESSAGE_CODES)['sessionExpired'] = '401-1';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Why a 401 ended the session: its time ran out, or the token is unknown or revoked. */
export type UnauthorizedReason = 'expired' | 'invalid';

export function unauthorizedReason(body: unknown): UnauthorizedReason {
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
  return meta.message_code === SESSION_EXPIRED_CODE ? 'expired' : 'invalid';
}

export type ResponseError = { status: number; body: unknown };

/**
 * A refusal's errors by field: meta.errors, or, for a refused login as published, the errors beside
 * meta (`{ errors: { username: [...] }, meta: {...} }`).
 */
export function refusalErrors(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const meta = isRecord(body.meta) ? body.meta : {};
  if (isRecord(meta.errors) && Object.keys(meta.errors).length > 0) return meta.errors;
  return isRecord(body.errors) ? body.errors : {};
}

/** The errors as one list: an object of lists of strings, non-strings and blanks skipped, de-duplicated. */
function errorList(errors: unknown): string[] {
  if (!isRecord(errors)) return [];
  const all = Object.values(errors).flatMap((list) => (Array.isArray(list) ? list : [list]));
  const texts = all.filter((e): e is string => typeof e === 'string' && e.trim() !== '');
  return [...new Set(texts)];
}

/**
 * What the user reads for a failed call:
 * - a string error is shown as is (a blank one falls back to the default);
 * - HTTP 500 gives 'Error in sending information';
 * - meta message_code '403-8' gives the access-limited message;
 * - else the refusal's errors (an object of lists of strings), de-duplicated and joined with line breaks;
 * - else meta message; else 'Error in sending information'.
 * `body` is the parsed response JSON, whatever its shape.
 */
export function errorMessage(error: string | ResponseError): string {
  if (typeof error === 'string') return error.trim() === '' ? messages.sendError : error;
  if (error.status === 500) return messages.sendError;
  const meta = isRecord(error.body) && isRecord(error.body.meta) ? error.body.meta : {};
  if (meta.message_code === ACCESS_LIMITED_CODE) return messages.accessLimited;
  const listed = errorList(refusalErrors(error.body));
  if (listed.length > 0) return listed.join('\n');
  if (typeof meta.message === 'string' && meta.message.trim() !== '') return meta.message;
  return messages.sendError;
}

/**
 * The calls where a 401 means 'wrong code or password', not 'session over', so
 * it must not log out: login, OTP, forgot password, change password and username-exists.
 */
export const LOGOUT_EXEMPT_PATHS: ReadonlySet<string> = new Set([
  'acl/auth/login',
  'acl/auth/confirm_otp',
  'acl/auth/send_sms_otp',
  'acl/auth/forgot_password',
  'acl/auth/forgot_password_check_otp',
  'acl/auth/change_password_by_token',
  'user/check_exist',
]);

/** A call path as the API lists it: no host, no /v1/api, no query, no surrounding slashes. */
export function normalizeCallPath(path: string): string {
  return path
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/^v1\/api\//, '')
    .replace(/\/+$/, '');
}

/**
 * Whether a 401 on this call clears the token and goes to login. The account's own change
 * of password (change_password) is exempt too: a wrong current
 * password must not end the session.
 */
export function unauthorizedLogsOut(path: string): boolean {
  const call = normalizeCallPath(path);
  return !(LOGOUT_EXEMPT_PATHS.has(call) || call.split('/').at(-1) === 'change_password');
}
