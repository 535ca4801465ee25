// The numbers behind login security. A new code may be asked for 60 s after the last one, a length
// announced to the client as resend_in.
export const OTP_TTL_MS = 2 * 60_000;
export const OTP_MAX_WRONG = 5;
export const OTP_RESEND_MS = 60_000;
/** A login-step token may ask for its code again within this time of its newest code. */
export const LOGIN_STEP_TTL_MS = 10 * 60_000;
/** After its code was checked, a password recovery token may set the password within this time. */
export const RESET_TOKEN_TTL_MS = 10 * 60_000;
export const HANDOVER_TTL_MS = 60_000;
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failed logins (password or code) per account, and per client address, within the window. */
export const MAX_ACCOUNT_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 30;
/** At most 10 failed authenticator codes per 15 minutes per account. */
export const MAX_TOTP_FAILURES = 10;
/**
 * Wrong one-time codes per account within the window, whatever challenge they answered: a fresh
 * challenge every minute gives no fresh guesses.
 */
export const MAX_ACCOUNT_CODE_FAILURES = 10;
/** Codes sent (SMS or call) per client address within the window: no SMS bombing through the login. */
export const MAX_ADDRESS_SENDS = 30;
/** Codes sent to one mobile per day, whatever account or purpose they serve. */
export const MAX_MOBILE_CODES_PER_DAY = 10;
export const MOBILE_CODE_WINDOW_MS = 24 * 60 * 60_000;
/**
 * Registration steps (codes sent to a new mobile, and registrations, each hashing a password) per
 * client address within the window.
 */
export const MAX_ADDRESS_REGISTRATIONS = 200;
/** Username and mobile lookups of the register screen (user/check_exist) per address within the window. */
export const MAX_ADDRESS_LOOKUPS = 100;
/** Security events are kept this long; expired challenges and sessions are purged after a day. */
export const SECURITY_EVENT_RETENTION_MS = 180 * 24 * 60 * 60_000;
export const AUTH_PURGE_INTERVAL_MS = 60 * 60_000;
