// The security screen's calls: the password while logged in, two-step login by SMS or the
// authenticator app, recovery codes and the account's sessions. Every one takes a logged-in person's
// token; the published API names change_password and 2fa/send_code, show_qr, disable without
// documenting them, so these are designed in its style.
import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import {
  ChangePasswordRequestSchema,
  DisableTwoStepRequestSchema,
  EnableTwoStepDataSchema,
  EnableTwoStepRequestSchema,
  RecoveryCodesDataSchema,
  RecoveryCodesRequestSchema,
  SessionIdSchema,
  SessionItemSchema,
  ShowQrDataSchema,
  ShowQrRequestSchema,
  TwoStepCodeSentSchema,
  TwoStepStatusSchema,
} from './security.schema.ts';

const tag = 'account';
const credentialErrors = {
  403: 'an impersonated session, or a colleague changing the account owner’s setting',
  422: 'a wrong password or code, or a malformed field',
  429: 'too many wrong passwords or codes',
};

export const changePasswordCall = defineCall({
  method: 'post',
  path: 'user/change_password',
  title: 'تغییر رمز عبور',
  summary:
    'Change the password with the current one; every other session of the account ends at once ' +
    '(data.ended_sessions), this one stays',
  origin: { designed: 'The security screen changes the password of a logged-in person.' },
  tag,
  auth: 'token',
  body: ChangePasswordRequestSchema,
  data: v.object({ ended_sessions: v.number() }),
  errors: credentialErrors,
});

export const twoStepStatusCall = defineCall({
  method: 'get',
  path: '2fa/status',
  title: 'وضعیت ورود دومرحله‌ای',
  summary: 'Which second login step is on, whether the account owner manages it, recovery codes left',
  origin: { designed: 'The security screen shows the two-step switches and the recovery codes left.' },
  tag,
  auth: 'token',
  data: TwoStepStatusSchema,
});

export const twoStepSendCodeCall = defineCall({
  method: 'post',
  path: '2fa/send_code',
  title: 'ارسال کد تأیید ورود دومرحله‌ای',
  summary: "Send a code to the account's mobile that confirms turning the SMS second step on or off",
  origin: { designed: 'Turning the SMS second step on or off is confirmed with a code sent to the mobile.' },
  tag,
  auth: 'token',
  data: TwoStepCodeSentSchema,
  errors: { 403: credentialErrors[403], 429: 'resend countdown or the mobile’s daily limit' },
});

export const twoStepShowQrCall = defineCall({
  method: 'post',
  path: '2fa/show_qr',
  title: 'ساخت کد تصویری برنامهٔ احراز هویت',
  summary:
    'With the password: a new authenticator secret, its otpauth:// URI and the URI as a QR image ' +
    '(SVG); it takes effect only once 2fa/enable receives its first code',
  origin: { designed: 'The authenticator is set up by scanning a QR code, then confirmed with a code.' },
  tag,
  auth: 'token',
  body: ShowQrRequestSchema,
  data: ShowQrDataSchema,
  errors: credentialErrors,
});

export const twoStepEnableCall = defineCall({
  method: 'post',
  path: '2fa/enable',
  title: 'فعال‌کردن ورود دومرحله‌ای',
  summary:
    'Turn a second step on: the SMS code of 2fa/send_code, or the first authenticator code after ' +
    '2fa/show_qr (the answer then holds ten recovery codes, shown this once)',
  origin: { designed: 'A second step takes effect only once a code proves it works.' },
  tag,
  auth: 'token',
  body: EnableTwoStepRequestSchema,
  data: EnableTwoStepDataSchema,
  errors: credentialErrors,
});

export const twoStepDisableCall = defineCall({
  method: 'post',
  path: '2fa/disable',
  title: 'غیرفعال‌کردن ورود دومرحله‌ای',
  summary: 'Turn the second step off, with its code (an authenticator code or a recovery code)',
  origin: { designed: 'A second step is turned off only with a code of the same step.' },
  tag,
  auth: 'token',
  body: DisableTwoStepRequestSchema,
  data: v.object({ two_factor: v.literal('none') }),
  errors: credentialErrors,
});

export const recoveryCodesCall = defineCall({
  method: 'post',
  path: '2fa/recovery_codes',
  title: 'ساخت کدهای بازیابی تازه',
  summary: 'Ten new recovery codes in place of the old ones, with an authenticator code',
  origin: { designed: 'Recovery codes can be made again when they run out or may have been seen.' },
  tag,
  auth: 'token',
  body: RecoveryCodesRequestSchema,
  data: RecoveryCodesDataSchema,
  errors: credentialErrors,
});

export const sessionListCall = defineCall({
  method: 'get',
  path: 'user/session/list',
  title: 'فهرست نشست‌های فعال',
  summary: "The caller's own active sessions, the one in use first, then by last use",
  origin: { designed: 'The security screen lists where the user is logged in.' },
  tag,
  auth: 'token',
  data: v.array(SessionItemSchema),
});

export const sessionEndCall = defineCall({
  method: 'post',
  path: 'user/session/end',
  title: 'پایان یک نشست',
  summary: "End one of the caller's other sessions; its browser lands on the login page at once",
  origin: { designed: 'A session seen in the list can be ended from the security screen.' },
  tag,
  auth: 'token',
  body: SessionIdSchema,
  errors: { 404: 'no such active session of the caller', 422: 'the session in use (log out instead)' },
});

export const sessionEndOthersCall = defineCall({
  method: 'post',
  path: 'user/session/end_others',
  title: 'پایان همهٔ نشست‌های دیگر',
  summary: "End every session of the caller's but this one",
  origin: { designed: 'The security screen ends every other session at once.' },
  tag,
  auth: 'token',
  data: v.object({ ended_sessions: v.number() }),
});
